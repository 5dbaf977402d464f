import { z } from 'zod';
import { defineJob } from '../../adapters/jobs';
import { processVideo } from './pipeline';

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
