import { randomBytes } from 'node:crypto';
import { SPEAK_ERRORS, SPEAK_LIMITS } from '@lingbridge/contracts/speak';
import { type Invitation } from '@lingbridge/contracts/speak-participation';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { AppError, conflict, forbidden, notFound } from '../../errors';
import { told } from './domain-events';
import { participate, standing } from './participation';
import { effectiveStatus, nickOf, presentPerson } from './presenter';
import { speakPolicy } from './policy';
import * as repo from './repo';
import * as questionsRepo from './questions-repo';
import { getDebate, visibleDebate } from './queries';
import { mailLanguage } from '../../adapters/mail-language';
import { sendSpeakMailJob } from './mail';
import { speakInvitationMail } from './mail-copy';

/**
 * Players invite teammates and the initiator invites judges (spec 02 §6), by e-mail. The e-mail
 * carries a link to /speak/{id}?invite=<token>; someone with an account is also notified. Accepting
 * applies in the invited role and side, which the initiator then approves like any application.
 */
export async function invite(
  ctx: AppContext,
  user: UserRow,
  id: number,
  body: { email?: string; user_id?: number; role: 'player' | 'judge'; side?: 'prop' | 'opp' | null },
) {
  const d = await visibleDebate(ctx, user, id);
  const mine = await repo.findPart(ctx.db, id, user.id);
  if (!speakPolicy.invite(user, d, mine)) throw forbidden('Only the initiator and the players invite others');
  if (body.role === 'judge' && !speakPolicy.manage(user, d)) throw forbidden('Only the initiator invites judges');
  // No invitation that accepting would refuse: players and judges join before the start, judges where there are any.
  const status = effectiveStatus(d, ctx.now());
  if (status !== 'upcoming' || d.verifyStatus === 'fail') throw conflict(SPEAK_ERRORS.notOpen);
  if (body.role === 'judge' && d.maxJudges === 0) throw conflict(SPEAK_ERRORS.noJudges);
  const chosen = body.user_id ? (await repo.people(ctx.db, [body.user_id]))[0] : null;
  if (body.user_id && !chosen) throw notFound('No user found');
  const email = (chosen?.email ?? body.email ?? '').trim().toLowerCase();
  // Accepting one's own invitation would be refused (the initiator runs the event; a player is in it already).
  if (email === user.email.toLowerCase()) throw conflict(SPEAK_ERRORS.inviteSelf);
  // Nor to an account whose accepting would be refused: one already in the event (its initiator
  // too) or shut out of it. Someone who withdrew may be invited back.
  const invited = email ? await repo.findUserByEmail(ctx.db, email) : null;
  const stand = invited ? standing(d, invited.id, await repo.findPart(ctx.db, id, invited.id)) : null;
  if (stand) throw conflict(stand === 'in' ? SPEAK_ERRORS.inviteeAlreadyIn : SPEAK_ERRORS.inviteeCannotJoin);
  // Each invitation is an e-mail to any address: a limit per sender keeps this from being a spam relay.
  const hit = await ctx.limiter.hit(`speak-invite:${user.id}`, SPEAK_LIMITS.invitesPerHour, 3_600_000);
  if (!hit.allowed) throw new AppError(429, SPEAK_ERRORS.invitesRateLimited, undefined, { 'retry-after': String(hit.retryAfter) });
  // A player invites to their own side.
  const side = d.debateType === 'debate' && body.role === 'player' ? (speakPolicy.manage(user, d) ? (body.side ?? 'prop') : (mine?.side ?? 'prop')) : null;
  const token = randomBytes(24).toString('base64url');
  const link = `${ctx.config.publicUrl}/speak/${id}?invite=${token}`;
  const who = user.nickName || user.email.split('@')[0];
  await ctx.db.transaction(async (tx) => {
    await questionsRepo.insertInvitation(tx, { token, debateId: id, inviterId: user.id, email, role: body.role, side });
    // In the language of the invited person's account; an address without one reads the inviter's (decision 0195).
    const lang = mailLanguage(invited?.siteLanguage ?? user.siteLanguage);
    await ctx.jobs.enqueue(
      sendSpeakMailJob,
      { to: email, ...speakInvitationMail(lang, { who, title: d.title, role: body.role, start: d.startTime, link }) },
      { tx, dedupeKey: `speak.invite:${token}` },
    );
    if (invited) {
      await told(tx, id, 'invited', [invited.id], { aboutUserId: user.id, detail: token });
    }
  });
  return { sent: true };
}

export async function getInvitation(ctx: AppContext, user: UserRow, token: string): Promise<Invitation> {
  const inv = await questionsRepo.findInvitation(ctx.db, token);
  if (!inv) throw notFound(SPEAK_ERRORS.invitationNotFound);
  const debate = await getDebate(ctx, user, inv.debateId).catch(() => null);
  if (!debate) throw notFound(SPEAK_ERRORS.invitationNotFound);
  const [inviter] = await repo.people(ctx.db, [inv.inviterId]);
  const { articles: _a, videos: _v, ...summary } = debate;
  return {
    token: inv.token,
    debate: summary,
    inviter: presentPerson(inviter, inv.inviterId),
    role: inv.role,
    side: inv.side,
    email: inv.email,
    status: inv.status,
  };
}

/** Accepting applies in the invited role; declining closes the invitation. Only the invited address may answer. */
export async function answerInvitation(ctx: AppContext, user: UserRow, token: string, accept: boolean) {
  const inv = await questionsRepo.findInvitation(ctx.db, token);
  if (!inv || inv.status !== 'pending') throw notFound(SPEAK_ERRORS.invitationNotFound);
  if (inv.email !== user.email.toLowerCase()) throw forbidden(SPEAK_ERRORS.invitationNotYours);
  if (!accept) {
    await questionsRepo.setInvitationStatus(ctx.db, inv.id, 'declined');
    return { status: 'declined' as const, participant: null };
  }
  // The initiator (or an admin) chose this person: accepting is joining. A teammate's invitation
  // is an application the initiator still approves (docs/decisions/0085).
  const d = await repo.findDebate(ctx.db, inv.debateId);
  const [inviter] = await repo.people(ctx.db, [inv.inviterId]);
  const byManager = !!d && (inv.inviterId === d.initiatorId || (await inviterIsAdmin(ctx, inv.inviterId)));
  const result = await participate(
    ctx,
    user,
    inv.debateId,
    { role: inv.role, side: inv.side, message: `Invited by ${inviter ? nickOf(inviter) : 'a participant'}` },
    { approved: byManager, alsoInTx: (tx) => questionsRepo.setInvitationStatus(tx, inv.id, 'accepted').then(() => undefined) },
  );
  return { status: 'accepted' as const, participant: result.participant };
}

const inviterIsAdmin = async (ctx: AppContext, id: number) => {
  const u = await repo.findUser(ctx.db, id);
  return !!u && (u.userRole === 'Admin' || u.isSuperuser);
};
