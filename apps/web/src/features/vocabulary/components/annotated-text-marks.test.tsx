import type { AnnotatedToken } from '@lingbridge/contracts/language';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { AnnotatedText } from './annotated-text';

const tok = (text: string, start: number, key?: string): AnnotatedToken => ({ text, start, end: start + text.length, isWord: true, ...(key ? { key } : {}) });
const tokens: AnnotatedToken[] = [
  tok('Ana', 0, 'ana'),
  { text: ' ', start: 3, end: 4, isWord: false },
  tok('compra', 4, 'comprar'),
  { text: ' ', start: 10, end: 11, isWord: false },
  tok('pan', 11, 'pan'),
];

describe('AnnotatedText marks (issue 18)', { timeout: 20_000 }, () => {
  it('marks the words the learner is learning or knows, by dictionary key', async () => {
    const marks = new Map<string, 'learning' | 'known'>([
      ['comprar', 'learning'],
      ['pan', 'known'],
    ]);
    await renderWithApp(<AnnotatedText tokens={tokens} language="Spanish" marks={marks} />);
    expect(screen.getByRole('button', { name: 'compra' }).dataset.mark).toBe('learning');
    expect(screen.getByRole('button', { name: 'pan' }).dataset.mark).toBe('known');
    expect(screen.getByRole('button', { name: 'Ana' }).dataset.mark).toBeUndefined();
  });
});
