import type { AnnotatedToken } from '@lingbridge/contracts/language';
import { describe, expect, it } from 'vitest';
import { lineGroups } from './line-groups';

const w = (text: string): AnnotatedToken => ({ text, isWord: true }) as AnnotatedToken;
const p = (text: string): AnnotatedToken => ({ text, isWord: false }) as AnnotatedToken;
const shape = (tokens: AnnotatedToken[]) => lineGroups(tokens).map((g) => g.map((x) => x.text).join('|'));

describe('lineGroups', () => {
  it('keeps Chinese closing punctuation with the word before it, words apart', () => {
    expect(shape([w('周末'), w('我们'), w('去'), w('公园'), p('。')])).toEqual(['周末', '我们', '去', '公园|。']);
    expect(shape([w('爸爸'), p('、'), w('妈妈'), p('：'), p('”')])).toEqual(['爸爸|、', '妈妈|：|”']);
  });

  it('keeps opening marks with the word after them', () => {
    expect(shape([p('“'), w('你好'), p('！”')])).toEqual(['“|你好|！”']);
    expect(shape([p('¿'), w('Era'), p(' '), w('también'), p('?')])).toEqual(['¿|Era', ' ', 'también|?']);
  });

  it('splits a mark-and-space token: the comma stays, the space is a break, "¿" waits for its word', () => {
    expect(shape([w('Hola'), p(', ¿'), w('qué'), p(' '), w('tal'), p('?')])).toEqual(['Hola|,', ' ', '¿|qué', ' ', 'tal|?']);
  });

  it('leaves marks with no word beside them on their own, and keeps every piece once, in order', () => {
    const tokens = [p('—'), p(' '), w('sí'), p(' '), p('¿'), p('\n')];
    const groups = lineGroups(tokens);
    expect(
      groups
        .flat()
        .map((x) => x.text)
        .join(''),
    ).toBe('— sí ¿\n');
    expect(shape(tokens)).toEqual(['—', ' ', 'sí', ' ', '¿', '\n']);
    expect(
      groups
        .flat()
        .filter((x) => x.word)
        .map((x) => x.index),
    ).toEqual([2]);
  });
});
