import { SPEAK_LIMITS } from '@lingbridge/contracts/speak';
import { z } from 'zod';
import type { Tx } from '../../adapters/db';
import { defineJob } from '../../adapters/jobs';
import type { AppContext } from '../../context';
import type { DebateRow } from '../../db/schema';
import * as repo from './repo';
import * as clockRepo from './clock-repo';
import { told } from './domain-events';

const MIN = 60_000;
const HOUR = 60 * MIN;

/**
 * Moves events along the clock (spec 02 §4): reminds 30 minutes before the start, `upcoming` →
 * `onprogress` at the start, → `closed` 2 minutes after the end. Idempotent and driven by the
 * app clock, so a run after a restart (or after a test moves the clock) catches up on everything
 * that fell due meanwhile (docs/decisions/0085).
 */
export async function sweep(ctx: AppContext) {
  const now = ctx.now();
  const moved = { reminded: 0, started: 0, closed: 0 };
  for (const d of await clockRepo.dueForReminder(ctx.db, new Date(now.getTime() + SPEAK_LIMITS.roomOpensBeforeMin * MIN))) {
    await ctx.db.transaction(async (tx) => {
      const row = await repo.lockDebate(tx, d.id);
      if (!row || row.remindedAt || row.debateStatus !== 'upcoming') return;
      await repo.updateDebate(tx, row.id, { remindedAt: now });
      // Only while the start is still ahead: an event found long after its start gets no reminder.
      if (row.startTime > now) await remind(tx, row, [row.initiatorId, ...(await repo.approvedIds(tx, row.id))]);
      moved.reminded++;
    });
  }
  for (const d of await clockRepo.dueForStart(ctx.db, now)) {
    await ctx.db.transaction(async (tx) => {
      const row = await repo.lockDebate(tx, d.id);
      if (!row || row.debateStatus !== 'upcoming' || row.startTime > now) return;
      await repo.updateDebate(tx, row.id, { debateStatus: 'onprogress' });
      moved.started++;
    });
  }
  for (const d of await clockRepo.dueForClose(ctx.db, new Date(now.getTime() - SPEAK_LIMITS.roomClosesAfterMin * MIN))) {
    await ctx.db.transaction(async (tx) => {
      const row = await repo.lockDebate(tx, d.id);
      if (!row || (row.debateStatus !== 'upcoming' && row.debateStatus !== 'onprogress')) return;
      await repo.updateDebate(tx, row.id, { debateStatus: 'closed' });
      moved.closed++;
    });
  }
  return moved;
}

/**
 * The "room is open" reminder: it says when the event starts (it may go out less than 30 minutes
 * before, for an event approved late), once per start time and person.
 */
async function remind(tx: Tx, d: DebateRow, userIds: number[]) {
  const at = d.startTime.toISOString();
  for (const id of new Set(userIds)) await told(tx, d.id, 'starting_soon', [id], { detail: at, key: `remind:${d.id}:${at}:${id}` });
}

/**
 * Someone approved after the reminder went out (an application accepted late, a ticket paid in the
 * last half hour) gets it too, while the start is still ahead. Called in the approval's transaction.
 */
export async function remindLateComer(tx: Tx, d: DebateRow, userId: number, now: Date) {
  if (d.remindedAt && d.debateStatus === 'upcoming' && d.verifyStatus === 'success' && d.startTime > now) await remind(tx, d, [userId]);
}

export const tickJob = defineJob({
  name: 'speak.tick',
  payload: z.object({ debateId: z.number().int().optional() }).passthrough(),
  async handle(_p, ctx) {
    const moved = await sweep(ctx);
    if (moved.reminded + moved.started + moved.closed > 0) ctx.log.info({ moved }, 'speak events moved by the clock');
  },
});

/** The hourly safety net, like billing's: whatever a lost tick missed is caught within the hour. */
export const hourlySweepJob = defineJob({
  name: 'speak.sweep',
  payload: z.object({}).passthrough(),
  async handle(_p, ctx) {
    await sweep(ctx);
    await scheduleHourlySweep(ctx, 1);
  },
});

export async function scheduleHourlySweep(ctx: AppContext, hoursAhead: number) {
  const at = new Date((Math.floor(Date.now() / HOUR) + hoursAhead) * HOUR);
  await ctx.jobs.enqueue(hourlySweepJob, {}, { runAt: at, dedupeKey: `speak.sweep:${at.toISOString()}` });
}

/** Queues the ticks of an approved event: its reminder, start and close (again after a change of time). */
export async function scheduleTicks(ctx: AppContext, tx: Tx, d: DebateRow) {
  const times = [
    new Date(d.startTime.getTime() - SPEAK_LIMITS.roomOpensBeforeMin * MIN),
    d.startTime,
    new Date(d.endTime.getTime() + SPEAK_LIMITS.roomClosesAfterMin * MIN),
  ];
  for (const at of times) await ctx.jobs.enqueue(tickJob, { debateId: d.id }, { tx, runAt: at, dedupeKey: `speak.tick:${d.id}:${at.toISOString()}` });
}

/** Test only (NODE_ENV=test): the clock moved; sweep now. */
export async function sweepNow(ctx: AppContext) {
  await ctx.jobs.enqueue(tickJob, {}, { dedupeKey: `speak.tick:clock:${Date.now()}` });
}

export const speakJobs = [tickJob, hourlySweepJob];
