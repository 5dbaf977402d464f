/**
 * Syllable boundaries in a spoken sentence whose syllable count is known (decision 0104): a dynamic
 * programme places the n − 1 boundaries where the voice is weakest — dips of loudness, unvoiced
 * frames, jumps of pitch — while keeping each syllable's length near the sentence's mean (Mandarin is
 * syllable-timed, so the mean is a good prior and the dips move the cuts to where the syllables
 * really meet). Pure; both contours of the tones view go through it.
 */

export type Span = { start: number; end: number };
export type AlignInput = { values: (number | null)[]; energy?: number[] };

/** Syllables shorter than this many frames (10 ms each) are not believed: 40 ms. */
const MIN_FRAMES = 4;
/** Weight of the length prior against the evidence of a boundary (both about 0..1 per cut). */
const LENGTH_WEIGHT = 0.6;

/** The stretch from the first to the last voiced frame (the part of the sentence that is drawn). */
export function voicedStretch(values: (number | null)[]): Span | null {
  const first = values.findIndex((v) => v !== null);
  if (first < 0) return null;
  let last = values.length - 1;
  while (last > first && values[last] === null) last--;
  return { start: first, end: last + 1 };
}

/** Equal parts of a stretch: the answer without evidence, and the fallback of very fast speech. */
export function equalSpans(stretch: Span, n: number): Span[] {
  const len = stretch.end - stretch.start;
  return Array.from({ length: n }, (_, i) => ({
    start: stretch.start + Math.floor((i * len) / n),
    end: stretch.start + Math.floor(((i + 1) * len) / n),
  }));
}

/**
 * How much frame `t` looks like the place between two syllables, 0..~1.8: quiet (relative to the
 * stretch's loudness range), unvoiced, or where the pitch jumps.
 */
function boundaryEvidence(values: (number | null)[], energy: number[] | undefined, s: Span): Float64Array {
  const out = new Float64Array(s.end - s.start + 1);
  let lo = Infinity;
  let hi = -Infinity;
  const e = (t: number) => {
    // A 3-frame mean keeps one noisy frame from making a dip.
    let sum = 0;
    let k = 0;
    for (let j = t - 1; j <= t + 1; j++)
      if (energy && j >= 0 && j < energy.length) {
        sum += energy[j]!;
        k++;
      }
    return k ? sum / k : 0;
  };
  if (energy)
    for (let t = s.start; t < s.end; t++) {
      lo = Math.min(lo, e(t));
      hi = Math.max(hi, e(t));
    }
  const range = hi - lo > 1 ? hi - lo : 0;
  for (let t = s.start; t <= s.end; t++) {
    let b = range ? 1 - (e(t) - lo) / range : 0;
    if (values[t] === null || values[t] === undefined) b += 0.5;
    const before = values[t - 2];
    const after = values[t + 1];
    if (before != null && after != null && Math.abs(after - before) > 2) b += 0.3;
    out[t - s.start] = b;
  }
  return out;
}

/**
 * The n syllables' frame spans (end exclusive), consecutive and covering the voiced stretch. With
 * no loudness given, or speech too fast for the frames, the stretch is cut into equal parts.
 */
export function alignSyllables(input: AlignInput, n: number): Span[] {
  const stretch = voicedStretch(input.values);
  if (!stretch || n <= 0) return [];
  const len = stretch.end - stretch.start;
  if (n === 1) return [stretch];
  if (!input.energy || len < n * MIN_FRAMES * 1.5) return equalSpans(stretch, n);

  const evidence = boundaryEvidence(input.values, input.energy, stretch);
  const mean = len / n;
  const minLen = Math.max(MIN_FRAMES, Math.floor(mean * 0.3));
  const maxLen = Math.max(minLen + 1, Math.ceil(mean * 3));
  const lengthCost = (d: number) => LENGTH_WEIGHT * Math.log(d / mean) ** 2;

  // best[k][p]: the best score of k syllables covering frames [0, p) of the stretch; from[k][p] the last cut.
  const best = Array.from({ length: n + 1 }, () => new Float64Array(len + 1).fill(-Infinity));
  const from = Array.from({ length: n + 1 }, () => new Int32Array(len + 1).fill(-1));
  best[0]![0] = 0;
  for (let k = 1; k <= n; k++) {
    // Leave room for the syllables still to come.
    const lo = k * minLen;
    const hi = Math.min(len - (n - k) * minLen, k * maxLen);
    for (let p = lo; p <= hi; p++) {
      if (k === n && p !== len) continue;
      const gain = k === n ? 0 : evidence[p]!;
      let top = -Infinity;
      let arg = -1;
      for (let d = minLen; d <= maxLen && d <= p; d++) {
        const prev = best[k - 1]![p - d]!;
        if (prev === -Infinity) continue;
        const score = prev - lengthCost(d);
        if (score > top) {
          top = score;
          arg = p - d;
        }
      }
      if (arg >= 0) {
        best[k]![p] = top + gain;
        from[k]![p] = arg;
      }
    }
  }
  if (best[n]![len] === -Infinity) return equalSpans(stretch, n);
  const cuts: number[] = [len];
  for (let k = n, p = len; k > 0; k--) cuts.push((p = from[k]![p]!));
  cuts.reverse();
  return Array.from({ length: n }, (_, i) => ({ start: stretch.start + cuts[i]!, end: stretch.start + cuts[i + 1]! }));
}
