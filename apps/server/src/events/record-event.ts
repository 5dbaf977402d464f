import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Db, Tx } from '../adapters/db';
import { jobs } from '../db/schema';
import type { EventDefinition } from './define-event';

/** How an event is stored until it is handed to its processors (a row of the jobs table). */
export const eventEnvelope = z.object({ id: z.string(), at: z.string(), data: z.unknown() });
export type EventEnvelope = z.infer<typeof eventEnvelope>;

/** The job that hands an event to its processors (docs/decisions/0075). */
export const dispatchJobName = (eventName: string) => `event:${eventName}`;

/** Attempts of the hand-over itself: it only inserts rows, so it fails only while the database does. */
export const DISPATCH_ATTEMPTS = 10;

/**
 * Events and their processors run before other due jobs: they are short and someone is waiting for
 * them (an e-mail link, the bell), while seeding, sweeps and transcriptions are bulk work.
 */
export const EVENT_PRIORITY = 10;

/**
 * Records that something happened, in the transaction of the change: the event exists exactly when
 * the change was committed, and nothing is processed for a change that rolled back. `key` makes a
 * repeated recording of the same happening a no-op (answers null then). Answers the event id.
 */
export async function recordEvent<S extends z.ZodTypeAny>(
  tx: Tx | Db,
  event: EventDefinition<S>,
  payload: z.input<S>,
  opts: { key?: string } = {},
): Promise<string | null> {
  const data = event.payload.parse(payload);
  const id = randomUUID();
  const envelope: EventEnvelope = { id, at: new Date().toISOString(), data };
  const rows = await tx
    .insert(jobs)
    .values({
      name: dispatchJobName(event.name),
      payload: envelope,
      maxAttempts: DISPATCH_ATTEMPTS,
      priority: EVENT_PRIORITY,
      dedupeKey: opts.key ? `${dispatchJobName(event.name)}:${opts.key}` : undefined,
    })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return rows.length ? id : null;
}
