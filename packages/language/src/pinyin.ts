/** Tone numbers: 1–4 for the four tones, 5 for the neutral tone. */
export type Tone = 1 | 2 | 3 | 4 | 5;

/**
 * Colour name for each tone, used by every reader to colour pinyin and
 * characters: 1 red, 2 orange, 3 green, 4 blue, 5 (neutral) grey.
 */
export const TONE_COLORS: Readonly<Record<Tone, 'red' | 'orange' | 'green' | 'blue' | 'grey'>> = Object.freeze({
  1: 'red',
  2: 'orange',
  3: 'green',
  4: 'blue',
  5: 'grey',
});

const MARKS: Record<string, [string, Tone]> = {};
const TONED: Record<string, string[]> = {
  a: ['ā', 'á', 'ǎ', 'à'],
  e: ['ē', 'é', 'ě', 'è'],
  i: ['ī', 'í', 'ǐ', 'ì'],
  o: ['ō', 'ó', 'ǒ', 'ò'],
  u: ['ū', 'ú', 'ǔ', 'ù'],
  ü: ['ǖ', 'ǘ', 'ǚ', 'ǜ'],
};
for (const [base, list] of Object.entries(TONED)) list.forEach((m, i) => (MARKS[m] = [base, (i + 1) as Tone]));
// Rare marked letters: ḿ (m2), ń/ň/ǹ (n2/3/4), ê̄ etc. are left as-is but keep their tone.
const EXTRA: Record<string, [string, Tone]> = { ḿ: ['m', 2], ń: ['n', 2], ň: ['n', 3], ǹ: ['n', 4] };

/**
 * Splits one tone-marked syllable into its bare letters and tone number.
 * @example splitToneMark('zhǎng') // { base: 'zhang', tone: 3 }
 */
export function splitToneMark(syllable: string): { base: string; tone: Tone } {
  let tone: Tone = 5;
  let base = '';
  for (const ch of syllable.normalize('NFC')) {
    const m = MARKS[ch] ?? EXTRA[ch];
    if (m) {
      base += m[0];
      tone = m[1];
    } else base += ch;
  }
  return { base, tone };
}

/**
 * Converts one numbered syllable (CC-CEDICT style, `u:` or `v` for ü) to
 * tone marks. Unknown shapes (e.g. `r5`, letters) are returned unchanged
 * without their digit.
 * @example numberedToMarked('lu:4') // 'lǜ'
 */
export function numberedToMarked(syllable: string): string {
  const m = /^([a-zA-Züv:]+?)([1-5])?$/.exec(syllable);
  if (!m) return syllable;
  let base = m[1].replace(/u:|v/g, 'ü').replace(/U:|V/g, 'Ü');
  const tone = m[2] ? Number(m[2]) : 5;
  if (tone === 5) return base;
  const lower = base.toLowerCase();
  let idx = -1;
  if (lower.includes('a')) idx = lower.indexOf('a');
  else if (lower.includes('e')) idx = lower.indexOf('e');
  else if (lower.includes('ou')) idx = lower.indexOf('o');
  else {
    for (let i = lower.length - 1; i >= 0; i--) {
      if ('iouü'.includes(lower[i])) {
        idx = i;
        break;
      }
    }
  }
  if (idx < 0) {
    if (lower === 'm' && tone === 2) return 'ḿ';
    if (lower === 'n' || lower === 'ng') return (tone === 2 ? 'ń' : tone === 3 ? 'ň' : 'ǹ') + base.slice(1);
    return base;
  }
  const ch = lower[idx];
  let marked = TONED[ch][tone - 1];
  if (base[idx] !== ch) marked = marked.toUpperCase();
  base = base.slice(0, idx) + marked + base.slice(idx + 1);
  return base;
}

/**
 * Converts a space-separated numbered reading to tone marks.
 * @example numberedReadingToMarked('zhang3 da4') // 'zhǎng dà'
 */
export function numberedReadingToMarked(reading: string): string {
  return reading.split(' ').map(numberedToMarked).join(' ');
}

/**
 * Converts a space-separated tone-marked reading to numbered pinyin (ü kept).
 * @example markedToNumbered('yín háng') // 'yin2 hang2'
 */
export function markedToNumbered(reading: string): string {
  return reading
    .split(' ')
    .map((s) => {
      if (!/[a-zA-Zāáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜüḿńňǹ]/.test(s)) return s;
      const { base, tone } = splitToneMark(s);
      return `${base}${tone}`;
    })
    .join(' ');
}

/**
 * Tone numbers of a numbered reading (`r5`-style erhua counts as neutral).
 * @example tonesOf('jue2 de5') // [2, 5]
 */
export function tonesOf(numbered: string): Tone[] {
  return numbered.split(' ').map((s) => {
    const d = /([1-5])$/.exec(s);
    return (d ? Number(d[1]) : 5) as Tone;
  });
}

/** Numbered CC-CEDICT reading in our canonical lowercase form (ü, not u:). */
export function normalizeNumbered(reading: string): string {
  return reading.toLowerCase().replace(/u:/g, 'ü').replace(/v/g, 'ü');
}

/** Reading without tone digits, for tone-insensitive comparison. */
export function toneless(numbered: string): string {
  return numbered.replace(/[1-5]/g, '');
}
