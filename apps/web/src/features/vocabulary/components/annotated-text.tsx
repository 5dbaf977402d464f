import type { LearningLanguage } from '@lingbridge/contracts/common';
import type { AnnotatedToken } from '@lingbridge/contracts/language';
import { useContext, useEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import i18n from '../../../lib/i18n';
import type { LookupContext, LookupFetcher } from '../api/look-up-word';
import { isChinese, LANG_ATTR } from '../lib/languages';
import { toneCharacters, toneClass } from '../lib/pinyin';
import { lineGroups } from '../lib/line-groups';
import { WordPopupListener } from '../lib/popup-listener';
import { sentenceAround } from '../lib/sentence';
import { PinyinText } from './pinyin-text';
import { WordPopup } from './word-popup';
import '../vocabulary.css';

/**
 * Text from POST /dictionary/annotate with every word clickable; a click (or Enter/Space) opens
 * the shared word pop-up beside it. Read and Watch render their text with it.
 *
 * Props:
 * - `tokens`, `language`: the annotation and the language of the text.
 * - `showPinyin`: ruby pinyin over Chinese words, each syllable in its tone colour.
 * - `toneColors`: colour the Chinese characters by tone as well.
 * - `context`: `{ article_id }` or `{ video_id }` for each lookup; the word's sentence is added.
 * - `fetcher`: passed to the pop-up (Watch: `lookUpVideoWord(transcriptId)`).
 * - `openIndex`: opens the pop-up of that token (e.g. the only word of a one-word lookup).
 * - `marks`: the learner's saved words by dictionary key, marked "learning" or "known" (issue 18).
 * - `label`, `className`, `style`: for the wrapping element.
 *
 * Keyboard: the text is one Tab stop; ←/→ move between words, Home/End jump, Enter or Space
 * opens the pop-up, Esc closes it and focus comes back to the word.
 */
export type AnnotatedTextProps = {
  tokens: AnnotatedToken[];
  language: LearningLanguage;
  showPinyin?: boolean;
  toneColors?: boolean;
  context?: Omit<LookupContext, 'sentence'>;
  fetcher?: LookupFetcher;
  openIndex?: number | null;
  marks?: ReadonlyMap<string, 'learning' | 'known'>;
  label?: string;
  className?: string;
  style?: CSSProperties;
};

export function AnnotatedText({ tokens, language, showPinyin, toneColors, context, fetcher, openIndex, marks, label, className, style }: AnnotatedTextProps) {
  const zh = isChinese(language);
  const words = useMemo(() => tokens.flatMap((t, i) => (t.isWord ? [i] : [])), [tokens]);
  const groups = useMemo(() => lineGroups(tokens), [tokens]);
  const [focusIdx, setFocusIdx] = useState<number>(words[0] ?? -1);
  const [active, setActive] = useState<{ index: number; el: HTMLElement } | null>(null);
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const listener = useContext(WordPopupListener);
  const open = active !== null;
  useEffect(() => {
    if (!listener || !open) return;
    listener(true);
    return () => listener(false);
  }, [listener, open]);

  // The pop-up's strings load with the text, so the first click shows a complete card.
  useEffect(() => void i18n.loadNamespaces('vocabulary'), []);
  useEffect(() => {
    setActive(null);
    setFocusIdx(words[0] ?? -1);
  }, [words]);
  useEffect(() => {
    if (openIndex === null || openIndex === undefined) return;
    const el = buttons.current.get(openIndex);
    if (el) {
      setActive({ index: openIndex, el });
      setFocusIdx(openIndex);
    }
  }, [openIndex, tokens]);

  function move(e: KeyboardEvent<HTMLElement>) {
    const at = words.indexOf(focusIdx);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: words.length - 1 }[e.key];
    if (to === undefined || !words.length) return;
    e.preventDefault();
    const next = words[Math.max(0, Math.min(words.length - 1, to))];
    setFocusIdx(next);
    buttons.current.get(next)?.focus();
  }

  function wordButton(i: number) {
    const t = tokens[i];
    const chars = zh && toneColors ? toneCharacters(t.text, t.tones) : null;
    const face = chars
      ? chars.map((c, j) => (
          <span key={j} className={toneClass(c.tone)}>
            {c.text}
          </span>
        ))
      : t.text;
    return (
      <button
        key={i}
        ref={(el) => {
          if (el) buttons.current.set(i, el);
          else buttons.current.delete(i);
        }}
        type="button"
        className="lb-word"
        tabIndex={i === focusIdx ? 0 : -1}
        aria-haspopup="dialog"
        aria-expanded={active?.index === i}
        data-active={active?.index === i || undefined}
        data-mark={marks?.get(t.key ?? t.text.toLowerCase())}
        onClick={(e) => {
          setFocusIdx(i);
          setActive(active?.index === i ? null : { index: i, el: e.currentTarget });
        }}
      >
        {zh && showPinyin && t.reading ? (
          <ruby>
            {face}
            <rt>
              <PinyinText reading={t.reading} tones={t.tones} className="lb-pinyin lb-pinyin--ruby" />
            </rt>
          </ruby>
        ) : (
          face
        )}
      </button>
    );
  }

  const token = active ? tokens[active.index] : null;
  return (
    <span
      lang={LANG_ATTR[language]}
      className={['lb-annotated', zh && showPinyin ? 'lb-annotated--ruby' : '', className].filter(Boolean).join(' ')}
      style={style}
      aria-label={label}
      onKeyDown={move}
    >
      {groups.map((group) => {
        const pieces = group.map((x) => (x.word ? wordButton(x.index) : <span key={`${x.index}.${x.part}`}>{x.text}</span>));
        // [opening marks] word [closing marks] do not break apart (see lineGroups).
        return pieces.length === 1 ? (
          pieces[0]
        ) : (
          <span key={`g${group[0].index}.${group[0].part}`} className="lb-nobreak">
            {pieces}
          </span>
        );
      })}
      {token && active && (
        <WordPopup
          anchor={active.el}
          word={token.text}
          language={language}
          context={{ ...context, sentence: sentenceAround(tokens, active.index) }}
          preview={{ reading: token.reading, tones: token.tones, gloss: token.gloss }}
          fetcher={fetcher}
          onClose={() => setActive(null)}
        />
      )}
    </span>
  );
}
