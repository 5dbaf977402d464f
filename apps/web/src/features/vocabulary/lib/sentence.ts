import type { AnnotatedToken } from '@lingbridge/contracts/language';

const END = /[。！？!?.…;；\n]/;

/**
 * The sentence a token stands in: the tokens between the sentence ends around it, joined and
 * trimmed (at most 1,000 characters, the lookup's limit).
 */
export function sentenceAround(tokens: AnnotatedToken[], index: number): string {
  let start = index;
  while (start > 0 && !(tokens[start - 1].isWord === false && END.test(tokens[start - 1].text))) start--;
  let end = index;
  while (end < tokens.length - 1 && !(tokens[end].isWord === false && END.test(tokens[end].text))) end++;
  return tokens
    .slice(start, end + 1)
    .map((t) => t.text)
    .join('')
    .trim()
    .slice(0, 1000);
}
