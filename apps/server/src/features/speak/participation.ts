import { SPEAK_ERRORS, atMostText } from '@lingbridge/contracts/speak';
import { type DebateUserPatch, type MyListQuery, type ParticipateBody, type ParticipateCheck } from '@lingbridge/contracts/speak-participation';
import { BILLING_ERRORS, FREE_USE_LIMIT } from '@lingbridge/contracts/billing';
import type { Tx } from '../../adapters/db';
import type { AppContext } from '../../context';
import type { DebateRow, DebateUserRow, UserRow } from '../../db/schema';
import { AppError, conflict, forbidden, notFound, unprocessable } from '../../errors';
import { consumeFreeUse, freeUsesOf, isPro, returnFreeUse } from '../billing/entitlements';
import { closeOpenCheckouts, startTicketCheckout } from '../billing/service';
import { syncEventChat } from './chat-room';
import { told } from './domain-events';
import { remindLateComer } from './lifecycle';
import { announcePlace } from './room/live';
import { effectiveStatus, presentParticipant, seatsLeft } from './presenter';
import { speakPolicy } from './policy';
import * as myListsRepo from './my-lists-repo';
import * as repo from './repo';

const speakUse = (debateId: number) => ({ feature: 'speak' as const, resourceId: debateId });

/**
 * Where someone stands in an event, as far as joining it goes: `in` (the initiator, or applied,
 * approved, a ticket holder), `out` (declined or removed: never again), or null (may apply; someone
 * who withdrew too). Applying asks it, and so does inviting, so nobody is invited who could not accept.
 */
export function standing(d: Pick<DebateRow, 'initiatorId'>, userId: number, part: Pick<DebateUserRow, 'state'> | null): 'in' | 'out' | null {
  if (d.initiatorId === userId || part?.state === 'pending' || part?.state === 'approved') return 'in';
  return part?.state === 'kicked' || part?.state === 'declined' ? 'out' : null;
}

/**
 * Why this user may not take this seat now, or null. Asked inside the transaction that holds the
 * event's row lock, so two people taking the last seat at once are decided one after the other.
 */
async function refusal(db: Tx | AppContext['db'], user: UserRow, d: DebateRow, body: ParticipateBody, now: Date, selfExcluded = false): Promise<string | null> {
  if (d.initiatorId === user.id) return SPEAK_ERRORS.initiatorCannotApply;
  if (d.verifyStatus !== 'success') return SPEAK_ERRORS.notVerified;
  const status = effectiveStatus(d, now);
  // Players and judges apply before the start; the audience may come in until the end.
  if (status === 'canceled' || status === 'closed' || (status === 'onprogress' && body.role !== 'audience')) return SPEAK_ERRORS.notOpen;
  const mine = await repo.findPart(db, d.id, user.id);
  const stand = standing(d, user.id, mine);
  if (!selfExcluded && stand === 'in') return SPEAK_ERRORS.alreadyIn;
  if (stand === 'out') return SPEAK_ERRORS.notOpen;
  const counts = (await repo.seatCounts(db, [d.id])).filter((c) => !(selfExcluded && mine && c.role === mine.role));
  const left = seatsLeft(d, counts);
  if (body.role === 'judge') {
    if (d.maxJudges === 0) return SPEAK_ERRORS.noJudges;
    if (left.judges <= 0) return atMostText('judgesFull', d.maxJudges);
  }
  if (body.role === 'player') {
    if (left.players <= 0) return atMostText('playersFull', d.maxPlayers);
    if (d.debateType === 'debate') {
      if (!body.side) return SPEAK_ERRORS.sideRequired;
      if ((body.side === 'prop' ? left.prop : left.opp)! <= 0) return atMostText('sideFull', d.maxPlayers / 2);
    } else if (body.side) return SPEAK_ERRORS.sideOnlyInDebate;
    if (d.debateType === 'role_play' && body.role_name) {
      if (!d.roleNames.includes(body.role_name)) return SPEAK_ERRORS.roleNameUnknown;
      if (!left.roles.includes(body.role_name)) return SPEAK_ERRORS.roleNameTaken;
    }
  }
  return null;
}

/** POST /debate/{id}/participate-check: whether this user may apply in this role, and what it costs. */
export async function checkParticipation(ctx: AppContext, user: UserRow, id: number, body: ParticipateBody): Promise<ParticipateCheck> {
  const d = await repo.findDebate(ctx.db, id);
  if (!d || !speakPolicy.view(user, d)) throw notFound(SPEAK_ERRORS.notFound);
  const now = ctx.now();
  let reason = await refusal(ctx.db, user, d, body, now);
  const paid = isPaidTicket(d, body);
  const pro = isPro(user) || paid;
  let usesFree = false;
  let left: number | null = null;
  if (!pro) {
    const uses = await freeUsesOf(ctx, user.id);
    const already = uses.unlocked.speak.has(String(id));
    usesFree = !already;
    left = uses.remaining;
    if (!already && uses.remaining <= 0) reason ??= `You have used your ${FREE_USE_LIMIT} free uses. Subscribe to join more events.`;
  }
  return {
    allowed: reason === null,
    reason,
    uses_free_use: usesFree,
    free_uses_left: left,
    price_cents: body.role === 'audience' ? d.ticketPriceCents : 0,
    needs_approval: !paid,
    seats_left: seatsLeft(d, await repo.seatCounts(ctx.db, [d.id])),
  };
}

/**
 * POST /debate/{id}/participate (and /attendee for an audience ticket): an application the
 * initiator reviews (spec 02 §4). A free user spends one of the 3 free uses on the event; it comes
 * back if the application cannot be stored or is declined (docs/decisions/0085).
 */
export async function participate(
  ctx: AppContext,
  user: UserRow,
  id: number,
  body: ParticipateBody,
  opts: { approved?: boolean; alsoInTx?: (tx: Tx) => Promise<void> } = {},
) {
  const d0 = await repo.findDebate(ctx.db, id);
  if (!d0 || !speakPolicy.view(user, d0)) throw notFound(SPEAK_ERRORS.notFound);
  if (isPaidTicket(d0, body)) return buyTicket(ctx, user, d0, body);
  const early = await refusal(ctx.db, user, d0, body, ctx.now());
  if (early) throw conflict(early);
  const use = speakUse(id);
  const free = await consumeFreeUse(ctx, user, use);
  if (!free.allowed) throw new AppError(403, BILLING_ERRORS.freeLimitReached);
  try {
    const part = await ctx.db.transaction(async (tx) => {
      const d = await repo.lockDebate(tx, id);
      if (!d) throw notFound(SPEAK_ERRORS.notFound);
      const why = await refusal(tx, user, d, body, ctx.now());
      if (why) throw conflict(why);
      const row = await repo.upsertPart(tx, {
        debateId: id,
        userId: user.id,
        role: body.role,
        side: d.debateType === 'debate' && body.role === 'player' ? (body.side ?? null) : null,
        roleName: d.debateType === 'role_play' && body.role === 'player' ? (body.role_name ?? null) : null,
        state: opts.approved ? 'approved' : 'pending',
        ticket: body.role === 'audience' ? (d.ticketPriceCents > 0 ? 'paid' : 'free') : null,
        message: body.message ?? null,
      });
      await told(tx, id, opts.approved ? 'approved' : 'application_received', opts.approved ? [user.id] : [d.initiatorId], {
        aboutUserId: user.id,
        detail: body.role,
      });
      if (opts.approved) await remindLateComer(tx, d, user.id, ctx.now());
      await opts.alsoInTx?.(tx);
      return row;
    });
    if (opts.approved) await syncEventChat(ctx, d0);
    const [person] = await repo.people(ctx.db, [user.id]);
    return { participant: presentParticipant(part, person, d0.initiatorId, true), checkout_url: null };
  } catch (err) {
    if (free.counted) await ctx.db.transaction((tx) => returnFreeUse(tx, user.id, use));
    throw err;
  }
}

const isPaidTicket = (d: Pick<DebateRow, 'ticketPriceCents'>, body: ParticipateBody) => body.role === 'audience' && d.ticketPriceCents > 0;

/**
 * A paid audience ticket (docs/decisions/0086): the place is held as a pending ticket and the
 * buyer goes to billing's checkout; the payment approves it (events.ts). It spends no free use.
 * Asking again while unpaid answers the same checkout.
 */
async function buyTicket(ctx: AppContext, user: UserRow, d0: DebateRow, body: ParticipateBody) {
  const part = await ctx.db.transaction(async (tx) => {
    const d = await repo.lockDebate(tx, d0.id);
    if (!d) throw notFound(SPEAK_ERRORS.notFound);
    const mine = await repo.findPart(tx, d.id, user.id);
    if (mine?.state === 'pending' && mine.ticket === 'paid' && mine.role === 'audience') return mine;
    const why = await refusal(tx, user, d, body, ctx.now());
    if (why) throw conflict(why);
    return repo.upsertPart(tx, { debateId: d.id, userId: user.id, role: 'audience', state: 'pending', ticket: 'paid', message: body.message ?? null });
  });
  const checkout = await startTicketCheckout(ctx, user, {
    ref: `debate:${d0.id}`,
    amountCents: d0.ticketPriceCents,
    productName: `Lingbridge Speak ticket: ${d0.title}`.slice(0, 200),
  });
  const [person] = await repo.people(ctx.db, [user.id]);
  return { participant: presentParticipant(part, person, d0.initiatorId, true), checkout_url: checkout.url };
}

/** A ticket's payment went through: the ticket is approved and the buyer told (billing.payment-succeeded). */
export async function ticketPaid(ctx: AppContext, userId: number, ref: string | null) {
  const m = ref && /^debate:(\d+)$/.exec(ref);
  if (!m) return;
  const debateId = Number(m[1]);
  const d = await ctx.db.transaction(async (tx) => {
    const d = await repo.lockDebate(tx, debateId);
    const part = d && (await repo.findPart(tx, debateId, userId));
    if (!d || !part || part.role !== 'audience' || part.state === 'approved') return null;
    await repo.updatePart(tx, debateId, userId, { state: 'approved', ticket: 'paid' });
    await told(tx, debateId, 'approved', [userId], { key: `ticket:${debateId}:${userId}` });
    await remindLateComer(tx, d, userId, ctx.now());
    return d;
  });
  if (d) await syncEventChat(ctx, d);
}

/**
 * PATCH /debate/debate_user/{debateId}/{userId}: the initiator approves, declines or kicks, and
 * sets a player's side or role; the participant withdraws (spec 02 §4, §6).
 */
export async function changeParticipant(ctx: AppContext, user: UserRow, debateId: number, userId: number, patch: DebateUserPatch) {
  if (!Object.keys(patch).length) throw unprocessable('Nothing to change');
  const now = ctx.now();
  let afterCommit = () => {};
  const { d, part, returned } = await ctx.db.transaction(async (tx) => {
    const d = await repo.lockDebate(tx, debateId);
    if (!d || !speakPolicy.view(user, d)) throw notFound(SPEAK_ERRORS.notFound);
    const part = await repo.findPart(tx, debateId, userId);
    const self = user.id === userId;
    const manager = speakPolicy.manage(user, d);
    if (!part) throw notFound(SPEAK_ERRORS.participantNotFound);
    if (!self && !manager) throw forbidden('Only the initiator changes other participants');
    const status = effectiveStatus(d, now);
    const initiatorPart = userId === d.initiatorId;
    let returned = false;

    if (patch.state === 'withdrawn') {
      if (!self) throw forbidden(SPEAK_ERRORS.withdrawFailed);
      if (initiatorPart) throw conflict(SPEAK_ERRORS.initiatorCannotLeave);
      if (part.state !== 'pending' && part.state !== 'approved') throw conflict(SPEAK_ERRORS.withdrawFailed);
      if (status !== 'upcoming') throw conflict(SPEAK_ERRORS.withdrawFailed);
      await repo.updatePart(tx, debateId, userId, { state: 'withdrawn' });
      await told(tx, debateId, 'withdrawn', [d.initiatorId], { aboutUserId: userId });
    } else if (patch.state) {
      if (!manager) throw forbidden('Only the initiator reviews applications');
      if (initiatorPart) throw conflict(SPEAK_ERRORS.initiatorCannotLeave);
      if (status === 'closed' || status === 'canceled') throw conflict(SPEAK_ERRORS.activitiesFailed);
      const from = part.state;
      const allowed =
        patch.state === 'kicked' ? from === 'approved' || from === 'pending' : from === 'pending' || (patch.state === 'approved' && from === 'declined');
      if (!allowed && from !== patch.state) throw conflict(`This application is ${from}`);
      if (from !== patch.state) {
        if (patch.state === 'approved' && from === 'declined') {
          // A declined application gave its seat back: taking it again needs a free seat.
          const why = await refusal(tx, { id: userId } as UserRow, d, { role: part.role, side: part.side, role_name: part.roleName }, now, true);
          if (why && why !== SPEAK_ERRORS.notOpen) throw conflict(why);
        }
        await repo.updatePart(tx, debateId, userId, { state: patch.state });
        if (patch.state === 'declined') returned = await returnFreeUse(tx, userId, speakUse(debateId)).then(Boolean);
        await told(tx, debateId, patch.state, [userId], { detail: patch.reason ?? null });
        if (patch.state === 'approved') await remindLateComer(tx, d, userId, now);
      }
    }

    if (patch.side || patch.role_name) {
      if (!manager) throw forbidden('Only the initiator sets sides and roles');
      // Before the event and live in the room (issue 15: the initiator switches sides from the room).
      if (status !== 'upcoming' && status !== 'onprogress') throw conflict(SPEAK_ERRORS.notEditable);
      const current = (await repo.findPart(tx, debateId, userId))!;
      // A kicked, withdrawn or declined player holds no seat: there is no side or role to move.
      const from = current.state;
      if (from !== 'pending' && from !== 'approved') throw conflict(`This application is ${from}`);
      if (current.role !== 'player') throw unprocessable('Only players have a side or a role');
      if (patch.side && d.debateType !== 'debate') throw unprocessable(SPEAK_ERRORS.sideOnlyInDebate);
      if (patch.side && patch.side !== current.side) {
        const counts = await repo.seatCounts(tx, [debateId]);
        const onSide = counts.filter((c) => c.role === 'player' && c.side === patch.side).reduce((n, c) => n + c.n, 0);
        if (onSide >= d.maxPlayers / 2) throw conflict(atMostText('sideFull', d.maxPlayers / 2));
        await repo.updatePart(tx, debateId, userId, { side: patch.side });
        if (!self) await told(tx, debateId, 'side_changed', [userId], { detail: patch.side });
      }
      if (patch.role_name && patch.role_name !== current.roleName) {
        if (d.debateType !== 'role_play' || !d.roleNames.includes(patch.role_name)) throw unprocessable(SPEAK_ERRORS.roleNameUnknown);
        const parts = await repo.listParts(tx, debateId);
        if (parts.some((p) => p.part.userId !== userId && p.part.roleName === patch.role_name && ['pending', 'approved'].includes(p.part.state)))
          throw conflict(SPEAK_ERRORS.roleNameTaken);
        await repo.updatePart(tx, debateId, userId, { roleName: patch.role_name });
        if (!self) await told(tx, debateId, 'side_changed', [userId], { detail: patch.role_name });
      }
    }
    const after = (await repo.findPart(tx, debateId, userId))!;
    // A paid ticket no longer held (kicked, declined, withdrawn) cannot be paid for any more: a payment would approve it again.
    if (after.role === 'audience' && after.ticket === 'paid' && (after.state === 'kicked' || after.state === 'declined' || after.state === 'withdrawn'))
      afterCommit = await closeOpenCheckouts(ctx, tx, 'event_ticket', `debate:${debateId}`, `ticket_${after.state}`, userId);
    return { d, part: after, returned };
  });
  afterCommit();
  await syncEventChat(ctx, d);
  await announcePlace(ctx, part);
  const [person] = await repo.people(ctx.db, [userId]);
  return { ...presentParticipant(part, person, d.initiatorId, speakPolicy.seeApplications(user, d)), free_use_returned: returned };
}

/** GET /debate/{id}/roles: who is in which role, side and state. Pending applications are the initiator's to see. */
export async function roles(ctx: AppContext, user: UserRow | null, id: number) {
  const d = await repo.findDebate(ctx.db, id);
  if (!d || !speakPolicy.view(user, d)) throw notFound(SPEAK_ERRORS.notFound);
  const full = speakPolicy.seeApplications(user, d);
  const rows = await repo.listParts(ctx.db, id);
  return rows
    .filter((r) => full || r.part.state === 'approved' || r.part.userId === user?.id)
    .map((r) => presentParticipant(r.part, { ...r.user }, d.initiatorId, full || r.part.userId === user?.id));
}

/** /user/debate/tickets: my audience tickets. */
export async function myTickets(ctx: AppContext, user: UserRow, q: MyListQuery) {
  return myListsRepo.myParts(ctx.db, user.id, ['audience'], q);
}
