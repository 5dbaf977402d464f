import type { ContentKind, EntrySource } from '@lingbridge/contracts/cms';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createEntry, saveEntry, useEntryMutation, type EntryDraft } from '../api/entries';

/** How long typing must pause before the draft is saved. */
const AUTOSAVE_MS = 1500;

export type SaveState = 'idle' | 'dirty' | 'saving' | 'saved' | 'error';

/**
 * The working copy of an entry, saved by itself a moment after each change (decision 0110). A new
 * entry is created on its first save; `onCreated` gets its id. `flush` saves now (before preview,
 * publish) and answers the saved source.
 */
export function useAutosave(kind: ContentKind, id: number | null, onCreated: (s: EntrySource) => void) {
  const [doc, setDoc] = useState<EntryDraft | null>(id ? null : { versions: {} });
  const [state, setState] = useState<SaveState>('idle');
  const [error, setError] = useState<unknown>(null);
  const pending = useRef<EntryDraft | null>(null);
  const running = useRef<Promise<EntrySource | null> | null>(null);
  const idRef = useRef(id);
  idRef.current = id;
  const save = useEntryMutation(kind, (d: EntryDraft) => (idRef.current ? saveEntry(kind, idRef.current, d) : createEntry(kind, d)));

  const flush = useCallback(async (): Promise<EntrySource | null> => {
    if (running.current) await running.current;
    const d = pending.current;
    if (!d) return null;
    pending.current = null;
    setState('saving');
    const run = save
      .mutateAsync(d)
      .then((s) => {
        if (!idRef.current) {
          idRef.current = s.id;
          onCreated(s);
        }
        setState(pending.current ? 'dirty' : 'saved');
        setError(null);
        return s;
      })
      .catch((err: unknown) => {
        pending.current ??= d;
        setState('error');
        setError(err);
        return null;
      });
    running.current = run;
    const r = await run;
    running.current = null;
    return r;
  }, [save, onCreated]);

  const change = useCallback((next: EntryDraft) => {
    setDoc(next);
    pending.current = next;
    setState('dirty');
  }, []);

  useEffect(() => {
    if (state !== 'dirty') return;
    const timer = setTimeout(() => void flush(), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [state, doc, flush]);

  // Leaving the page with unsaved text asks first.
  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (pending.current) e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  return { doc, setDoc, change, flush, state, error };
}
