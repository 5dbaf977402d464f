import type { ContentKind, entryDocument, EntryListItem, EntrySource, entryListQuery } from '@lingbridge/contracts/cms';
import type { Paged } from '@lingbridge/contracts/common';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

// The editing pattern's calls (decision 0110): one set for every kind of content; the server checks who may.

export type EntryListParams = z.input<typeof entryListQuery>;
export type EntryDraft = z.input<typeof entryDocument>;

export const cmsKeys = {
  all: ['cms'] as const,
  list: (kind: ContentKind, p: EntryListParams) => ['cms', kind, 'list', p] as const,
  entry: (kind: ContentKind, id: number) => ['cms', kind, 'entry', id] as const,
};

const qs = (p: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(p).flatMap(([k, v]) => (v === undefined || v === '' || v === null ? [] : [[k, String(v)]]))).toString();

export const entriesQuery = (kind: ContentKind, p: EntryListParams) =>
  queryOptions({
    queryKey: cmsKeys.list(kind, p),
    queryFn: () => apiRequest<Paged<EntryListItem>>(`/cms/entries/${kind}?${qs(p)}`),
    placeholderData: keepPreviousData,
  });
export const useEntries = (kind: ContentKind, p: EntryListParams) => useQuery(entriesQuery(kind, p));

export const useEntry = (kind: ContentKind, id: number | null) =>
  useQuery({
    queryKey: cmsKeys.entry(kind, id ?? 0),
    queryFn: () => apiRequest<EntrySource>(`/cms/entries/${kind}/${id}`),
    enabled: !!id,
    staleTime: Infinity,
  });

export const createEntry = (kind: ContentKind, doc: EntryDraft) => apiRequest<EntrySource>(`/cms/entries/${kind}`, { method: 'POST', json: doc });
export const saveEntry = (kind: ContentKind, id: number, doc: EntryDraft) =>
  apiRequest<EntrySource>(`/cms/entries/${kind}/${id}`, { method: 'PUT', json: doc });
export const publishEntry = (kind: ContentKind, id: number, at?: string) =>
  apiRequest<EntrySource>(`/cms/entries/${kind}/${id}/publish`, { method: 'POST', json: at ? { at } : {} });
export const unpublishEntry = (kind: ContentKind, id: number) => apiRequest<EntrySource>(`/cms/entries/${kind}/${id}/unpublish`, { method: 'POST' });
export const deleteEntry = (kind: ContentKind, id: number) => apiRequest<null>(`/cms/entries/${kind}/${id}`, { method: 'DELETE' });

export async function uploadImage(file: File) {
  const form = new FormData();
  form.append('file', file);
  return apiRequest<{ file_id: string; url: string }>('/cms/image', { method: 'POST', multipart: form });
}

/** A change to an entry: the answer becomes the entry's cached source, and its lists refresh. */
export function useEntryMutation<A, R extends EntrySource | null>(kind: ContentKind, fn: (a: A) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (r) => {
      if (r) qc.setQueryData(cmsKeys.entry(kind, r.id), r);
      void qc.invalidateQueries({ queryKey: ['cms', kind, 'list'] });
      void qc.invalidateQueries({ queryKey: ['blog'] });
    },
  });
}
