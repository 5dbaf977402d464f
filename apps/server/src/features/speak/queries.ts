import type { DebateAbility, DebateListParams, Debate, DebatePage } from '@lingbridge/contracts/speak';
import { SPEAK_ERRORS } from '@lingbridge/contracts/speak';
import type { AppContext } from '../../context';
import type { DebateRow, DebateUserRow, UserRow } from '../../db/schema';
import { forbidden, notFound, unauthorized } from '../../errors';
import { isAdmin } from '../accounts/policy';
import { effectiveStatus, presentDebate, presentSummary } from './presenter';
import { speakPolicy } from './policy';
import * as repo from './repo';
import * as materialsRepo from './materials-repo';
import { pageAnswer } from '../../db/page';

// Reading events as the asker sees them: the list, one event, its cards, and what the asker may do.

/** The abilities the asker has on an event (decision 0080: the web asks these, never roles). */
export function abilitiesOf(user: UserRow | null, d: DebateRow, part: DebateUserRow | null, now: Date): DebateAbility[] {
  const live = { ...d, debateStatus: effectiveStatus(d, now) };
  const out: DebateAbility[] = [];
  if (speakPolicy.edit(user, live)) out.push('edit');
  if (speakPolicy.cancel(user, live)) out.push('cancel');
  if (speakPolicy.manage(user, d)) out.push('manage');
  if (speakPolicy.verify(user)) out.push('verify');
  const active = part?.state === 'pending' || part?.state === 'approved';
  const barred = part?.state === 'kicked' || part?.state === 'declined';
  if (d.verifyStatus === 'success' && live.debateStatus !== 'canceled' && live.debateStatus !== 'closed' && user?.id !== d.initiatorId && !active && !barred)
    out.push('apply');
  if (speakPolicy.enterRoom(user, d, part)) out.push('enter_room');
  return out;
}

/** Loads an event the asker may see, or answers "Event not found" (an unapproved event is nobody else's business). */
export async function visibleDebate(ctx: AppContext, user: UserRow | null, id: number) {
  const row = await repo.findDebate(ctx.db, id);
  if (!row || !speakPolicy.view(user, row)) throw notFound(SPEAK_ERRORS.notFound);
  return row;
}

/** A card with the asker's abilities, ready for the presenter. */
function withAbilities(user: UserRow | null, now: Date) {
  return (c: repo.Card) => ({ ...c, now, abilities: abilitiesOf(user, c.row, c.my, now) });
}

export async function listDebates(ctx: AppContext, user: UserRow | null, q: DebateListParams): Promise<DebatePage> {
  const admin = isAdmin(user);
  let userId = q.user_id;
  // "My activities" and someone's activities need a signed-in asker: a visitor gets 401 (sign in), not 403.
  if ((q.scope === 'mine' || userId) && !user) throw unauthorized(SPEAK_ERRORS.notSignedIn);
  if (q.scope === 'mine') userId = user!.id;
  // Anyone's activities are theirs and the admins' to list.
  if (userId && userId !== user?.id && !admin) throw forbidden('You may list only your own activities');
  const { cards, total } = await repo.listDebateCards(
    ctx.db,
    {
      now: ctx.now(),
      scope: q.scope,
      userId,
      viewerId: user?.id ?? null,
      admin,
      verifyStatus: q.verify_status,
      debateStatus: q.debate_status,
      debateType: q.debate_type,
      language: q.language,
      level: q.level,
      q: q.q,
    },
    q.page,
    q.size,
  );
  const items = cards.map(withAbilities(user, ctx.now())).map(presentSummary);
  return pageAnswer(items, q, total);
}

/** The cards of these events as the asker sees them (initiator, seats, likes, their part), in one query. */
export async function summariesOf(ctx: AppContext, user: UserRow | null, ids: number[]) {
  return (await repo.cardsByIds(ctx.db, ids, user?.id ?? null)).map(withAbilities(user, ctx.now())).map(presentSummary);
}

export async function getDebate(ctx: AppContext, user: UserRow | null, id: number): Promise<Debate> {
  const row = await visibleDebate(ctx, user, id);
  return presentOne(ctx, user, row);
}

export async function presentOne(ctx: AppContext, user: UserRow | null, row: DebateRow): Promise<Debate> {
  const [[card], articles, videos] = await Promise.all([
    repo.cardsByIds(ctx.db, [row.id], user?.id ?? null),
    materialsRepo.materialArticles(ctx.db, [row.id]),
    materialsRepo.materialVideos(ctx.db, [row.id]),
  ]);
  const input = withAbilities(user, ctx.now())(card!);
  return presentDebate(
    input!,
    articles.map(({ debateId: _d, ...a }) => a),
    videos.map(({ debateId: _d, ...v }) => v),
  );
}
