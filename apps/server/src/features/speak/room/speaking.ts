import type { SpeakingTimes } from '@lingbridge/contracts/speak-signal';
import { asc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { debateSpeaking, users, type UserRow } from '../../../db/schema';
import { nickOf } from '../presenter';
import { visibleDebate } from '../queries';

/** Adds a participant's speaking time in a step; answers the step's new total. */
export async function addSpeaking(ctx: AppContext, debateId: number, userId: number, step: string, ms: number) {
  const [row] = await ctx.db
    .insert(debateSpeaking)
    .values({ debateId, userId, step, ms })
    .onConflictDoUpdate({ target: [debateSpeaking.debateId, debateSpeaking.userId, debateSpeaking.step], set: { ms: sql`${debateSpeaking.ms} + ${ms}` } })
    .returning({ ms: debateSpeaking.ms });
  return row!.ms;
}

/** GET /debate/{id}/speaking: who spoke how long in each step, for everyone who may see the event. */
export async function speakingTimes(ctx: AppContext, user: UserRow | null, id: number): Promise<SpeakingTimes> {
  await visibleDebate(ctx, user, id);
  const rows = await ctx.db
    .select({ userId: debateSpeaking.userId, step: debateSpeaking.step, ms: debateSpeaking.ms, nickName: users.nickName, email: users.email })
    .from(debateSpeaking)
    .innerJoin(users, eq(users.id, debateSpeaking.userId))
    .where(eq(debateSpeaking.debateId, id))
    .orderBy(asc(debateSpeaking.userId), asc(debateSpeaking.step));
  return rows.map((r) => ({ user_id: r.userId, nick_name: nickOf(r), step: r.step as SpeakingTimes[number]['step'], ms: r.ms }));
}
