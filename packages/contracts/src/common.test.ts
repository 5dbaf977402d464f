import { describe, expect, it } from 'vitest';
import { debateBody } from './speak';
import { groupBody } from './organizations';
import { plainText } from './common';

describe('plainText: what people type', () => {
  it('a required name made only of invisible characters (copied with a zero-width space or a BOM) is empty', () => {
    for (const name of ['\u200b', ' \u200b\u200c ', '\ufeff', '\u2060\u3000', '\u200d']) {
      const r = groupBody.safeParse({ name });
      expect(r.success, JSON.stringify(name)).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('Please enter the group name');
    }
    const title = debateBody.shape.title.safeParse('\u200b\u200b');
    expect(title.success).toBe(false);
  });

  it('invisible characters at the ends are dropped; inside, text (a family emoji, Chinese, accents) is kept as typed', () => {
    expect(plainText(100).parse('\ufeff  Clase 二班  \u200b')).toBe('Clase 二班');
    expect(plainText(100).parse('👨\u200d👩\u200d👧 Ñandú')).toBe('👨\u200d👩\u200d👧 Ñandú');
    expect(plainText(100).parse('  Señora Pérez ')).toBe('Señora Pérez');
  });
});
