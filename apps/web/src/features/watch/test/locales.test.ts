import fs from 'node:fs';
import path from 'node:path';
import { VIDEO_FAIL_CODES } from '@lingbridge/contracts/watch';
import { describe, expect, it } from 'vitest';

// Every Watch string exists in English, Chinese and Spanish, none empty.
const dir = path.join(__dirname, '../../../locales');
const load = (lang: string) => JSON.parse(fs.readFileSync(path.join(dir, lang, 'watch.json'), 'utf8'));
const keysOf = (v: unknown, prefix = ''): string[] =>
  v && typeof v === 'object' ? Object.entries(v).flatMap(([k, x]) => keysOf(x, `${prefix}${k}.`)) : [prefix.slice(0, -1)];

describe('watch strings', () => {
  const en = keysOf(load('en')).sort();
  it.each(['zh', 'es'])('%s has exactly the English keys and no empty text', (lang) => {
    expect(keysOf(load(lang)).sort()).toEqual(en);
    expect(JSON.stringify(load(lang))).not.toMatch(/:""/);
  });
  it('words every failure code the server sends', () => {
    expect(Object.keys(load('en').fail.reasons).sort()).toEqual([...VIDEO_FAIL_CODES].sort());
  });
  it('keeps the spec messages word for word in English', () => {
    const strings = load('en');
    expect(strings.upload.badUrl).toBe('Please enter the correct URL.');
    expect(strings.upload.loginFirst).toBe('Oops! Please login first!');
    expect(strings.search.none).toBe('no videos found, please input other search input');
    expect(strings.fail.subtitle).toBe('subtitle generation failed, please upload another video');
    expect(strings.box.seeMore).toBe('See More Video');
  });
});
