import type { CaptionFormat } from '@lingbridge/contracts/watch';
import { downloadApiFile } from '../../../lib/download';
import { captionDownloadName, type CaptionLine } from '../lib/captions';

/**
 * GET /video/{id}/captions, saved under the server's file name, or the same rule's name (spec 01 §5)
 * when the header has none. Sent with the token: an uploaded video is private.
 */
export function downloadCaptions(videoId: number, title: string, format: CaptionFormat, line: CaptionLine) {
  return downloadApiFile(`/video/${videoId}/captions?format=${format}&line=${line}`, captionDownloadName(title, format));
}
