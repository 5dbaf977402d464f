import type { AppContext } from '../../context';
import { sweepJob } from './jobs';

/**
 * Test only (NODE_ENV=test): sets the app clock `offsetMs` ahead of real time and queues a sweep
 * now, so the period-end work runs through the job queue as it would at that time.
 */
export async function moveClock(ctx: AppContext, offsetMs: number) {
  if (ctx.config.env !== 'test') throw new Error('the clock moves only in tests');
  ctx.now = () => new Date(Date.now() + offsetMs);
  await ctx.jobs.enqueue(sweepJob, {}, { dedupeKey: `billing.sweep:clock:${Date.now()}:${offsetMs}` });
  return ctx.now();
}
