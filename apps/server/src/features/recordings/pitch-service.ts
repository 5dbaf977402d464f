import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pitchContour, PITCH_RATE, type Contour } from '@lingbridge/language/pitch';
import { RECORDING_ERRORS, type NativePitch } from '@lingbridge/contracts/recordings';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { copyFileTo } from '../../files/store';
import { sentencesOf, storedArticle, type SentenceAudio } from '../reading/public/for-recordings';
import { openArticle } from '../reading/service';
import { decodeMono } from './media';
import * as repo from './repo';

/** A stored contour remembers the stretch it was cut from: new timings for the same recording make it stale. */
type Stored = Contour & { at?: [number, number] };

/** Requests computing the same sentence at once share one computation (per process). */
const inFlight = new Map<string, Promise<Stored>>();

async function withCopy<T>(ctx: AppContext, audioFileId: string, use: (file: string) => Promise<T>): Promise<T> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lb-pitch-'));
  try {
    const file = path.join(dir, 'native');
    if (!(await copyFileTo(ctx, audioFileId, file))) throw notFound(RECORDING_ERRORS.notFound);
    return await use(file);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

const fresh = (c: Stored | undefined, s: SentenceAudio): c is Stored => !!c?.energy && c.at?.[0] === s.start && c.at?.[1] === s.end;
const stored = (contour: Contour, s: SentenceAudio): Stored => ({ ...contour, at: [s.start!, s.end!] });

/**
 * The native reading's pitch contour of one sentence, with its syllables and tones (decision 0104).
 * Made once per article recording and sentence (ahead of time, when the recording gets its timings,
 * or else on first request), then read from the cache.
 */
export async function nativePitch(ctx: AppContext, user: UserRow, articleId: number, index: number): Promise<NativePitch> {
  const article = await openArticle(ctx, user, articleId);
  const s = sentencesOf(article).find((x) => x.index === index);
  if (!s) throw notFound(RECORDING_ERRORS.sentenceNotFound);
  if (!article.audioFileId || s.start === null || s.end === null || s.end <= s.start)
    throw new AppError(409, 'This article has no recording with sentence timings');
  const fileId = article.audioFileId;
  const cached = (await repo.findNativePitch(ctx.db, articleId, fileId, index))?.contour as Stored | undefined;
  let contour = fresh(cached, s) ? cached : undefined;
  if (!contour) {
    const key = `${articleId}:${fileId}:${index}:${s.start}:${s.end}`;
    let p = inFlight.get(key);
    if (!p) {
      p = withCopy(ctx, fileId, async (file) =>
        stored(pitchContour(await decodeMono(file, { startSec: s.start!, endSec: s.end!, rate: PITCH_RATE })), s),
      ).finally(() => inFlight.delete(key));
      inFlight.set(key, p);
    }
    contour = await p;
    await repo.saveNativePitch(ctx.db, { articleId, audioFileId: fileId, sentenceIndex: index, contour });
  }
  const { hop_ms, values, energy } = contour;
  return { article_id: articleId, sentence_index: index, contour: { hop_ms, values, energy }, tones: s.tones, syllables: s.syllables };
}

/**
 * Every sentence's contour of a Chinese article's recording, made ahead (when it gets timings): the
 * file is decoded once and cut by the timings, and sentences already stored are left alone.
 * Answers how many were made.
 */
export async function precomputeNativePitch(ctx: AppContext, articleId: number): Promise<number> {
  const article = await storedArticle(ctx, articleId);
  if (!article || article.language !== 'Simplified_Chinese' || !article.audioFileId || !article.sentenceTimings?.length) return 0;
  const fileId = article.audioFileId;
  const done = await repo.nativePitchIndexes(ctx.db, articleId, fileId);
  const todo = sentencesOf(article).filter((s) => s.tones.length && s.start !== null && s.end !== null && s.end > s.start && !done.has(s.index));
  if (!todo.length) return 0;
  return withCopy(ctx, fileId, async (file) => {
    const all = await decodeMono(file, { rate: PITCH_RATE });
    let made = 0;
    for (const s of todo) {
      const from = Math.round(s.start! * PITCH_RATE);
      const to = Math.min(all.length, Math.round(s.end! * PITCH_RATE));
      if (to - from < PITCH_RATE / 20) continue;
      const contour = stored(pitchContour(all.subarray(from, to)), s);
      await repo.saveNativePitch(ctx.db, { articleId, audioFileId: fileId, sentenceIndex: s.index, contour });
      made++;
    }
    return made;
  });
}
