import { describe, expect, it } from 'vitest';
import { CaptionError, formatCaptions, parseCaptions } from '../src/features/watch/media/captions';

describe('parseCaptions: SRT', () => {
  it('reads numbered cues with comma milliseconds, several text lines, CRLF and a BOM', () => {
    const srt =
      '\uFEFF1\r\n00:00:01,000 --> 00:00:03,250\r\nHello there.\r\nHow are you?\r\n\r\n2\r\n00:00:03,500 --> 00:01:02,005\r\n<i>I am</i> <b>fine</b>, {\\an8}thanks &amp; you?\r\n\r\n';
    expect(parseCaptions(srt)).toEqual([
      { start: 1, end: 3.25, text: 'Hello there. How are you?' },
      { start: 3.5, end: 62.005, text: 'I am fine, thanks & you?' },
    ]);
  });

  it('reads hours past 99 minutes and short millisecond fields', () => {
    expect(parseCaptions('1\n01:40:00,5 --> 01:40:02,75\nLate line\n')).toEqual([{ start: 6000.5, end: 6002.75, text: 'Late line' }]);
  });

  it('skips cues whose end comes before their start and empty cues, and keeps the rest', () => {
    const srt = '1\n00:00:05,000 --> 00:00:04,000\nBackwards\n\n2\n00:00:06,000 --> 00:00:07,000\n<i></i>\n\n3\n00:00:08,000 --> 00:00:09,000\nKept\n';
    expect(parseCaptions(srt)).toEqual([{ start: 8, end: 9, text: 'Kept' }]);
  });
});

describe('parseCaptions: WebVTT', () => {
  it('reads the header, ids, cue settings, voice and class tags, inline timestamps, NOTE and STYLE blocks, and hh-less times', () => {
    const vtt = [
      'WEBVTT - a title',
      'Kind: captions',
      '',
      'STYLE',
      '::cue { color: yellow } /* 00:00.000 --> 00:01.000 is not a cue */',
      '',
      'NOTE written by the team',
      'over two lines',
      '',
      'intro',
      '00:01.000 --> 00:04.000 align:start position:10% line:0',
      '<v Ana>¿Qué <c.highlight>tal</c>?</v>',
      '',
      '00:00:04.500 --> 00:00:06.000',
      'Bien, <00:00:05.000>gracias &lt;3',
      '',
    ].join('\n');
    expect(parseCaptions(vtt)).toEqual([
      { start: 1, end: 4, text: '¿Qué tal?' },
      { start: 4.5, end: 6, text: 'Bien, gracias <3' },
    ]);
  });

  it('reads Chinese text as it is', () => {
    expect(parseCaptions('WEBVTT\n\n00:00.000 --> 00:02.000\n你好，世界。\n')).toEqual([{ start: 0, end: 2, text: '你好，世界。' }]);
  });
});

describe('parseCaptions: text that is not captions', () => {
  it.each([
    ['plain prose', 'Once upon a time there was a video.\n\nThe end.'],
    ['an HTML page', '<!doctype html><html><body><video src="a.mp4"></video></body></html>'],
    ['JSON', '{"captions": [{"start": 1, "text": "hi"}]}'],
    ['an empty file', ''],
    ['a binary file', 'RIFF\0\0\0\0WAVEfmt 00:00:01,000 --> 00:00:02,000'],
    ['broken timings', '1\n00:00:aa,000 --> 00:00:02,000\nHello\n'],
    ['timings with no text', '1\n00:00:01,000 --> 00:00:02,000\n\n2\n00:00:03,000 --> 00:00:04,000\n'],
  ])('%s throws a CaptionError', (_name, text) => {
    expect(() => parseCaptions(text)).toThrow(CaptionError);
  });
});

describe('formatCaptions', () => {
  const lines = [
    { start: 0.5, end: 2, text: 'Hola.' },
    { start: 3661.007, end: 3662.5, text: 'A --> B & <c>\nnext' },
  ];

  it('writes SRT the parser reads back', () => {
    const srt = formatCaptions(lines, 'srt');
    expect(srt).toBe('1\n00:00:00,500 --> 00:00:02,000\nHola.\n\n2\n01:01:01,007 --> 01:01:02,500\nA --> B & <c> next\n');
    expect(parseCaptions(srt).map((c) => [c.start, c.end])).toEqual([
      [0.5, 2],
      [3661.007, 3662.5],
    ]);
  });

  it('writes WebVTT with the text escaped, so no cue text holds "-->" or markup', () => {
    const vtt = formatCaptions(lines, 'vtt');
    expect(vtt.startsWith('WEBVTT\n\n00:00:00.500 --> 00:00:02.000\nHola.\n')).toBe(true);
    expect(vtt).toContain('A --&gt; B &amp; &lt;c&gt; next');
    expect(parseCaptions(vtt)).toEqual([
      { start: 0.5, end: 2, text: 'Hola.' },
      { start: 3661.007, end: 3662.5, text: 'A --> B & <c> next' },
    ]);
  });

  it('writes plain text, one line per sentence', () => {
    expect(formatCaptions(lines, 'txt')).toBe('Hola.\nA --> B & <c> next\n');
    expect(formatCaptions([], 'txt')).toBe('');
  });
});
