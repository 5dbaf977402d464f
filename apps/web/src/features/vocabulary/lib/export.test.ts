import { describe, expect, it } from 'vitest';
import { entryOf } from '../test/render';
import { ankiBack, ankiFront, CSV_COLUMNS, toAnki, toCsv } from './export';

const library = entryOf();
const hablamos = entryOf({
  id: 2,
  text: 'hablamos',
  pronunciation: null,
  meaning: 'to speak; to talk',
  language: 'Spanish',
  lemma: 'hablar',
  form: '1st person plural, present indicative',
  tones: null,
  hsk: null,
  examples: ['Hablamos "mañana", ¿vale?'],
  lookup_count: 2,
});

describe('CSV export', () => {
  it('has a BOM, a header row and one CRLF row per word with quoted cells', () => {
    const csv = toCsv([library, hablamos]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(CSV_COLUMNS.join(','));
    expect(lines[1]).toBe('图书馆,tú shū guǎn,library,图书馆,,3,我喜欢去图书馆看书,1,2026-11-22T06:00:00.000Z');
    expect(lines[2]).toBe(
      'hablamos,,to speak; to talk,hablar,"1st person plural, present indicative",,"Hablamos ""mañana"", ¿vale?",2,2026-11-22T06:00:00.000Z',
    );
    expect(lines[3]).toBe('');
  });

  it('keeps spreadsheet formulas from running', () => {
    const csv = toCsv([entryOf({ text: '=HYPERLINK("x")', meaning: '+1', examples: [] })]);
    expect(csv).toContain(`"'=HYPERLINK(""x"")",tú shū guǎn,'+1,`);
  });
});

describe('Anki export', () => {
  it('starts with the header lines Anki reads, then Front<TAB>Back a line', () => {
    const lines = toAnki([library, hablamos], 'Lingbridge::Chinese').split('\n');
    expect(lines.slice(0, 6)).toEqual([
      '#separator:tab',
      '#html:true',
      '#notetype:Basic',
      '#deck:Lingbridge::Chinese',
      '#tags:lingbridge',
      '#columns:Front\tBack',
    ]);
    expect(lines[6]).toBe('图书馆<br>tú shū guǎn\tlibrary<br><i>我喜欢去图书馆看书</i>');
    expect(lines[7]).toBe(
      'hablamos\tto speak; to talk<br>hablamos → hablar (1st person plural, present indicative)<br><i>Hablamos &quot;mañana&quot;, ¿vale?</i>',
    );
    expect(lines).toHaveLength(9);
  });

  it('front is word and pinyin, back the meaning; HTML and tabs cannot break a note', () => {
    const odd = entryOf({ text: 'a<b>\tc', pronunciation: null, meaning: 'x & y\nz', lemma: null, examples: [] });
    expect(ankiFront(odd)).toBe('a&lt;b&gt; c');
    expect(ankiBack(odd)).toBe('x &amp; y<br>z');
    expect(ankiFront(odd)).not.toContain('\t');
  });
});
