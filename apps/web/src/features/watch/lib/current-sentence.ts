/** What the sync needs of a sentence: its time span in seconds. */
export type Timed = { start: number; end: number };

/**
 * The sentence playing at `time` (spec 01 §4 Player: start < time < end), by binary search over
 * sentences sorted by start that never overlap (the pipeline guarantees both). -1 between
 * sentences and outside the transcript. Runs every 500 ms tick, so it must stay O(log n).
 */
export function findCurrentSentence(sentences: readonly Timed[], time: number): number {
  let lo = 0;
  let hi = sentences.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const s = sentences[mid];
    if (time <= s.start) hi = mid - 1;
    else if (time >= s.end) lo = mid + 1;
    else return mid;
  }
  return -1;
}

/** The same answer by looking at every sentence: the baseline of the bench and the tests' oracle. */
export function findCurrentSentenceLinear(sentences: readonly Timed[], time: number): number {
  for (let i = 0; i < sentences.length; i++) if (sentences[i].start < time && time < sentences[i].end) return i;
  return -1;
}

/**
 * Where the transcript should scroll on a tick: the new current sentence when it changed and the
 * learner is not reading elsewhere (scrolled away by hand), otherwise nowhere (null). Between two
 * sentences the highlight stays on nothing and the list does not move.
 */
export function scrollTarget(previous: number, current: number, followPlayback: boolean): number | null {
  if (!followPlayback || current < 0 || current === previous) return null;
  return current;
}
