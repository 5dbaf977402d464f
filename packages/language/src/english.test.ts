import { beforeAll, describe, expect, it } from 'vitest';
import { annotateEnglish, english, lemmatizeEnglish, lookupEnglish, tokenizeEnglish } from './english.js';

beforeAll(() => english.warmUp(), 60_000);

describe('tokenizeEnglish', () => {
  it('splits words, keeps apostrophes and offsets', () => {
    const text = "Don't go to the library, it's 5 km!";
    const tokens = tokenizeEnglish(text);
    expect(tokens.filter((t) => t.isWord).map((t) => t.text)).toEqual(["Don't", 'go', 'to', 'the', 'library', "it's", '5', 'km']);
    for (const t of tokens) expect(text.slice(t.start, t.end)).toBe(t.text);
  });
});

describe('lemmatizeEnglish', () => {
  it.each([
    ['libraries', 'library'],
    ['went', 'go'],
    ['children', 'child'],
    ['books', 'book'],
    ['boxes', 'box'],
    ['studied', 'study'],
    ['played', 'play'],
    ['stopped', 'stop'],
    ['making', 'make'],
    ['eaten', 'eat'],
    ['happier', 'happy'],
    ['Library', 'library'],
    ['knives', 'knife'],
  ])('%s → %s', (word, lemma) => {
    expect(lemmatizeEnglish(word)).toBe(lemma);
  });
});

describe('lookupEnglish (reverse CC-CEDICT)', () => {
  it.each([
    ['library', '图书馆', 'tú shū guǎn'],
    ['libraries', '图书馆', 'tú shū guǎn'],
    ['computer', '电脑', 'diàn nǎo'],
    ['post office', '邮局', 'yóu jú'],
  ])('%s → %s', (word, zh, py) => {
    const e = lookupEnglish(word)!;
    expect(e.translations![0]).toMatchObject({ text: zh, pronunciation: py });
    expect(e.meaning).toContain(zh);
  });

  it('gives the lemma and the form for inflected words', () => {
    expect(lookupEnglish('went')).toMatchObject({ lemma: 'go', form: 'inflected form of go' });
    expect(lookupEnglish('went')?.translations?.map((t) => t.text)).toContain('去');
  });

  it('returns null for unknown words, empty text and other targets', () => {
    expect(lookupEnglish('qwxzv')).toBeNull();
    expect(lookupEnglish('')).toBeNull();
    expect(english.lookup('library', 'Spanish')).toBeNull();
  });

  it('annotates with lemma keys and Chinese glosses', () => {
    const t = annotateEnglish('The libraries opened.').find((x) => x.text === 'libraries')!;
    expect(t.key).toBe('library');
    expect(t.gloss).toBe('图书馆 tú shū guǎn');
  });
});
