import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cuesToSentences } from '../src/features/watch/media/sentences';

const texts = (s: { text: string }[]) => s.map((x) => x.text);

describe('cuesToSentences: merging and splitting cues into sentences', () => {
  it('merges cues until the sentence ends, and splits a cue that ends one sentence and starts the next', () => {
    const out = cuesToSentences(
      [
        { start: 0, end: 2, text: 'This is the first' },
        { start: 2, end: 4, text: 'sentence. And the' },
        { start: 4, end: 6, text: 'second one!' },
      ],
      'English',
    );
    expect(texts(out)).toEqual(['This is the first sentence.', 'And the second one!']);
    // "sentence. " is 10 of the 17 characters of the second cue: its time is shared by characters (to the millisecond).
    expect(out[0]).toEqual({ start: 0, end: 3.176, text: 'This is the first sentence.' });
    expect(out[1]!.start).toBe(3.176);
    expect(out[1]!.end).toBe(6);
  });

  it('keeps abbreviations, initials, decimals and ellipses inside a sentence where they do not end it', () => {
    const out = cuesToSentences([{ start: 0, end: 10, text: 'Mr. Smith paid 3.50 dollars to J. K. Rowling… Then he left. Sr. García llegó.' }], 'English');
    expect(texts(out)).toEqual(['Mr. Smith paid 3.50 dollars to J. K. Rowling…', 'Then he left.', 'Sr. García llegó.']);
  });

  it('splits Spanish where ¿ or ¡ opens a new sentence after a word, but not after a comma', () => {
    const out = cuesToSentences([{ start: 0, end: 6, text: 'Vale ¿y tú qué haces? Bueno, ¡qué bien! ¿Vamos?' }], 'Spanish');
    expect(texts(out)).toEqual(['Vale', '¿y tú qué haces?', 'Bueno, ¡qué bien!', '¿Vamos?']);
  });

  it('splits Chinese at full-width end punctuation and joins its pieces without spaces', () => {
    const out = cuesToSentences(
      [
        { start: 0, end: 2, text: '今天天气很好，' },
        { start: 2, end: 4, text: '我们去公园吧。你去吗？' },
      ],
      'Simplified_Chinese',
    );
    expect(texts(out)).toEqual(['今天天气很好，我们去公园吧。', '你去吗？']);
  });

  it('ends a sentence at a long pause even without punctuation (auto captions)', () => {
    const out = cuesToSentences(
      [
        { start: 0, end: 1, text: 'so this is' },
        { start: 1, end: 2, text: 'how it starts' },
        { start: 5, end: 6, text: 'and then it goes on' },
      ],
      'English',
    );
    expect(texts(out)).toEqual(['so this is how it starts', 'and then it goes on']);
  });

  it('stops merging unpunctuated cues once a sentence is long, and splits an over-long one at a comma near its middle', () => {
    const words = Array.from({ length: 14 }, (_, i) => ({ start: i, end: i + 1, text: 'words without any punctuation at all' }));
    const merged = cuesToSentences(words, 'English');
    expect(merged.length).toBeGreaterThan(1);
    for (const s of merged) expect(s.text.length).toBeLessThanOrEqual(200);

    const long = `${'a'.repeat(60)} ${'b'.repeat(60)}, ${'c'.repeat(60)} ${'d'.repeat(60)}.`;
    const split = cuesToSentences([{ start: 0, end: 10, text: long }], 'English');
    expect(texts(split)).toEqual([`${'a'.repeat(60)} ${'b'.repeat(60)},`, `${'c'.repeat(60)} ${'d'.repeat(60)}.`]);
    expect(split[0]!.end).toBe(split[1]!.start);
  });

  it('orders cues by time, clamps overlaps, and drops empty text', () => {
    const out = cuesToSentences(
      [
        { start: 5, end: 8, text: 'Second.' },
        { start: 0, end: 6, text: 'First.' },
        { start: 9, end: 9.5, text: '   ' },
        { start: 10, end: 9, text: 'Backwards end.' },
      ],
      'English',
    );
    expect(out).toEqual([
      { start: 0, end: 6, text: 'First.' },
      { start: 6, end: 8, text: 'Second.' },
      { start: 10, end: 10, text: 'Backwards end.' },
    ]);
  });

  it('answers nothing for no cues', () => {
    expect(cuesToSentences([], 'English')).toEqual([]);
  });
});

describe('cuesToSentences: properties over any cues', () => {
  const word = fc.constantFrom('hola', 'mundo', 'the', 'cat', 'sat.', 'why?', 'yes!', '¿qué', 'tal?', '¡vale!', 'Mr.', '3.5', '你好。', '世界', '，', '…', '');
  const cue = fc.record({
    start: fc.double({ min: 0, max: 3600, noNaN: true }),
    len: fc.double({ min: -2, max: 30, noNaN: true }),
    words: fc.array(word, { maxLength: 40 }),
  });
  const cues = fc.array(cue, { maxLength: 40 }).map((cs) => cs.map((c) => ({ start: c.start, end: c.start + c.len, text: c.words.join(' ') })));
  const language = fc.constantFrom('English' as const, 'Spanish' as const, 'Simplified_Chinese' as const);

  it('timings never overlap or run backwards, and no sentence is empty', () => {
    fc.assert(
      fc.property(cues, language, (input, lang) => {
        const out = cuesToSentences(input, lang);
        let prevEnd = 0;
        for (const s of out) {
          expect(s.start).toBeGreaterThanOrEqual(prevEnd);
          expect(s.end).toBeGreaterThanOrEqual(s.start);
          expect(s.text.trim()).not.toBe('');
          expect(s.text.length).toBeLessThanOrEqual(200);
          prevEnd = s.end;
        }
      }),
      { numRuns: 300 },
    );
  });

  it('keeps every word that was said, in order', () => {
    fc.assert(
      fc.property(cues, language, (input, lang) => {
        const said = (t: string) => t.replace(/\s+/g, '');
        const ordered = [...input].map((c, i) => ({ c, i })).sort((a, b) => a.c.start - b.c.start || a.i - b.i);
        expect(
          said(
            cuesToSentences(input, lang)
              .map((s) => s.text)
              .join(''),
          ),
        ).toBe(said(ordered.map((x) => x.c.text).join('')));
      }),
      { numRuns: 300 },
    );
  });

  it('stays within the time the cues span', () => {
    fc.assert(
      fc.property(cues, language, (input, lang) => {
        const out = cuesToSentences(input, lang);
        if (out.length === 0) return;
        const latest = Math.max(...input.map((c) => Math.max(c.start, c.end)));
        expect(out[out.length - 1]!.end).toBeLessThanOrEqual(Math.round(latest * 1000) / 1000 + 0.001);
      }),
      { numRuns: 300 },
    );
  });
});
