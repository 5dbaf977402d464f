import { captionFileName, type CaptionFormat } from '@lingbridge/contracts/watch';

export type CaptionLine = 'original' | 'en' | 'foreign';

/** The download's file name, as the server names it: the title without \ / : * ? " < > |, cut to 100 (spec 01 §5). */
export const captionDownloadName = (title: string, format: CaptionFormat) => captionFileName(title, format);
