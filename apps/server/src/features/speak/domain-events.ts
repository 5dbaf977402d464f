import { z } from 'zod';
import type { Tx } from '../../adapters/db';
import { defineEvent } from '../../events/define-event';
import { recordEvent } from '../../events/record-event';

/** What changed for the people an event concerns (spec 02 §4, §8): each becomes a notification and an e-mail. */
export const SPEAK_CHANGES = [
  'application_received',
  'approved',
  'declined',
  'kicked',
  'withdrawn',
  'side_changed',
  'verified',
  'rejected',
  'cancelled',
  /** The initiator moved the start; `detail` is the new start time (ISO). */
  'rescheduled',
  'starting_soon',
  'started',
  'closed',
  'invited',
  'question_asked',
  'question_answered',
] as const;
export type SpeakChange = (typeof SPEAK_CHANGES)[number];

export const speakEventChanged = defineEvent({
  name: 'speak.event-changed',
  payload: z.object({
    debateId: z.number().int(),
    change: z.enum(SPEAK_CHANGES),
    /** Who is told. */
    userIds: z.array(z.number().int()),
    /** The person the change is about (an applicant, the one kicked), if not the recipient. */
    aboutUserId: z.number().int().nullable().default(null),
    detail: z.string().nullable().default(null),
  }),
});

/** Records one change for the people it concerns, in the change's transaction. */
export async function told(
  tx: Tx,
  debateId: number,
  change: SpeakChange,
  userIds: number[],
  extra: { aboutUserId?: number; detail?: string | null; key?: string } = {},
) {
  const ids = [...new Set(userIds)];
  if (!ids.length) return;
  await recordEvent(
    tx,
    speakEventChanged,
    { debateId, change, userIds: ids, aboutUserId: extra.aboutUserId ?? null, detail: extra.detail ?? null },
    extra.key ? { key: extra.key } : {},
  );
}
