import type { AnnotatedToken } from '@lingbridge/contracts/language';

/** A piece of annotated text: a word token, or a run of a non-word token's text (spaces or marks). */
export type TextPiece = { index: number; part: number; text: string; word: boolean };

const OPENING = /^[¿¡“‘«‹（(［[【《〈「『〔｛{]+$/u;
const SPACE = /^\s+$/u;

/**
 * The pieces of a text grouped so that a line never starts with closing punctuation nor ends with
 * opening punctuation: `[opening marks] word [closing marks]` stay together (rendered unbreakable),
 * spaces stand alone. Each word is its own button, and a browser may break a line on either side of
 * a button, so without this a lone "。" or "," could begin a line (or a "¿" end one).
 */
export function lineGroups(tokens: AnnotatedToken[]): TextPiece[][] {
  const groups: TextPiece[][] = [];
  let current: TextPiece[] | null = null; // the group of the last word, open for closing marks
  let pending: TextPiece[] = []; // opening marks waiting for their word
  const flushPending = () => {
    for (const p of pending) groups.push([p]);
    pending = [];
  };
  tokens.forEach((t, index) => {
    if (t.isWord) {
      current = [...pending, { index, part: 0, text: t.text, word: true }];
      pending = [];
      groups.push(current);
      return;
    }
    (t.text.match(/\s+|\S+/gu) ?? []).forEach((text, part) => {
      const piece = { index, part, text, word: false };
      if (SPACE.test(text)) {
        flushPending();
        current = null;
        groups.push([piece]);
      } else if (OPENING.test(text)) {
        pending.push(piece);
      } else if (current && pending.length === 0) {
        current.push(piece);
      } else {
        flushPending();
        current = null;
        groups.push([piece]);
      }
    });
  });
  flushPending();
  return groups;
}
