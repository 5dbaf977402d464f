import type { Recording } from '@lingbridge/contracts/recordings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { RECORDINGS_BASE, recordingKeys } from './base';

const base = RECORDINGS_BASE;

/** PATCH /audio_recording/{id}: the learner renames it. */
export const renameRecording = (a: { id: number; title: string }) =>
  apiRequest<Recording>(`/audio_recording/${a.id}`, { method: 'PATCH', json: { title: a.title }, base });

/** DELETE /audio_recording/{id}. */
export const deleteRecording = (id: number) => apiRequest<null>(`/audio_recording/${id}`, { method: 'DELETE', base });

/** A teacher's comment pinned to a moment (ms) or a sentence. */
export const commentOnRecording = (a: { id: number; text: string; at_ms?: number | null; sentence_index?: number | null }) =>
  apiRequest<Recording>(`/audio_recording/${a.id}/comment`, {
    method: 'POST',
    json: { text: a.text, at_ms: a.at_ms ?? null, sentence_index: a.sentence_index ?? null },
    base,
  });

export const removeComment = (a: { id: number; commentId: number }) =>
  apiRequest<Recording>(`/audio_recording/${a.id}/comment/${a.commentId}`, { method: 'DELETE', base });

/** The overall note and rating. */
export const reviewRecording = (a: { id: number; note: string; rating: number | null }) =>
  apiRequest<Recording>(`/audio_recording/${a.id}/review`, { method: 'PUT', json: { note: a.note, rating: a.rating }, base });

/** Any change to recordings, refreshing every recordings list afterwards. */
export function useRecordingMutation<A, R>(fn: (a: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: recordingKeys.all }) });
}
