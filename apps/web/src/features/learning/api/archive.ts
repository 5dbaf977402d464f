import type { ArchiveKind, ArchiveState, ArchivedList } from '@lingbridge/contracts/learning';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { learningKeys } from './query-keys';

const archiveKey = [...learningKeys.all, 'archive'] as const;

/** GET /learning/archive: what I archived, newest first, of one kind or all. */
export const useArchived = (kind: ArchiveKind | undefined, page: number) =>
  useQuery({
    queryKey: [...archiveKey, 'list', kind ?? 'all', page],
    queryFn: () => apiRequest<ArchivedList>('/learning/archive', { query: { kind, page } }),
    placeholderData: keepPreviousData,
  });

/** GET /learning/archive/{kind}/{id}: whether I archived this article, video or word. */
export const useArchiveState = (kind: ArchiveKind, id: number, enabled: boolean) =>
  useQuery({
    queryKey: [...archiveKey, 'state', kind, id],
    queryFn: () => apiRequest<ArchiveState>(`/learning/archive/${kind}/${id}`),
    enabled: enabled && id > 0,
  });

/**
 * PUT (archive) or DELETE (restore) /learning/archive/{kind}/{id}. Refreshes everything of My
 * learning, and the notebook and flip cards, which leave archived words out.
 */
export function useToggleArchive() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, archive }: { kind: ArchiveKind; id: number; archive: boolean }) =>
      apiRequest<ArchiveState | undefined>(`/learning/archive/${kind}/${id}`, { method: archive ? 'PUT' : 'DELETE' }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: learningKeys.all });
      void qc.invalidateQueries({ queryKey: ['vocabulary'] });
    },
  });
}
