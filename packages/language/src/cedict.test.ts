import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { cacheDir } from './cache.js';
import { cedictCachePaths, englishKey } from './cedict-build.js';
import { entriesFor, hasHeadword, longestHeadwordAt } from './cedict.js';

describe('cache location', () => {
  const saved = process.env.LANGUAGE_CACHE_DIR;
  afterEach(() => {
    if (saved === undefined) delete process.env.LANGUAGE_CACHE_DIR;
    else process.env.LANGUAGE_CACHE_DIR = saved;
  });

  it('honours LANGUAGE_CACHE_DIR and names files by data version', () => {
    const dir = join(tmpdir(), `lb-lang-test-${process.pid}`);
    process.env.LANGUAGE_CACHE_DIR = dir;
    expect(cacheDir()).toBe(dir);
    const p = cedictCachePaths();
    expect(p.entries.startsWith(dir)).toBe(true);
    expect(p.entries).toMatch(/cedict-v\d+-1\.\d+\.\d+-\d+\.tsv$/);
  });
});

describe('englishKey', () => {
  it.each([
    ['to speak', 'speak'],
    ['library', 'library'],
    ['(bound form) row; line', null],
    ['(bound form) row', 'row'],
    ['variant of 了[le5]', null],
    ['surname Zhang', null],
    ['CL:個|个[ge4]', null],
    ['the Internet', 'internet'],
  ])('%s → %s', (sense, key) => {
    expect(englishKey(sense)).toBe(key);
  });
});

describe('compact CC-CEDICT index', () => {
  it('finds simplified and traditional headwords with their fields', () => {
    const [e] = entriesFor('图书馆');
    expect(e).toMatchObject({ simplified: '图书馆', traditional: '圖書館', pinyin: 'tu2 shu1 guan3', reading: 'tu2 shu1 guan3', hsk: 3 });
    expect(e.senses).toEqual(['library']);
    expect(entriesFor('圖書館')[0].simplified).toBe('图书馆');
    expect(
      entriesFor('行')
        .map((x) => x.reading)
        .sort(),
    ).toEqual(['hang2', 'heng2', 'xing2']);
  });

  it('normalises ü in readings', () => {
    expect(entriesFor('绿').some((e) => e.reading === 'lü4')).toBe(true);
  });

  it('finds the longest headword at an offset', () => {
    expect(longestHeadwordAt('我去图书馆了', 2)).toBe('图书馆');
    expect(longestHeadwordAt('我去图书馆了', 3)).toBe('书馆');
    expect(longestHeadwordAt('abc', 0)).toBeNull();
    expect(hasHeadword('银行')).toBe(true);
    expect(hasHeadword('银行行长行长')).toBe(false);
  });
});
