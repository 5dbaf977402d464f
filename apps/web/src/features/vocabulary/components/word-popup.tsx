import { autoUpdate, flip, offset, shift, size, useFloating } from '@floating-ui/react-dom';
import type { LearningLanguage } from '@lingbridge/contracts/common';
import { Paper } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useSignUpPrompt } from '../../../components/ui/modal/use-modal';
import { ApiError } from '../../../lib/api-client';
import { getToken } from '../../../lib/storage';
import { useWordLookup, type LookupContext, type LookupFetcher } from '../api/look-up-word';
import { LOOKUP_TARGET } from '../lib/languages';
import { WordCard, type WordPreview } from './word-card';
import '../vocabulary.css';

export type WordPopupCloseReason = 'escape' | 'button' | 'outside' | 'blur' | 'visitor';

/**
 * The shared word pop-up of every reader (Read, Watch, the lookup page).
 *
 * Props:
 * - `anchor`: the element of the clicked word; the card floats beside it. `null` renders nothing.
 * - `word`, `language`: the text to look up and its language; `target` defaults to the direction
 *   with data (Chinese and Spanish → English, English → Chinese).
 * - `context`: `{ article_id?, video_id?, sentence? }`, recorded with the lookup; the sentence
 *   becomes the word's example on its flip card.
 * - `preview`: reading, tones and gloss from the annotation, shown at once while the lookup runs.
 * - `fetcher`: how to look up; Watch passes `lookUpVideoWord(transcriptId)` (POST /video/vocabulary).
 * - `onClose(reason)`: Esc and the close button return focus to the anchor; an outside click or
 *   tabbing away does not. Visitors get the "sign up or log in" dialog and the pop-up closes.
 *
 * No focus trap: the card takes focus when it opens so Esc and Tab work at once; Tab moves on.
 */
export type WordPopupProps = {
  anchor: HTMLElement | null;
  word: string;
  language: LearningLanguage;
  target?: LearningLanguage;
  context?: LookupContext;
  preview?: WordPreview;
  fetcher?: LookupFetcher;
  onClose: (reason: WordPopupCloseReason) => void;
};

export function WordPopup(props: WordPopupProps) {
  if (!props.anchor || !props.word) return null;
  return <OpenWordPopup key={`${props.language}:${props.word}`} {...props} anchor={props.anchor} />;
}

function OpenWordPopup({ anchor, word, language, target, context, preview, fetcher, onClose }: WordPopupProps & { anchor: HTMLElement }) {
  const { t } = useTranslation('vocabulary', { useSuspense: false });
  const signUp = useSignUpPrompt();
  const headingId = useId();
  const signedIn = !!getToken();
  const to = target ?? LOOKUP_TARGET[language];
  const lookup = useWordLookup(signedIn ? { text: word, from: language, to, context } : null, fetcher);
  const visitor = !signedIn || (lookup.error instanceof ApiError && lookup.error.status === 401);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  const { refs, floatingStyles, elements } = useFloating({
    elements: { reference: anchor },
    placement: 'bottom-start',
    middleware: [
      offset(8),
      flip({ padding: 8 }),
      shift({ padding: 8 }),
      size({
        padding: 8,
        apply({ availableHeight, elements: el }) {
          el.floating.style.maxHeight = `${Math.max(180, Math.floor(availableHeight))}px`;
        },
      }),
    ],
    whileElementsMounted: autoUpdate,
  });
  const card = elements.floating;

  // A lookup needs an account (spec 01 §5): visitors are asked to sign up or log in instead.
  useEffect(() => {
    if (!visitor) return;
    closeRef.current('visitor');
    void signUp(t('popup.feature'));
  }, [visitor, signUp, t]);

  useEffect(() => {
    if (!card) return;
    card.focus({ preventScroll: true });
    const close = (reason: WordPopupCloseReason) => {
      closeRef.current(reason);
      if (reason === 'escape' || reason === 'button') anchor.focus({ preventScroll: true });
    };
    // Capture phase: a tooltip inside the card (on the focused star) handles Esc itself first.
    const onKey = (e: KeyboardEvent) => {
      const inModal = (e.target as Element | null)?.closest?.('[aria-modal="true"]');
      if (e.key === 'Escape' && !inModal) {
        e.preventDefault();
        close('escape');
      }
    };
    const onPointer = (e: PointerEvent) => {
      const node = e.target as Node;
      if (!card.contains(node) && !anchor.contains(node)) close('outside');
    };
    const onFocusOut = (e: FocusEvent) => {
      const next = e.relatedTarget as Node | null;
      if (next && !card.contains(next) && !anchor.contains(next) && !(next as Element).closest?.('[data-portal]')) close('blur');
    };
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('pointerdown', onPointer, true);
    card.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerdown', onPointer, true);
      card.removeEventListener('focusout', onFocusOut);
    };
  }, [card, anchor]);

  if (visitor) return null;
  return createPortal(
    <Paper
      ref={refs.setFloating}
      style={floatingStyles}
      className="lb-word-popup"
      role="dialog"
      aria-labelledby={headingId}
      tabIndex={-1}
      shadow="lg"
      radius="lg"
      withBorder
      p="md"
      data-testid="word-popup"
    >
      <WordCard
        word={word}
        language={language}
        entry={lookup.data}
        loading={lookup.isPending || (lookup.isFetching && !lookup.data)}
        failed={lookup.isError}
        preview={preview}
        headingId={headingId}
        onRetry={() => void lookup.refetch()}
        onClose={() => {
          onClose('button');
          anchor.focus({ preventScroll: true });
        }}
      />
    </Paper>,
    document.body,
  );
}
