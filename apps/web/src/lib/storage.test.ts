import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLearningLanguage } from './learning-language';
import { browserPrefs, parseBrowserPrefs, PREFS_COOKIE, READER_PREFS_KEY, writeKey, writePrefsCookie } from './storage';

const cookie = () => {
  const m = new RegExp(`(?:^|; )${PREFS_COOKIE}=([^;]*)`).exec(document.cookie);
  return m ? (JSON.parse(decodeURIComponent(m[1])) as Record<string, string>) : null;
};

afterEach(() => {
  localStorage.clear();
  writeKey('token', null);
});

// The server renders a public page as this browser will show it, from this cookie (decision 0044).
describe('the preferences cookie', () => {
  it('follows the languages, the banner, the reader settings and whether a token is stored', () => {
    setLearningLanguage('Spanish');
    writeKey('siteLanguage', 'zh');
    writeKey(READER_PREFS_KEY, JSON.stringify({ pinyin: false, tones: true, size: 'lg' }));
    expect(cookie()).toEqual({ siteLanguage: 'zh', learningLanguage: 'Spanish', readerPrefs: '{"pinyin":false,"tones":true,"size":"lg"}' });
    writeKey('token', 'secret-token-value');
    expect(cookie()?.token).toBe('1');
    expect(document.cookie).not.toContain('secret-token-value');
    writeKey('token', null);
    expect(cookie()).not.toHaveProperty('token');
  });

  it('leaves other keys out', () => {
    writeKey('userId', '42');
    writeKey('siteLanguage', 'es');
    expect(cookie()).toEqual({ siteLanguage: 'es' });
    expect(browserPrefs()).toEqual({ siteLanguage: 'es' });
  });

  it('is Secure on an https site, so it never travels in clear there (decision 0058)', () => {
    const writes: string[] = [];
    const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation((v: string) => void writes.push(v));
    try {
      writePrefsCookie();
      vi.stubGlobal('location', { ...window.location, protocol: 'https:' });
      writePrefsCookie();
    } finally {
      spy.mockRestore();
      vi.unstubAllGlobals();
    }
    expect(writes[0]).not.toMatch(/;\s*secure/i);
    expect(writes[1]).toMatch(/;\s*secure$/i);
  });

  it('is read back by the server with known keys and short strings only', () => {
    const raw = encodeURIComponent(JSON.stringify({ siteLanguage: 'zh', learningLanguage: 'Spanish', token: '1', admin: 'yes', readerPrefs: 'x'.repeat(65) }));
    expect(parseBrowserPrefs(raw)).toEqual({ siteLanguage: 'zh', learningLanguage: 'Spanish', token: '1' });
    expect(parseBrowserPrefs(encodeURIComponent(JSON.stringify({ siteLanguage: 7 })))).toEqual({});
    for (const bad of [undefined, '', '%', 'not json', encodeURIComponent('null'), encodeURIComponent('"zh"')]) expect(parseBrowserPrefs(bad)).toEqual({});
  });
});
