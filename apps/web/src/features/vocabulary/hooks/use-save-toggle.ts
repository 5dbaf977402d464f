import type { VocabularyEntry } from '@lingbridge/contracts/vocabulary';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignUpPrompt } from '../../../components/ui/modal/use-modal';
import { ApiError } from '../../../lib/api-client';
import { useToggleSave } from '../api/toggle-save';
import { notifyFailure } from '../lib/messages';

/**
 * The saved mark of an entry (spec 01 §4): a toggle marks at once, the server call follows, and
 * on failure the mark goes back with "failed to save" or "failed to unsave" (spec 01 §8).
 */
export function useSaveToggle(entry: Pick<VocabularyEntry, 'id' | 'is_saved'>) {
  const { t } = useTranslation('vocabulary', { useSuspense: false });
  const [saved, setSaved] = useState(entry.is_saved);
  const pending = useRef(false);
  const mutation = useToggleSave();
  const signUp = useSignUpPrompt();

  useEffect(() => {
    if (!pending.current) setSaved(entry.is_saved);
  }, [entry.id, entry.is_saved]);

  async function toggle() {
    // One call at a time: the server toggles, so two quick clicks must not race.
    if (pending.current) return;
    pending.current = true;
    const was = saved;
    setSaved(!was);
    try {
      const next = await mutation.mutateAsync(entry.id);
      setSaved(next.is_saved);
    } catch (err) {
      setSaved(was);
      if (err instanceof ApiError && err.status === 401) void signUp(t('popup.feature'));
      else notifyFailure(t, was ? 'unsave' : 'save');
    } finally {
      pending.current = false;
    }
  }

  return { saved, toggle, busy: mutation.isPending };
}
