import type { DebateBody, DebatePatch } from '@lingbridge/contracts/speak';
import type { MyListQuery } from '@lingbridge/contracts/speak-participation';
import { SPEAK_ERRORS, debateBody } from '@lingbridge/contracts/speak';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { forbidden, notFound, unprocessable } from '../../errors';
import { isAdmin } from '../accounts/policy';
import { returnFreeUse } from '../billing/entitlements';
import { closeOpenCheckouts } from '../billing/service';
import { told } from './domain-events';
import { type FieldError, type Form, MIN, formErrors, materialErrors, pictureErrors } from './form-checks';
import { scheduleTicks } from './lifecycle';
import { syncEventChat } from './chat-room';
import { effectiveStatus } from './presenter';
import { presentOne, visibleDebate } from './queries';
import { speakPolicy } from './policy';
import * as myListsRepo from './my-lists-repo';
import * as repo from './repo';
import * as materialsRepo from './materials-repo';
import { pageAnswer } from '../../db/page';

/** POST /debate: a new event, waiting for an admin's approval (spec 02 §4). */
export async function createDebate(ctx: AppContext, user: UserRow, input: DebateBody) {
  const body = debateBody.parse(input);
  const now = ctx.now();
  const startTime = new Date(body.start_time);
  const roleNames = body.role_names;
  const maxPlayers = body.debate_type === 'role_play' && roleNames.length ? roleNames.length : body.max_players;
  const form: Form = {
    debateType: body.debate_type,
    startTime,
    duration: body.duration,
    maxPlayers,
    maxJudges: body.max_judges,
    roleNames,
    initiatorRole: body.initiator_role,
    initiatorSide: body.initiator_side ?? null,
  };
  const errors = [
    ...formErrors(form, now, true),
    ...(await pictureErrors(ctx, user, body.picture_file_id)),
    ...(await materialErrors(ctx, user.id, body.article_ids, body.video_ids)),
  ];
  if (errors.length) throw unprocessable(SPEAK_ERRORS.submissionFailed, errors);
  const row = await ctx.db.transaction(async (tx) => {
    const d = await repo.insertDebate(tx, {
      title: body.title,
      titleCn: body.title_cn || null,
      debateType: body.debate_type,
      startTime,
      endTime: new Date(startTime.getTime() + body.duration * MIN),
      duration: body.duration,
      language: body.language,
      level: body.level,
      description: body.description,
      pictureFileId: body.picture_file_id ?? null,
      initiatorId: user.id,
      initiatorRole: body.initiator_role,
      maxPlayers,
      maxJudges: body.max_judges,
      roleNames,
      ticketPriceCents: body.ticket_price_cents,
      // An admin's own event needs no one else's approval.
      verifyStatus: isAdmin(user) ? 'success' : 'not_verified',
    });
    if (body.initiator_role !== 'host')
      await repo.upsertPart(tx, {
        debateId: d.id,
        userId: user.id,
        role: body.initiator_role,
        side: body.debate_type === 'debate' && body.initiator_role === 'player' ? (body.initiator_side ?? 'prop') : null,
        roleName: body.debate_type === 'role_play' && body.initiator_role === 'player' ? (roleNames[0] ?? null) : null,
        state: 'approved',
      });
    for (const id of body.article_ids) await materialsRepo.addArticle(tx, d.id, id);
    for (const id of body.video_ids) await materialsRepo.addVideo(tx, d.id, id);
    if (d.verifyStatus === 'success') await scheduleTicks(ctx, tx, d);
    return d;
  });
  await syncEventChat(ctx, row);
  return presentOne(ctx, user, (await repo.findDebate(ctx.db, row.id))!);
}

const CONTENT_FIELDS = ['title', 'title_cn', 'description', 'picture_file_id'] as const;

/**
 * PATCH /debate/{id}: the initiator's edits before the start, cancelling, and the admin's
 * verification. Changing what an admin approved (topic, description, picture) asks for approval
 * again (docs/decisions/0085).
 */
export async function patchDebate(ctx: AppContext, user: UserRow, id: number, patch: DebatePatch) {
  const now = ctx.now();
  let afterCommit = () => {};
  const result = await ctx.db.transaction(async (tx) => {
    const d = await repo.lockDebate(tx, id);
    if (!d || !speakPolicy.view(user, d)) throw notFound(SPEAK_ERRORS.notFound);
    const live = { ...d, debateStatus: effectiveStatus(d, now) };
    const { verify_status, fail_reason, debate_status, cancel_reason, ...edits } = patch;

    if (verify_status !== undefined) {
      if (!speakPolicy.verify(user)) throw forbidden('Only an admin approves events');
      if (verify_status === 'fail' && !fail_reason)
        throw unprocessable(SPEAK_ERRORS.submissionFailed, [{ path: 'fail_reason', message: SPEAK_ERRORS.reasonRequired }]);
      // A cancelled, running or ended event is past deciding: approving it would tell its initiator
      // (and schedule the clock of) an event nobody can join any more.
      if (live.debateStatus !== 'upcoming') throw unprocessable(SPEAK_ERRORS.verifyNotUpcoming);
    }
    if (debate_status === 'canceled' && !speakPolicy.cancel(user, live)) {
      if (!speakPolicy.manage(user, d)) throw forbidden(SPEAK_ERRORS.cancelFailed);
      throw unprocessable(SPEAK_ERRORS.cancelFailed);
    }
    const editing = Object.keys(edits).length > 0;
    if (editing) {
      if (!speakPolicy.manage(user, d)) throw forbidden('Only the initiator changes this event');
      if (!speakPolicy.edit(user, live)) throw unprocessable(SPEAK_ERRORS.notEditable);
    }

    const changes: Partial<repo.NewDebate> = {};
    const errors: FieldError[] = [];
    if (editing) {
      const startTime = edits.start_time ? new Date(edits.start_time) : d.startTime;
      const duration = edits.duration ?? d.duration;
      const roleNames = edits.role_names ?? d.roleNames;
      // As on creation: a role play with roles has one player per role, whatever max_players says.
      const maxPlayers = d.debateType === 'role_play' && roleNames.length ? roleNames.length : (edits.max_players ?? d.maxPlayers);
      const form: Form = {
        debateType: d.debateType,
        startTime,
        duration,
        maxPlayers,
        maxJudges: edits.max_judges ?? d.maxJudges,
        roleNames,
        initiatorRole: d.initiatorRole,
        initiatorSide: 'prop',
      };
      errors.push(...formErrors(form, now, edits.start_time !== undefined), ...(await pictureErrors(ctx, user, edits.picture_file_id)));
      // Seats cannot shrink below the people already in them.
      const counts = await repo.seatCounts(tx, [d.id]);
      const players = counts.filter((c) => c.role === 'player').reduce((n, c) => n + c.n, 0);
      const judges = counts.filter((c) => c.role === 'judge').reduce((n, c) => n + c.n, 0);
      if (maxPlayers < players) errors.push({ path: 'max_players', message: `${players} players have already applied` });
      // A debate's sides are half the players each: neither may end up with more speakers than that.
      else if (d.debateType === 'debate')
        for (const side of ['prop', 'opp'] as const) {
          const onSide = counts.filter((c) => c.role === 'player' && c.side === side).reduce((n, c) => n + c.n, 0);
          if (onSide > maxPlayers / 2)
            errors.push({ path: 'max_players', message: `${onSide} players have already applied for ${side === 'prop' ? 'Prop' : 'Opp'}` });
        }
      if ((edits.max_judges ?? d.maxJudges) < judges) errors.push({ path: 'max_judges', message: `${judges} judges have already applied` });
      // Nor does a role play drop a role someone has applied for or plays.
      if (d.debateType === 'role_play' && edits.role_names) {
        const held = (await repo.listParts(tx, d.id))
          .filter((p) => (p.part.state === 'pending' || p.part.state === 'approved') && p.part.roleName && !roleNames.includes(p.part.roleName))
          .map((p) => p.part.roleName!);
        for (const name of new Set(held)) errors.push({ path: 'role_names', message: `Someone already plays the role "${name}"` });
      }
      if (errors.length) throw unprocessable(SPEAK_ERRORS.submissionFailed, errors);
      Object.assign(changes, {
        title: edits.title,
        titleCn: edits.title_cn,
        description: edits.description,
        pictureFileId: edits.picture_file_id,
        language: edits.language,
        level: edits.level,
        ticketPriceCents: edits.ticket_price_cents,
        startTime,
        duration,
        endTime: new Date(startTime.getTime() + duration * MIN),
        maxPlayers,
        maxJudges: edits.max_judges,
        roleNames,
      });
      for (const k of Object.keys(changes) as (keyof typeof changes)[]) if (changes[k] === undefined) delete changes[k];
      // A new start: the 30-minute reminder is due again before it (lifecycle.ts sends it once per start).
      if (startTime.getTime() !== d.startTime.getTime()) changes.remindedAt = null;
      if (d.verifyStatus === 'success' && !isAdmin(user) && CONTENT_FIELDS.some((f) => f in edits)) changes.verifyStatus = 'not_verified';
      // A rejected event its initiator corrects is submitted again, without the old reason (docs/decisions/0180).
      if (d.verifyStatus === 'fail' && !isAdmin(user)) Object.assign(changes, { verifyStatus: 'not_verified', failReason: null });
    }
    if (verify_status) {
      changes.verifyStatus = verify_status;
      changes.failReason = verify_status === 'fail' ? fail_reason! : null;
    }
    if (debate_status === 'canceled') {
      changes.debateStatus = 'canceled';
      changes.cancelReason = cancel_reason ?? null;
    }
    const updated = (await repo.updateDebate(tx, d.id, changes))!;

    const everyone = [d.initiatorId, ...(await repo.approvedIds(tx, d.id))];
    if (verify_status === 'success' && d.verifyStatus !== 'success') await told(tx, d.id, 'verified', [d.initiatorId]);
    if (verify_status === 'fail') {
      // A rejected event is hidden and will not take place: a ticket still being paid for must not be payable.
      afterCommit = await closeOpenCheckouts(ctx, tx, 'event_ticket', `debate:${d.id}`, 'event_rejected');
      await told(tx, d.id, 'rejected', [d.initiatorId], { detail: fail_reason });
    }
    if (editing && updated.startTime.getTime() !== d.startTime.getTime() && debate_status !== 'canceled') {
      // Everyone who joined or is waiting for an answer comes at the new time.
      const pending = (await repo.listParts(tx, d.id)).filter((p) => p.part.state === 'pending').map((p) => p.part.userId);
      await told(
        tx,
        d.id,
        'rescheduled',
        [...everyone, ...pending].filter((u) => u !== user.id),
        { detail: updated.startTime.toISOString() },
      );
    }
    if (debate_status === 'canceled') {
      const parts = await repo.listParts(tx, d.id);
      // A cancelled event delivered nothing: whoever joined it gets their free use back (docs/decisions/0155).
      for (const { part } of parts)
        if (part.userId !== d.initiatorId && (part.state === 'pending' || part.state === 'approved'))
          await returnFreeUse(tx, part.userId, { feature: 'speak', resourceId: d.id });
      // A ticket still being paid for could otherwise be paid for an event that will not take place.
      afterCommit = await closeOpenCheckouts(ctx, tx, 'event_ticket', `debate:${d.id}`, 'event_canceled');
      const pending = parts.filter((p) => p.part.state === 'pending').map((p) => p.part.userId);
      await told(
        tx,
        d.id,
        'cancelled',
        [...everyone, ...pending].filter((u) => u !== user.id),
        { detail: cancel_reason ?? null },
      );
    }
    if (updated.verifyStatus === 'success' && updated.debateStatus === 'upcoming') await scheduleTicks(ctx, tx, updated);
    return updated;
  });
  afterCommit();
  await syncEventChat(ctx, result);
  return presentOne(ctx, user, result);
}

/** GET /debate/likes and POST /debate/{id}/like (a second like takes it back). */
export async function toggleLike(ctx: AppContext, user: UserRow, id: number) {
  await visibleDebate(ctx, user, id);
  // One toggle at a time per event (its row lock): two at once would otherwise both see the like and
  // both take it back, and an answer counted before the other's write would tell a state that did not last.
  return ctx.db.transaction(async (tx) => {
    await repo.lockDebate(tx, id);
    const liked = await repo.like(tx, id, user.id);
    return { liked, likes: (await repo.likeCounts(tx, [id])).get(id) ?? 0 };
  });
}

/** Which of `ids` I like, or my newest likes (at most MY_LIKES_MAX) when no ids are asked about (decision 0215). */
export const myLikes = async (ctx: AppContext, user: UserRow, ids?: number[]) => ({ debate_ids: await repo.likedBy(ctx.db, user.id, ids) });

/** The events a user takes part in, with the materials of each (/user/debate/material). */
export async function myMaterials(ctx: AppContext, user: UserRow, q: MyListQuery) {
  // The events I started or applied to (pending or approved), as the activities list finds them,
  // that have materials: a page of them, soonest first (decision 0209).
  const now = ctx.now();
  const { rows, total } = await myListsRepo.myEventsWithMaterials(ctx.db, user.id, now, q);
  const ids = rows.map((r) => r.id);
  const [articles, videos] = await Promise.all([materialsRepo.materialArticles(ctx.db, ids), materialsRepo.materialVideos(ctx.db, ids)]);
  const items = rows.map((d) => ({
    debate: { id: d.id, title: d.title, start_time: d.startTime.toISOString(), debate_status: effectiveStatus(d, now) },
    articles: articles.filter((a) => a.debateId === d.id).map(({ debateId: _d, ...a }) => a),
    videos: videos.filter((v) => v.debateId === d.id).map(({ debateId: _d, ...v }) => v),
  }));
  return pageAnswer(items, q, total);
}
