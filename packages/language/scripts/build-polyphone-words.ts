/**
 * Generates `packages/language/dict/zh-polyphone-words.tsv`: the words of @pinyin-pro/data's
 * complete dictionary (ISC; ~349,000 words with readings) that pinyin-pro's built-in dictionary
 * reads differently on their own, i.e. the words that carry a polyphone's reading pinyin-pro
 * would miss (黄陂 huáng pí, 吐蕃 tǔ bō, 蛤蜊 gé lí, 阆中 làng zhōng). Differences in the neutral
 * tone alone are left out (the CC-CEDICT reading decides those, lang-0002).
 *
 * Run: npx tsx packages/language/scripts/build-polyphone-words.ts (needs the dev dependency
 * @pinyin-pro/data; never needed at run time). ~10 s.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pinyin } from 'pinyin-pro';
import { POLYPHONE_WORDS_FILE } from '../src/chinese-reading.js';
import { markedToNumbered } from '../src/pinyin.js';

const require = createRequire(import.meta.url);
const source = require.resolve('@pinyin-pro/data/complete.json');
const data = JSON.parse(readFileSync(source, 'utf8')) as Record<string, [string, number]>;
const version = (JSON.parse(readFileSync(join(dirname(source), '..', 'package.json'), 'utf8')) as { version: string }).version;

const rows: string[] = [];
for (const [word, [reading]] of Object.entries(data)) {
  const chars = [...word];
  const syllables = reading.split(' ');
  if (chars.length < 2 || syllables.length !== chars.length || !/^\p{Script=Han}+$/u.test(word)) continue;
  const want = markedToNumbered(reading).split(' ');
  const got = markedToNumbered(pinyin(word, { type: 'array', toneType: 'symbol' }).join(' ')).split(' ');
  const neutralOnly = (a: string, b: string) => a.slice(0, -1) === b.slice(0, -1) && (a.endsWith('5') || b.endsWith('5'));
  // 一 and 不 take their spoken tone from pinyin-pro in context (yí gè, bú shì).
  if (want.every((s, i) => s === got[i] || neutralOnly(s, got[i]) || chars[i] === '一' || chars[i] === '不')) continue;
  rows.push(`${word}\t${reading}`);
}
rows.sort();
writeFileSync(POLYPHONE_WORDS_FILE, `# @pinyin-pro/data ${version} (ISC): words pinyin-pro reads differently alone; word<TAB>reading\n${rows.join('\n')}\n`);
console.log(`${rows.length} words`);
