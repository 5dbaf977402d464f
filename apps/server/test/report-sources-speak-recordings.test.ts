import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { audioRecordings, debateSpeaking, debateUsers, debates, files } from '../src/db/schema';
import { recordingsReportSource } from '../src/features/recordings/report-source';
import { speakReportSource } from '../src/features/speak/report-source';
import { createUser, getTestEnv } from './helpers';
import { chineseArticle, createArticle, readingRoles } from './reading-helpers';

// The group report's Speak and recordings columns (decision 0093: one source module per feature),
// computed from seeded rows to the exact number.
const { app, ctx } = await getTestEnv();
const roles = await readingRoles(ctx);
const day = (d: number) => new Date(Date.UTC(2026, 9, d, 12));

async function event(initiatorId: number, start: Date, status: 'closed' | 'canceled' = 'closed') {
  const [d] = await ctx.db
    .insert(debates)
    .values({
      title: 'Report debate',
      debateType: 'debate',
      startTime: start,
      endTime: new Date(start.getTime() + 45 * 60_000),
      duration: 45,
      language: 'Spanish',
      level: 'Beginner',
      initiatorId,
      verifyStatus: 'success',
      debateStatus: status,
      maxPlayers: 2,
      maxJudges: 0,
    } as typeof debates.$inferInsert)
    .returning({ id: debates.id });
  return d!.id;
}

describe('the group report’s Speak and recordings figures', () => {
  it('counts the events taken part in and the minutes spoken in the period', async () => {
    const [ana, ben] = [await createUser(ctx), await createUser(ctx)];
    const inside = await event(ana.user.id, day(10));
    const canceled = await event(ana.user.id, day(11), 'canceled');
    const outside = await event(ana.user.id, day(25));
    for (const id of [inside, canceled, outside])
      await ctx.db
        .insert(debateUsers)
        .values({ debateId: id, userId: ana.user.id, role: 'player', side: 'prop', state: 'approved' } as typeof debateUsers.$inferInsert);
    await ctx.db
      .insert(debateUsers)
      .values({ debateId: inside, userId: ben.user.id, role: 'player', side: 'opp', state: 'pending' } as typeof debateUsers.$inferInsert);
    await ctx.db.insert(debateSpeaking).values([
      { debateId: inside, userId: ana.user.id, step: 'opening', ms: 90_000 },
      { debateId: inside, userId: ana.user.id, step: 'round1_prop', ms: 150_000 },
      { debateId: outside, userId: ana.user.id, step: 'opening', ms: 600_000 },
    ]);
    const figures = await speakReportSource.collect(ctx.db, [ana.user.id, ben.user.id], day(1), day(20));
    expect(figures.get(ana.user.id)).toEqual({ events_joined: 1, speaking_minutes: 4 });
    expect(figures.get(ben.user.id)).toBeUndefined();
  });

  it('counts the recordings made in the period and those reviewed', async () => {
    const learner = await createUser(ctx);
    const articleId = await createArticle(app, roles.admin.token, chineseArticle({ title: `报告 ${randomUUID().slice(0, 6)}` }));
    const add = async (createdAt: Date, status: 'waiting' | 'reviewed') => {
      const fileId = randomUUID();
      await ctx.db.insert(files).values({ id: fileId, ownerId: learner.user.id, kind: 'recording', mime: 'audio/mpeg', size: 10 });
      await ctx.db.insert(audioRecordings).values({
        userId: learner.user.id,
        articleId,
        title: 'New Recording',
        fileId,
        durationMs: 5000,
        size: 10,
        status,
        createdAt,
      } as typeof audioRecordings.$inferInsert);
    };
    await add(day(3), 'reviewed');
    await add(day(4), 'waiting');
    await add(day(28), 'reviewed');
    const figures = await recordingsReportSource.collect(ctx.db, [learner.user.id], day(1), day(20));
    expect(figures.get(learner.user.id)).toEqual({ recordings_made: 2, recordings_reviewed: 1 });
  });
});
