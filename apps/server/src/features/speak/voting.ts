import { VOTE_ERRORS, VOTING_STEPS, positionAt, timelineOf, type VoteResult, type VotingState } from '@lingbridge/contracts/speak-room';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { debateVotes, debateVoting, type DebateRow, type UserRow } from '../../db/schema';
import { conflict, forbidden } from '../../errors';
import { isAdmin } from '../accounts/policy';
import { nickOf } from './presenter';
import { isInitiator } from './policy';
import * as repo from './repo';
import { visibleDebate } from './queries';

/** GET /debate/{id}/timeline: the steps and the server's clock, so every client counts down alike. */
export async function timeline(ctx: AppContext, user: UserRow | null, id: number) {
  const d = await visibleDebate(ctx, user, id);
  return { server_now: ctx.now().getTime(), steps: timelineOf(d.debateType, d.startTime.getTime(), d.duration) };
}

const judgesStep = (d: DebateRow) => timelineOf(d.debateType, d.startTime.getTime(), d.duration).find((s) => VOTING_STEPS.includes(s.key)) ?? null;

async function votingRow(ctx: AppContext, id: number) {
  return (await ctx.db.select().from(debateVoting).where(eq(debateVoting.debateId, id)).limit(1))[0] ?? null;
}

/** The approved players, judges and audience vote; the initiator too when they play or judge. */
async function voterPart(ctx: AppContext, d: DebateRow, user: UserRow | null) {
  if (!user) return null;
  const part = await repo.findPart(ctx.db, d.id, user.id);
  return part?.state === 'approved' ? part : null;
}

/** The result of spec 02 §3: best team (a tie of votes is "both sides win", no votes a draw) and best debater. */
export async function result(ctx: AppContext, d: DebateRow): Promise<VoteResult> {
  const votes = await ctx.db.select().from(debateVotes).where(eq(debateVotes.debateId, d.id));
  const prop = votes.filter((v) => v.kind === 'team' && v.choice === 'prop').length;
  const opp = votes.filter((v) => v.kind === 'team' && v.choice === 'opp').length;
  const counts = new Map<number, number>();
  for (const v of votes) if (v.kind === 'debater') counts.set(Number(v.choice), (counts.get(Number(v.choice)) ?? 0) + 1);
  const people = await repo.people(ctx.db, [...counts.keys()]);
  const debaterVotes = people
    .map((p) => ({ id: p.id, nick_name: nickOf(p), votes: counts.get(p.id) ?? 0, avatar: p.avatarFileId }))
    .sort((a, b) => b.votes - a.votes || a.id - b.id);
  const best = debaterVotes[0];
  return {
    bestTeam: prop + opp === 0 ? 'draw' : prop > opp ? 'prop' : opp > prop ? 'opp' : 'both',
    teamVotes: { prop, opp },
    bestDebater: best ? { id: best.id, nick_name: best.nick_name, avatar: { file_id: best.avatar } } : null,
    debaterVotes: debaterVotes.map(({ avatar: _a, ...v }) => v),
  };
}

export async function votingState(ctx: AppContext, user: UserRow | null, id: number): Promise<VotingState> {
  const d = await visibleDebate(ctx, user, id);
  const now = ctx.now();
  const row = await votingRow(ctx, id);
  const open = !!row && now < row.closesAt;
  const part = await voterPart(ctx, d, user);
  const mine = user
    ? await ctx.db
        .select()
        .from(debateVotes)
        .where(and(eq(debateVotes.debateId, id), eq(debateVotes.voterId, user.id)))
    : [];
  const step = judgesStep(d);
  const pos = step ? positionAt([step], now.getTime()) : null;
  const manager = !!user && (isInitiator(user, d) || isAdmin(user));
  return {
    open,
    opened_at: row?.openedAt.toISOString() ?? null,
    closes_at: row?.closesAt.toISOString() ?? null,
    can_open: manager && !row && pos?.phase === 'running' && d.debateStatus !== 'canceled',
    can_vote: open && !!part,
    my: {
      best_team: (mine.find((v) => v.kind === 'team')?.choice as 'prop' | 'opp' | undefined) ?? null,
      best_debater: mine.some((v) => v.kind === 'debater') ? Number(mine.find((v) => v.kind === 'debater')!.choice) : null,
    },
    result: row && (!open || manager) ? await result(ctx, d) : null,
  };
}

/** POST /debate/{id}/vote/activity: the initiator opens voting, only during the judges' step (spec 02 §4). */
export async function openVoting(ctx: AppContext, user: UserRow, id: number) {
  const d = await visibleDebate(ctx, user, id);
  if (!isInitiator(user, d) && !isAdmin(user)) throw forbidden(VOTE_ERRORS.notInitiator);
  const step = judgesStep(d);
  if (!step) throw conflict(VOTE_ERRORS.noVoting);
  const now = ctx.now();
  if (d.debateStatus === 'canceled' || positionAt([step], now.getTime()).phase !== 'running') throw conflict(VOTE_ERRORS.notJudgesStep);
  await ctx.db
    .insert(debateVoting)
    .values({ debateId: id, openedBy: user.id, openedAt: now, closesAt: new Date(step.ends_at) })
    .onConflictDoNothing();
  return votingState(ctx, user, id);
}

/** POST /debate/{id}/vote: one vote per kind and person, while voting is open. */
export async function vote(ctx: AppContext, user: UserRow, id: number, body: { best_team?: 'prop' | 'opp'; best_debater?: number }) {
  const d = await visibleDebate(ctx, user, id);
  const row = await votingRow(ctx, id);
  if (!row || ctx.now() >= row.closesAt) throw conflict(VOTE_ERRORS.notOpen);
  if (!(await voterPart(ctx, d, user))) throw forbidden(VOTE_ERRORS.notVoter);
  if (body.best_team && d.debateType !== 'debate') throw conflict(VOTE_ERRORS.noTeams);
  if (body.best_debater) {
    const target = await repo.findPart(ctx.db, id, body.best_debater);
    if (!target || target.role !== 'player' || target.state !== 'approved') throw conflict(VOTE_ERRORS.notDebater);
  }
  const values = [
    ...(body.best_team ? [{ debateId: id, voterId: user.id, kind: 'team' as const, choice: body.best_team }] : []),
    ...(body.best_debater ? [{ debateId: id, voterId: user.id, kind: 'debater' as const, choice: String(body.best_debater) }] : []),
  ];
  const stored = await ctx.db
    .transaction(async (tx) => {
      const inserted = await tx.insert(debateVotes).values(values).onConflictDoNothing().returning();
      // Both or nothing: a second vote of either kind refuses the whole ballot.
      if (inserted.length !== values.length) tx.rollback();
      return inserted;
    })
    .catch((err: unknown) => (err instanceof Error && /rollback/i.test(err.message) ? null : Promise.reject(err)));
  if (!stored) throw conflict(VOTE_ERRORS.alreadyVoted);
  return votingState(ctx, user, id);
}
