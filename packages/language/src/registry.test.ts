import { describe, expect, it } from 'vitest';
import { annotate } from './annotate.js';
import { isSupportedPair, lookup, lookupAt, supportedPairs } from './lookup.js';
import { getLanguage, isLanguageCode, languages, warmUp } from './registry.js';

describe('registry', () => {
  it('registers the three stored language names', () => {
    expect(Object.keys(languages).sort()).toEqual(['English', 'Simplified_Chinese', 'Spanish']);
    expect(getLanguage('Spanish')?.bcp47).toBe('es');
    expect(getLanguage('French')).toBeUndefined();
    expect(isLanguageCode('English')).toBe(true);
    expect(isLanguageCode('en')).toBe(false);
  });

  it('knows which pairs have data', () => {
    expect(supportedPairs()).toEqual([
      { from: 'Simplified_Chinese', to: 'English' },
      { from: 'Spanish', to: 'English' },
      { from: 'English', to: 'Simplified_Chinese' },
    ]);
    expect(isSupportedPair('Spanish', 'English')).toBe(true);
    expect(isSupportedPair('Spanish', 'Simplified_Chinese')).toBe(false);
    expect(isSupportedPair('Klingon', 'English')).toBe(false);
  });

  it('loads all dictionaries within the start-up budget', () => {
    const ms = warmUp();
    expect(ms).toBeLessThan(15_000); // generous for a cold cache on a busy CI machine; the bench checks 1.5 s warm
  }, 60_000);
});

describe('annotate / lookup / lookupAt entry points', () => {
  it('dispatches by language', () => {
    expect(annotate('银行行长', 'Simplified_Chinese').map((t) => t.reading)).toEqual(['yín háng', 'háng zhǎng']);
    expect(annotate('Hablamos.', 'Spanish')[0].key).toBe('hablar');
    expect(annotate('went', 'English')[0].key).toBe('go');
    expect(() => annotate('x', 'French' as never)).toThrow(RangeError);
    expect(() => annotate(42 as never, 'Spanish')).toThrow(TypeError);
  });

  it('looks up in every supported direction and nothing else', () => {
    expect(lookup('图书馆', 'Simplified_Chinese', 'English')?.meaning).toBe('library');
    expect(lookup('hablamos', 'Spanish', 'English')?.lemma).toBe('hablar');
    expect(lookup('library', 'English', 'Simplified_Chinese')?.translations?.[0].text).toBe('图书馆');
    expect(lookup('hablamos', 'Spanish', 'Simplified_Chinese')).toBeNull();
    expect(lookup('x', 'French' as never, 'English')).toBeNull();
    expect(lookup(undefined as never, 'Spanish', 'English')).toBeNull();
    expect(lookup(' «hablamos», ', 'Spanish', 'English')?.lemma).toBe('hablar');
    expect(lookup('「图书馆」。', 'Simplified_Chinese', 'English')?.text).toBe('图书馆');
    expect(lookup('¿?', 'Spanish', 'English')).toBeNull();
  });

  it('looks up at a clicked offset with default targets', () => {
    expect(lookupAt('他长大了', 1, 'Simplified_Chinese')?.pronunciation).toBe('zhǎng dà');
    expect(lookupAt('Yo tengo hambre', 4, 'Spanish')?.lemma).toBe('tener');
    expect(lookupAt('I like libraries', 9, 'English')?.lemma).toBe('library');
    expect(lookupAt('他长大了', 1.5, 'Simplified_Chinese')).toBeNull();
  });
});
