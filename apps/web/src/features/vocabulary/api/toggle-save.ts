import type { Paged } from '@lingbridge/contracts/common';
import type { VocabularyEntry } from '@lingbridge/contracts/vocabulary';
import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { refreshDueCount } from './get-due-reviews';
import { vocabularyKeys } from './query-keys';

/** POST /vocabulary/save/{id}: toggles the saved mark; answers the entry as it is now. */
export const toggleSave = (id: number) => apiRequest<VocabularyEntry>(`/vocabulary/save/${id}`, { method: 'POST' });

const patchPage = (page: Paged<VocabularyEntry>, entry: VocabularyEntry) => ({
  ...page,
  items: page.items.map((e) => (e.id === entry.id ? { ...e, is_saved: entry.is_saved, user_saved: entry.user_saved } : e)),
});

/**
 * Puts an entry's new saved mark into every cached copy (pop-ups, notebook pages, history), so a
 * word unsaved in the notebook stays on screen with an empty star until the page changes.
 */
export function patchCachedEntry(qc: QueryClient, entry: VocabularyEntry) {
  qc.setQueriesData<VocabularyEntry>({ queryKey: vocabularyKeys.lookups() }, (e) =>
    e && e.id === entry.id ? { ...e, is_saved: entry.is_saved, user_saved: entry.user_saved } : e,
  );
  qc.setQueriesData<Paged<VocabularyEntry>>({ queryKey: vocabularyKeys.lists() }, (p) => (p ? patchPage(p, entry) : p));
  qc.setQueriesData<InfiniteData<Paged<VocabularyEntry>>>({ queryKey: vocabularyKeys.histories() }, (d) =>
    d ? { ...d, pages: d.pages.map((p) => patchPage(p, entry)) } : d,
  );
}

/** The toggle call with its cache updates: lists refresh when next shown, the due count at once. */
export function useToggleSave() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: toggleSave,
    onSuccess: (entry) => {
      patchCachedEntry(qc, entry);
      void qc.invalidateQueries({ queryKey: vocabularyKeys.lists(), refetchType: 'none' });
      refreshDueCount(qc);
      // My learning's figures, word marks and new-word counts change with the notebook (issue 18).
      void qc.invalidateQueries({ queryKey: ['learning'] });
    },
  });
}
