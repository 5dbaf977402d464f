import type { VocabularyEntry } from '@lingbridge/contracts/vocabulary';

/** The columns of the CSV export, in order. Machine-friendly names, so spreadsheets and scripts read them. */
export const CSV_COLUMNS = ['word', 'pronunciation', 'meaning', 'lemma', 'form', 'hsk', 'example', 'lookup_count', 'updated_at'] as const;

// A cell that starts with one of these would run as a formula in a spreadsheet (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

function csvCell(value: string | number | null | undefined): string {
  let s = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/**
 * The saved words as CSV (RFC 4180: CRLF line ends, quoted cells), with a UTF-8 byte order mark so
 * spreadsheet programs open Chinese and accented letters correctly.
 */
export function toCsv(entries: VocabularyEntry[]): string {
  const rows = entries.map((e) =>
    [e.text, e.pronunciation, e.meaning, e.lemma, e.form, e.hsk, e.examples[0], e.lookup_count, e.updated_at].map(csvCell).join(','),
  );
  return `\uFEFF${[CSV_COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

// A field of a tab-separated Anki note: HTML-escaped, no tabs, line breaks as <br>.
const ankiField = (s: string) => escapeHtml(s.replace(/\t/g, ' ').trim()).replace(/\r?\n/g, '<br>');

/** Front of a card: the word, and its reading under it. */
export function ankiFront(e: VocabularyEntry): string {
  const word = ankiField(e.text);
  return e.pronunciation ? `${word}<br>${ankiField(e.pronunciation)}` : word;
}

/** Back of a card: the meaning, the dictionary form of an inflected word, and the example it was saved from. */
export function ankiBack(e: VocabularyEntry): string {
  const parts = [ankiField(e.meaning ?? '')];
  if (e.lemma && e.lemma !== e.text) parts.push(`${ankiField(e.text)} → ${ankiField(e.lemma)}${e.form ? ` (${ankiField(e.form)})` : ''}`);
  if (e.examples[0]) parts.push(`<i>${ankiField(e.examples[0])}</i>`);
  return parts.filter(Boolean).join('<br>');
}

/**
 * A text file Anki imports (File → Import): its header lines name the separator, the Basic note
 * type, the deck and the columns, so no settings are needed. One note a line: Front, Back.
 */
export function toAnki(entries: VocabularyEntry[], deck: string): string {
  const header = ['#separator:tab', '#html:true', '#notetype:Basic', `#deck:${deck.replace(/[\r\n]/g, ' ')}`, '#tags:lingbridge', '#columns:Front\tBack'];
  const rows = entries.map((e) => `${ankiFront(e)}\t${ankiBack(e)}`);
  return `${[...header, ...rows].join('\n')}\n`;
}

/** Offers text as a file download (a Blob URL clicked through a temporary link). */
export function downloadText(fileName: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
