import type { z } from 'zod';
import type { AppContext } from '../context';

/** Something that happened, by name, with the zod schema of what it carries. */
export interface EventDefinition<S extends z.ZodTypeAny = z.ZodTypeAny> {
  name: string;
  payload: S;
}

/** Events are named `<feature>.<what-happened>` (past tense): `accounts.email-verified`. */
export function defineEvent<S extends z.ZodTypeAny>(def: EventDefinition<S>): EventDefinition<S> {
  if (!/^[a-z]+\.[a-z][a-z-]*$/.test(def.name)) throw new Error(`event name ${def.name} is not <feature>.<what-happened>`);
  return def;
}

/** Which event a processor is handling. */
export interface EventMeta {
  /** The event's id (a UUID), the same for every processor of it. */
  id: string;
  name: string;
  /** When it was recorded. */
  at: Date;
  /**
   * `<processor>#<event id>`: one per event and processor. A processor whose effect must happen
   * once stores it with the effect (a unique column), since a processor may run again after a crash.
   */
  key: string;
}

/**
 * One reaction to an event, run as its own job: retried with back-off, dead after `maxAttempts`.
 * Delivery is at least once; the handler is idempotent or keys its effect with `meta.key`.
 */
export interface ProcessorDefinition<S extends z.ZodTypeAny = z.ZodTypeAny> {
  /** `<feature>.<what-it-does>`, unique among processors and jobs. */
  name: string;
  event: EventDefinition<S>;
  /** Runs this long after the event (coalescing, "still unread after a minute"). */
  delayMs?: number;
  maxAttempts?: number;
  handle(payload: z.output<S>, ctx: AppContext, meta: EventMeta): Promise<void>;
}

export function defineProcessor<S extends z.ZodTypeAny>(event: EventDefinition<S>, def: Omit<ProcessorDefinition<S>, 'event'>): ProcessorDefinition<S> {
  return { ...def, event };
}
