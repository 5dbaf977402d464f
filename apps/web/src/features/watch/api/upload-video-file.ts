import type { VideoFile } from '@lingbridge/contracts/watch';
import { apiRequest } from '../../../lib/api-client';

/** POST /video/file (multipart `file`): a video for self-hosted playback or an SRT/WebVTT caption file. */
export function uploadVideoFile(file: File) {
  const form = new FormData();
  form.append('file', file);
  return apiRequest<VideoFile>('/video/file', { method: 'POST', multipart: form });
}
