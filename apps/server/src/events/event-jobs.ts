import { defineJob, type JobDefinition } from '../adapters/jobs';
import { jobs } from '../db/schema';
import type { ProcessorDefinition } from './define-event';
import { DISPATCH_ATTEMPTS, dispatchJobName, EVENT_PRIORITY, eventEnvelope } from './record-event';

/** Attempts of a processor unless it says otherwise: back-off 2 s … 4 min, about 8 minutes in all. */
export const PROCESSOR_ATTEMPTS = 8;

/**
 * The jobs that run events: for each event with processors, the hand-over job that inserts one job
 * per processor (keyed by processor and event, so a hand-over that runs twice adds nothing), and
 * each processor's own job. A process that registers these runs every processor it knows.
 */
export function eventJobs(processors: ProcessorDefinition[]): JobDefinition[] {
  const names = new Set<string>();
  const byEvent = new Map<string, ProcessorDefinition[]>();
  for (const p of processors) {
    if (names.has(p.name)) throw new Error(`two event processors are named ${p.name}`);
    names.add(p.name);
    byEvent.set(p.event.name, [...(byEvent.get(p.event.name) ?? []), p]);
  }
  const dispatchers = [...byEvent].map(([eventName, list]) =>
    defineJob({
      name: dispatchJobName(eventName),
      payload: eventEnvelope,
      maxAttempts: DISPATCH_ATTEMPTS,
      priority: EVENT_PRIORITY,
      async handle(env, ctx) {
        const at = new Date(env.at).getTime();
        await ctx.db
          .insert(jobs)
          .values(
            list.map((p) => ({
              name: p.name,
              payload: env,
              maxAttempts: p.maxAttempts ?? PROCESSOR_ATTEMPTS,
              priority: EVENT_PRIORITY,
              runAt: new Date(at + (p.delayMs ?? 0)),
              dedupeKey: `${p.name}#${env.id}`,
            })),
          )
          .onConflictDoNothing();
      },
    }),
  );
  const runners = processors.map((p) =>
    defineJob({
      name: p.name,
      payload: eventEnvelope,
      maxAttempts: p.maxAttempts ?? PROCESSOR_ATTEMPTS,
      priority: EVENT_PRIORITY,
      async handle(env, ctx) {
        const data = p.event.payload.parse(env.data);
        await p.handle(data, ctx, { id: env.id, name: p.event.name, at: new Date(env.at), key: `${p.name}#${env.id}` });
      },
    }),
  );
  return [...dispatchers, ...runners];
}
