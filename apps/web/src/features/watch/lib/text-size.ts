/** English lines longer than this many characters use a smaller font (spec 01 §5). */
export const LONG_ENGLISH = 50;

export const isLongEnglish = (text: string) => text.length > LONG_ENGLISH;
