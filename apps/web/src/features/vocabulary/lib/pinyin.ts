/** One syllable of a reading with its tone (1–4, 5 neutral), or 0 when the tone is unknown. */
export type ToneSyllable = { text: string; tone: number };

/**
 * Splits a reading such as `tú shū guǎn` into syllables paired with their tones. When the counts
 * do not match (erhua, numbers, letters), the whole reading is one syllable without a tone.
 */
export function toneSyllables(reading: string | null | undefined, tones: number[] | null | undefined): ToneSyllable[] {
  if (!reading) return [];
  const parts = reading.trim().split(/\s+/);
  if (tones && tones.length === parts.length) return parts.map((text, i) => ({ text, tone: tones[i] }));
  return [{ text: reading.trim(), tone: 0 }];
}

/** Pairs each Chinese character with its tone, for colouring characters; null when they do not line up. */
export function toneCharacters(text: string, tones: number[] | null | undefined): ToneSyllable[] | null {
  const chars = Array.from(text);
  if (!tones || tones.length !== chars.length) return null;
  return chars.map((c, i) => ({ text: c, tone: tones[i] }));
}

/** The CSS class of a tone colour (theme variables --lb-tone-1 … --lb-tone-5). */
export const toneClass = (tone: number) => (tone >= 1 && tone <= 5 ? `lb-tone-${tone}` : undefined);
