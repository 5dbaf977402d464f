import type { Video } from '@lingbridge/contracts/watch';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { watchKeys } from './query-keys';

// The editing calls of CMS videoCategory and VideoEdit/{id} (the server checks the role).

export type VideoPatch = { title?: string; level?: string | null; category_id?: number | null; is_public?: boolean };
export type SentencePatch = { text?: string; en_text?: string; ori_zh_text?: string; start?: number; end?: number };
export type Category = { id: number; name: string };

/** PATCH /video/{id}: title, level, category and publication. */
export const updateVideo = ({ id, ...body }: VideoPatch & { id: number }) => apiRequest<Video>(`/video/${id}`, { method: 'PATCH', json: body });

/** PATCH /video/video_category/{id}. */
export const setVideoCategory = ({ id, category_id }: { id: number; category_id: number | null }) =>
  apiRequest<Video>(`/video/video_category/${id}`, { method: 'PATCH', json: { category_id } });

/** PATCH /video/{id}/transcript/{sentenceId}: corrects one line; the server re-segments the foreign line. */
export const updateTranscriptSentence = ({ videoId, sentenceId, ...body }: SentencePatch & { videoId: number; sentenceId: number }) =>
  apiRequest<unknown>(`/video/${videoId}/transcript/${sentenceId}`, { method: 'PATCH', json: body });

/** GET /category: the shared categories (CRUD at /cms/categoryList). */
export const listCategories = () => apiRequest<Category[]>('/category');

export const useCategories = () => useQuery({ queryKey: watchKeys.categories(), queryFn: listCategories, staleTime: 5 * 60_000 });
