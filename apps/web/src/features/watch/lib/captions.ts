import { captionFileName, type CaptionFormat } from '@lingbridge/contracts/watch';
import { API_BASE } from '../../../lib/api-client';

export type CaptionLine = 'original' | 'en' | 'foreign';

/** GET /video/{id}/captions: the file the browser downloads. */
export const captionUrl = (videoId: number, format: CaptionFormat, line: CaptionLine) =>
  `${API_BASE}/video/${videoId}/captions?format=${format}&line=${line}`;

/** The download's file name, as the server names it: the title without \ / : * ? " < > |, cut to 100 (spec 01 §5). */
export const captionDownloadName = (title: string, format: CaptionFormat) => captionFileName(title, format);
