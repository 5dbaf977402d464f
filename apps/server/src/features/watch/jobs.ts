import { z } from 'zod';
import { defineJob } from '../../adapters/jobs';
import type { AppContext } from '../../context';
import { discardFiles } from '../../files/store';
import { processVideo } from './pipeline';
import * as repo from './repo';

const DAY = 86_400_000;

/**
 * The pipeline of one submitted video. `run` tells a retry requested by the owner apart from the
 * first run (each has its own dedupe key); the handler itself is idempotent (pipeline.ts).
 */
export const processVideoJob = defineJob({
  name: 'watch.process-video',
  payload: z.object({ videoId: z.number().int().positive(), run: z.number().int().min(0) }),
  // The pipeline counts its own runs (videos.attempts) and ends in `fail` itself before this.
  maxAttempts: 5,
  async handle(p, ctx) {
    await processVideo(ctx, p.videoId);
  },
});

/** Deletes uploads that no video took within a day (a learner who uploaded and never submitted). */
export async function pruneUploads(ctx: AppContext, olderThanMs = DAY) {
  const ids = await repo.findOrphanUploads(ctx.db, new Date(Date.now() - olderThanMs));
  await discardFiles(ctx, ids);
  return ids.length;
}

/** The daily clean-up of abandoned uploads; reschedules itself (one row per day, whoever asks). */
export const pruneUploadsJob = defineJob({
  name: 'watch.prune-uploads',
  payload: z.object({}).passthrough(),
  async handle(_p, ctx) {
    const n = await pruneUploads(ctx);
    if (n) ctx.log.info({ removed: n }, 'abandoned video uploads removed');
    await schedulePruneUploads(ctx, 1);
  },
});

export async function schedulePruneUploads(ctx: AppContext, daysAhead: number) {
  const at = new Date((Math.floor(Date.now() / DAY) + daysAhead) * DAY);
  await ctx.jobs.enqueue(pruneUploadsJob, {}, { runAt: at, dedupeKey: `watch.prune-uploads:${at.toISOString()}` });
}
