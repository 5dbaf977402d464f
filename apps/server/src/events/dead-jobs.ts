import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../adapters/db';
import { jobs } from '../db/schema';

/** Dead jobs (event processors among them), newest first: what an operator looks at. */
export async function listDeadJobs(db: Db, page: number, size: number) {
  const where = eq(jobs.status, 'dead');
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(jobs)
      .where(where)
      .orderBy(desc(jobs.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(jobs).where(where),
  ]);
  return { rows, total: Number(n) };
}

/** Gives a dead job its attempts back and queues it now; false when no dead job has that id. */
export async function retryDeadJob(db: Db, id: number) {
  const rows = await db
    .update(jobs)
    .set({ status: 'queued', attempts: 0, runAt: new Date(), lockedAt: null })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'dead')))
    .returning({ id: jobs.id });
  return rows.length > 0;
}
