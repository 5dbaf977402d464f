import type { Recording } from '@lingbridge/contracts/recordings';
import { apiRequest } from '../../../lib/api-client';
import { RECORDINGS_BASE } from './base';

export type SaveInput = { blob: Blob; articleId: number; title: string; sentenceIndex: number | null };

const EXT: Record<string, string> = { 'audio/webm': 'webm', 'audio/mp4': 'm4a', 'audio/ogg': 'ogg', 'audio/mpeg': 'mp3', 'audio/wav': 'wav' };

/** POST /audio_recording (multipart: audio_file, title, article_id, and sentence_index in sentence mode). */
export function saveRecording(input: SaveInput) {
  const type = input.blob.type.split(';')[0] ?? '';
  const form = new FormData();
  form.append('title', input.title);
  form.append('article_id', String(input.articleId));
  if (input.sentenceIndex !== null) form.append('sentence_index', String(input.sentenceIndex));
  form.append('audio_file', input.blob, `recording.${EXT[type] ?? 'webm'}`);
  return apiRequest<Recording>('/audio_recording', { method: 'POST', multipart: form, base: RECORDINGS_BASE });
}
