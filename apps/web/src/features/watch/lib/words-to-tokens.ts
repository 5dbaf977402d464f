import type { AnnotatedToken } from '@lingbridge/contracts/language';

const WORDY = /[\p{L}\p{N}]/u;
const EDGES = /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/su;

/** "好，" → "好", "，": punctuation stuck to a word is text, not part of the word to look up. */
function splitEdges(word: string): string[] {
  const m = EDGES.exec(word);
  return m ? [m[1], m[2], m[3]].filter(Boolean) : [word];
}

/**
 * A transcript sentence's foreign line as tokens for the shared clickable text: the server's word
 * list (`zh_text`) laid over the original line (`ori_zh_text`), so spaces and punctuation between
 * words come back as plain text and only words are buttons. Words not found in the line (a
 * corrected line) are appended as they are.
 */
export function wordsToTokens(words: readonly string[], line: string): AnnotatedToken[] {
  const tokens: AnnotatedToken[] = [];
  let at = 0;
  const push = (text: string, start: number, isWord: boolean) => {
    if (text) tokens.push({ text, start, end: start + text.length, isWord });
  };
  for (const word of words.flatMap(splitEdges)) {
    const found = line.indexOf(word, at);
    if (found < 0) {
      // Keep a gap between appended words in spaced languages.
      if (tokens.length && !/\s$/.test(tokens[tokens.length - 1].text) && /\w$/.test(tokens[tokens.length - 1].text)) push(' ', at, false);
      push(word, at, WORDY.test(word));
      continue;
    }
    push(line.slice(at, found), at, false);
    push(word, found, WORDY.test(word));
    at = found + word.length;
  }
  push(line.slice(at), at, false);
  return tokens;
}
