import { beforeAll, describe, expect, it } from 'vitest';
import { chinese } from './chinese.js';
import { ES_LEMMA_GOLD, ES_LEMMA_HELDOUT } from './gold/es-lemmas.js';
import { scoreEsLemmas, scoreZhPinyin, type GoldScore } from './gold/score.js';
import { ZH_PINYIN_GOLD } from './gold/zh-pinyin.js';
import { ZH_PINYIN_HELDOUT } from './gold/zh-pinyin-heldout.js';

beforeAll(() => chinese.warmUp(), 60_000);

function report(name: string, s: GoldScore): void {
  console.log(`${name}: ${s.correct}/${s.total} = ${(s.accuracy * 100).toFixed(1)}%`);
  if (s.misses.length) console.log(`  misses:\n  ${s.misses.join('\n  ')}`);
}

describe('gold sets', () => {
  it('has at least 200 items each', () => {
    expect(ZH_PINYIN_GOLD.length + ZH_PINYIN_HELDOUT.length).toBeGreaterThanOrEqual(200);
    expect(ES_LEMMA_GOLD.length + ES_LEMMA_HELDOUT.length).toBeGreaterThanOrEqual(200);
  });

  it('reads Chinese words in context with ≥ 97% pinyin accuracy', () => {
    const all = scoreZhPinyin([...ZH_PINYIN_GOLD, ...ZH_PINYIN_HELDOUT]);
    report('pinyin (all)', all);
    report('pinyin (held-out)', scoreZhPinyin(ZH_PINYIN_HELDOUT));
    expect(all.accuracy).toBeGreaterThanOrEqual(0.97);
  });

  it('lemmatizes Spanish forms with ≥ 95% accuracy', () => {
    const all = scoreEsLemmas([...ES_LEMMA_GOLD, ...ES_LEMMA_HELDOUT]);
    report('lemma (all)', all);
    report('lemma (held-out)', scoreEsLemmas(ES_LEMMA_HELDOUT));
    expect(all.accuracy).toBeGreaterThanOrEqual(0.95);
  });

  it('scores can fail: a wrong answer key is counted as a miss', () => {
    expect(scoreZhPinyin([['银行', '银行', 'yín xíng']]).accuracy).toBe(0);
    expect(scoreEsLemmas([['hablamos', 'comer']]).accuracy).toBe(0);
  });
});
