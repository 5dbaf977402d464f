import type { Category } from '@lingbridge/contracts/categories';
import type { ArticleSource, CreateArticleBody, Magazine, UpdateArticleBody } from '@lingbridge/contracts/reading';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api-client';
import { readingKeys } from './query-keys';

// The editing calls of the CMS (Admin and can_edit_article; the server checks).

export const getArticleSource = (id: number) => apiRequest<ArticleSource>(`/article/${id}/source`);
export const useArticleSource = (id: number | null) => useQuery({ queryKey: readingKeys.source(id ?? 0), queryFn: () => getArticleSource(id!), enabled: !!id });

export const createArticle = (body: CreateArticleBody) => apiRequest<ArticleSource>('/article', { method: 'POST', json: body });
export const updateArticle = (id: number, body: UpdateArticleBody) => apiRequest<ArticleSource>(`/article/${id}`, { method: 'PATCH', json: body });
export const deleteArticle = (id: number) => apiRequest<null>(`/article/${id}`, { method: 'DELETE' });

const upload = (path: string, file: File) => {
  const form = new FormData();
  form.append('file', file);
  return apiRequest<ArticleSource>(path, { method: 'POST', multipart: form });
};
export const uploadAudio = (id: number, file: File) => upload(`/article/${id}/audio`, file);
export const uploadCover = (id: number, file: File) => upload(`/article/${id}/cover`, file);
export const uploadMagazineCover = (id: number, file: File) => {
  const form = new FormData();
  form.append('file', file);
  return apiRequest<Magazine>(`/magazine/${id}/cover`, { method: 'POST', multipart: form });
};

export type MagazineInput = { number: number; title: string; title_en?: string; issue_date: string; status?: 'draft' | 'published' };
export const createMagazine = (body: MagazineInput) => apiRequest<Magazine>('/magazine', { method: 'POST', json: body });
export const updateMagazine = (id: number, body: Partial<MagazineInput>) => apiRequest<Magazine>(`/magazine/${id}`, { method: 'PATCH', json: body });
export const deleteMagazine = (id: number) => apiRequest<null>(`/magazine/${id}`, { method: 'DELETE' });

export const createCategory = (name: string) => apiRequest<Category>('/category', { method: 'POST', json: { name } });
export const renameCategory = (id: number, name: string) => apiRequest<Category>(`/category/${id}`, { method: 'PATCH', json: { name } });
export const deleteCategory = (id: number) => apiRequest<null>(`/category/${id}`, { method: 'DELETE' });

/** Any editing call, refreshing every reading query afterwards. */
/**
 * After a create, opens the new record's edit page starting from what was saved: its query is filled
 * first, so the page shows no loading state that would unmount the form (and its file pickers) as
 * the editor moves on to it; the query refreshes it in the background.
 */
export function useOpenCreated() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  return <T>(key: QueryKey, data: T, path: string) => {
    qc.setQueryData(key, data);
    navigate(path, { replace: true });
  };
}

export function useReadingMutation<A, R>(fn: (a: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => qc.invalidateQueries({ queryKey: ['reading'] }) });
}
