import { describe, expect, it } from 'vitest';
import { createTranslator } from '../src/adapters/translation';
import type { AppContext } from '../src/context';
import { PipelineFailure, translationPlan } from '../src/features/watch/pipeline';
import { detectSpokenLanguage, wordsOf } from '../src/features/watch/text';
import { translationsOf } from '../src/features/watch/transcript-store';

describe('the foreign line as clickable words (zh_text)', () => {
  const cases: [string, 'Spanish' | 'English' | 'Simplified_Chinese', string[]][] = [
    ['¿Dónde está la biblioteca?', 'Spanish', ['¿Dónde', 'está', 'la', 'biblioteca?']],
    ['¡Hola, amigo!', 'Spanish', ['¡Hola,', 'amigo!']],
    ['我们今天去图书馆，好吗？', 'Simplified_Chinese', ['我们', '今天', '去', '图书馆，', '好', '吗？']],
    ['“你好！”他说。', 'Simplified_Chinese', ['“你好！”', '他', '说。']],
    ['"Hello," she said -- it\'s fine.', 'English', ['"Hello,"', 'she', 'said', '--', "it's", 'fine.']],
    ['(Really.) It costs 3.5 euros.', 'English', ['(Really.)', 'It', 'costs', '3.5', 'euros.']],
    ['', 'Spanish', []],
  ];
  for (const [text, lang, words] of cases)
    it(`${lang}: ${text || '(empty)'}`, () => {
      expect(wordsOf(text, lang)).toEqual(words);
    });

  it('loses no character but spaces: Chinese joins with nothing, the others with single spaces', () => {
    for (const [text, lang] of cases) {
      const joined = wordsOf(text, lang).join(lang === 'Simplified_Chinese' ? '' : ' ');
      expect(joined.replace(/\s+/g, ' ')).toBe(text.replace(/\s+/g, ' ').trim());
    }
  });
});

describe('which languages a sentence lists (translated_languages)', () => {
  const d = { start: 0, end: 1, text: 'said', en: 'english', foreign: 'foreign' };
  it('lists English and the learning language when both differ from the speech', () => {
    expect(translationsOf({ id: 1, title: '', language: 'Simplified_Chinese', spokenLanguage: 'Spanish' }, d)).toEqual([
      { language: 'English', text: 'english' },
      { language: 'Simplified_Chinese', text: 'foreign' },
    ]);
  });
  it('lists nothing for English speech watched by a learner of English', () => {
    expect(translationsOf({ id: 1, title: '', language: 'English', spokenLanguage: 'English' }, d)).toEqual([]);
  });
  it('lists the learning language only for English speech', () => {
    expect(translationsOf({ id: 1, title: '', language: 'Spanish', spokenLanguage: 'English' }, d)).toEqual([{ language: 'Spanish', text: 'foreign' }]);
  });
});

describe('the translation plan, checked before any work', () => {
  const ctxWith = (supports: (f: string, t: string) => boolean) =>
    ({
      translator: { name: 't', supports: (f: string, t: string) => f === t || supports(f, t), translate: async (x: string[]) => x },
    }) as unknown as AppContext;
  it('goes through English when no engine covers the pair directly', () => {
    const ctx = ctxWith((f, t) => (f === 'Spanish' && t === 'English') || (f === 'English' && t === 'Simplified_Chinese'));
    expect(translationPlan(ctx, 'Spanish', 'Simplified_Chinese')).toEqual({ needEn: true, foreign: 'pivot' });
  });
  it('fails naming the missing pair', () => {
    const ctx = { translator: createTranslator({ apertium: false }) } as unknown as AppContext;
    expect(() => translationPlan(ctx, 'English', 'Simplified_Chinese')).toThrow(PipelineFailure);
    expect(() => translationPlan(ctx, 'Spanish', 'Spanish')).toThrow(/Spanish into English/);
    expect(translationPlan(ctx, 'English', 'English')).toEqual({ needEn: false, foreign: 'same' });
  });
});

describe('what supplied captions speak', () => {
  it('tells English from Spanish by their commonest words, and says so for other languages', () => {
    expect(detectSpokenLanguage(['The market opens at eight in the morning.', 'We buy bread and cheese there, and it is never quiet.'])).toBe('English');
    expect(detectSpokenLanguage(['El mercado abre a las ocho de la mañana.', 'Compramos pan y queso, y nunca está tranquilo.'])).toBe('Spanish');
    expect(detectSpokenLanguage(['我每天早上七点起床，然后去学校。我最喜欢的课是音乐课。下午我和朋友一起打篮球。'])).toBe('other');
    expect(detectSpokenLanguage(['Der Markt öffnet um acht Uhr morgens.', 'Wir kaufen Brot und Käse, und es ist nie ruhig dort.'])).toBe('other');
    expect(detectSpokenLanguage(['Hello.'])).toBeNull();
  });
});
