import { PLAYER, POLLING } from '@lingbridge/contracts/constants';
import { describe, expect, it } from 'vitest';
import { findCurrentSentence, findCurrentSentenceLinear, scrollTarget } from './current-sentence';
import { clampDivider, dividerFromPointer, inGrabZone } from './divider';
import { fakeProgress, isProcessing } from './progress';
import { nextSpeed, speedLabel } from './speed';
import { isLongEnglish } from './text-size';
import { formatClock, timeFromPointer } from './time';
import { isVideoLink } from './video-link';
import { wordsToTokens } from './words-to-tokens';
import { captionDownloadName } from './captions';

const transcript = [
  { start: 0.5, end: 2 },
  { start: 2, end: 4.5 },
  { start: 6, end: 8 },
];

describe('current sentence (start < time < end)', () => {
  it('finds the sentence whose span holds the time, strictly inside', () => {
    expect(findCurrentSentence(transcript, 1)).toBe(0);
    expect(findCurrentSentence(transcript, 3)).toBe(1);
    expect(findCurrentSentence(transcript, 7.9)).toBe(2);
  });
  it('has no current sentence on a boundary, in a gap or outside the transcript', () => {
    expect(findCurrentSentence(transcript, 0.5)).toBe(-1);
    expect(findCurrentSentence(transcript, 2)).toBe(-1);
    expect(findCurrentSentence(transcript, 5)).toBe(-1);
    expect(findCurrentSentence(transcript, 0)).toBe(-1);
    expect(findCurrentSentence(transcript, 9)).toBe(-1);
    expect(findCurrentSentence([], 1)).toBe(-1);
  });
  it('agrees with a scan of every sentence on a long transcript', () => {
    const long = Array.from({ length: 900 }, (_, i) => ({ start: i * 4, end: i * 4 + 3.5 }));
    for (let t = -1; t < 3700; t += 0.37) expect(findCurrentSentence(long, t)).toBe(findCurrentSentenceLinear(long, t));
  });
  it('scrolls only when the sentence changes and the learner follows playback', () => {
    expect(scrollTarget(-1, 3, true)).toBe(3);
    expect(scrollTarget(3, 3, true)).toBeNull();
    expect(scrollTarget(3, -1, true)).toBeNull();
    expect(scrollTarget(2, 3, false)).toBeNull();
  });
});

describe('speed', () => {
  it('steps by 0.25 up to 2, then wraps to 0.25', () => {
    const seen = [0.25];
    for (let i = 0; i < 8; i++) seen.push(nextSpeed(seen[seen.length - 1]));
    expect(seen).toEqual([0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2, 0.25]);
    expect(speedLabel(1.25)).toBe('1.25×');
  });
});

describe('divider', () => {
  it('keeps the video between 40 and 80 percent, 50 by default', () => {
    expect(clampDivider(10)).toBe(PLAYER.dividerMin);
    expect(clampDivider(95)).toBe(PLAYER.dividerMax);
    expect(clampDivider(63)).toBe(63);
    expect(clampDivider(Number.NaN)).toBe(50);
    expect(dividerFromPointer(700, 100, 1000)).toBe(60);
    expect(dividerFromPointer(100, 100, 1000)).toBe(40);
  });
  it('grabs within 10 px of the video edge', () => {
    expect(inGrabZone(510, 500)).toBe(true);
    expect(inGrabZone(490, 500)).toBe(true);
    expect(inGrabZone(511, 500)).toBe(false);
  });
});

describe('fake progress', () => {
  it('shows 0, then about 50 rising by 1 every 1.5 s to 99, then 100', () => {
    expect(fakeProgress('not_started', 99_000)).toBe(0);
    expect(fakeProgress('pending', 0)).toBe(50);
    expect(fakeProgress('pending', POLLING.fakeProgressStepMs - 1)).toBe(50);
    expect(fakeProgress('pending', POLLING.fakeProgressStepMs * 10)).toBe(60);
    expect(fakeProgress('pending', 3_600_000)).toBe(99);
    expect(fakeProgress('success', 0)).toBe(100);
    expect(isProcessing('pending') && isProcessing('not_started') && !isProcessing('fail')).toBe(true);
  });
});

describe('text and links', () => {
  it('uses the smaller font for English over 50 characters', () => {
    expect(isLongEnglish('x'.repeat(50))).toBe(false);
    expect(isLongEnglish('x'.repeat(51))).toBe(true);
  });
  it('accepts http(s) links and refuses the rest', () => {
    expect(isVideoLink(' https://www.youtube.com/watch?v=abcdefghijk ')).toBe(true);
    expect(isVideoLink('youtube.com/watch')).toBe(false);
    expect(isVideoLink('ftp://example.com/a.mp4')).toBe(false);
    expect(isVideoLink('https://localhost')).toBe(false);
    expect(isVideoLink('')).toBe(false);
  });
  it('names caption files without forbidden characters, cut to 100', () => {
    expect(captionDownloadName('A: "day" at <school>?', 'srt')).toBe('A day at school.srt');
    expect(captionDownloadName('x'.repeat(150), 'vtt')).toBe(`${'x'.repeat(100)}.vtt`);
    // 100 characters, not UTF-16 units: an emoji at the cut is kept whole.
    expect(captionDownloadName(`${'x'.repeat(99)}😀 more`, 'srt')).toBe(`${'x'.repeat(99)}😀.srt`);
  });
  it('formats the clock and maps a pointer to a time', () => {
    expect(formatClock(75.4)).toBe('1:15');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(timeFromPointer(150, 100, 200, 60)).toBe(15);
    expect(timeFromPointer(400, 100, 200, 60)).toBe(60);
  });
});

describe('words to tokens', () => {
  it('makes Chinese words buttons and keeps punctuation as text', () => {
    const t = wordsToTokens(['我', '喜欢', '图书馆', '。'], '我喜欢图书馆。');
    expect(t.map((x) => [x.text, x.isWord])).toEqual([
      ['我', true],
      ['喜欢', true],
      ['图书馆', true],
      ['。', false],
    ]);
  });
  it('keeps punctuation stuck to a word out of the word', () => {
    const t = wordsToTokens(['大家', '好，', '我', '叫', '小明。'], '大家好，我叫小明。');
    expect(t.filter((x) => x.isWord).map((x) => x.text)).toEqual(['大家', '好', '我', '叫', '小明']);
    expect(t.map((x) => x.text).join('')).toBe('大家好，我叫小明。');
    const es = wordsToTokens(['¿Hola,', 'qué', 'tal?'], '¿Hola, qué tal?');
    expect(es.filter((x) => x.isWord).map((x) => x.text)).toEqual(['Hola', 'qué', 'tal']);
  });
  it('keeps the spaces of a Spanish line between its words', () => {
    const t = wordsToTokens(['Hola', 'me', 'llamo', 'Ana'], 'Hola, me llamo Ana.');
    expect(t.map((x) => x.text).join('')).toBe('Hola, me llamo Ana.');
    expect(t.filter((x) => x.isWord).map((x) => x.text)).toEqual(['Hola', 'me', 'llamo', 'Ana']);
  });
});
