import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

type Page = { items: { id: number; title: string }[] };

/** Articles or videos whose title matches, for the assignment picker (the catalogues' own list calls). */
export const searchResources = (kind: 'article' | 'video', q: string) =>
  apiRequest<Page>(kind === 'article' ? '/article' : '/video/list', { query: { q: q || undefined, size: 20 } }).then((p) => p.items);

export const useResourceSearch = (kind: 'article' | 'video', q: string) =>
  useQuery({ queryKey: ['organizations', 'resources', kind, q], queryFn: () => searchResources(kind, q), staleTime: 60_000 });
