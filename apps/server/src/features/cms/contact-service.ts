import { createHmac, timingSafeEqual } from 'node:crypto';
import { CONTACT_ERRORS, type contactBody, type ContactMessageItem } from '@lingbridge/contracts/cms';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { ContactMessageRow } from '../../db/schema';
import { AppError, notFound, unprocessable } from '../../errors';
import { sendCmsMailJob } from './jobs';
import { contactReplyMail } from './mail-copy';
import * as repo from './repo';
import { pageAnswer } from '../../db/page';

/** Less than this between opening the form and sending it: a robot, not a person typing (decision 0112). */
export const CONTACT_MIN_MS = 3_000;
const CONTACT_MAX_MS = 24 * 3_600_000;
/** Messages one address may send in an hour. */
export const CONTACT_PER_HOUR = 5;

const sign = (ctx: AppContext, ts: string) => createHmac('sha256', ctx.config.appSecret).update(`contact:${ts}`).digest('base64url');

/** The token the form carries: when it was opened, signed, so its age cannot be made up. */
export function contactFormToken(ctx: AppContext, now = Date.now()) {
  const ts = String(now);
  return `${ts}.${sign(ctx, ts)}`;
}

function tokenAge(ctx: AppContext, token: string): number | null {
  const [ts, mac] = token.split('.');
  if (!ts || !mac || !/^\d{10,16}$/.test(ts)) return null;
  const want = Buffer.from(sign(ctx, ts));
  const got = Buffer.from(mac);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
  return Date.now() - Number(ts);
}

/**
 * A message from /contact: limited per address, refused when sent faster than a person types or
 * with the hidden field filled in. A robot that filled the hidden field is answered as if the
 * message went through (it learns nothing); nothing is stored.
 */
export async function sendContact(ctx: AppContext, ip: string, body: z.infer<typeof contactBody>, userId: number | null): Promise<{ ok: true }> {
  const hit = await ctx.limiter.hit(`contact:ip:${ip}`, CONTACT_PER_HOUR, 3_600_000);
  if (!hit.allowed) throw new AppError(429, CONTACT_ERRORS.rateLimited, undefined, { 'retry-after': String(hit.retryAfter) });
  if (body.website) return { ok: true };
  const age = tokenAge(ctx, body.token);
  if (age === null || age > CONTACT_MAX_MS) throw unprocessable(CONTACT_ERRORS.expired, [{ path: 'token', message: CONTACT_ERRORS.expired }]);
  if (age < CONTACT_MIN_MS) throw unprocessable(CONTACT_ERRORS.tooFast, [{ path: 'token', message: CONTACT_ERRORS.tooFast }]);
  await repo.insertContact(ctx.db, { name: body.name, email: body.email, message: body.message, userId, siteLanguage: body.site_language ?? null });
  return { ok: true };
}

function present(m: ContactMessageRow, by: string | null): ContactMessageItem {
  return {
    id: m.id,
    name: m.name,
    email: m.email,
    message: m.message,
    created_at: m.createdAt.toISOString(),
    status: m.status,
    reply: m.reply,
    answered_at: m.answeredAt?.toISOString() ?? null,
    answered_by: by,
  };
}

export async function listContacts(ctx: AppContext, q: { page: number; size: number; status?: 'new' | 'answered' }) {
  const { rows, total } = await repo.listContacts(ctx.db, q);
  return pageAnswer(
    rows.map((r) => present(r.m, r.by)),
    q,
    total,
  );
}

/** Answers a message by e-mail (through the mail port, in the same transaction as the answer) and marks it answered. */
export async function replyContact(ctx: AppContext, adminId: number, id: number, text: string) {
  await ctx.db.transaction(async (tx) => {
    const m = await repo.lockContact(tx, id);
    if (!m) throw notFound('Message not found');
    // The same reply sent again within a minute (a double click, a retried request) is the one
    // already on its way: it is not mailed twice. A different text, or a later one, is a new reply.
    if (m.reply === text && m.answeredAt && Date.now() - m.answeredAt.getTime() < 60_000) return;
    await repo.answerContact(tx, id, text, adminId);
    await repo.insertAudit(tx, { subject: 'contact', subjectId: id, action: 'reply', actorId: adminId, changes: [] });
    // Framed in the sender's site language when they wrote signed in, else in the interface language
    // they wrote in, else English (decisions 0195, 0207).
    const lang = (await repo.siteLanguageOf(tx, m.userId)) ?? m.siteLanguage;
    await ctx.jobs.enqueue(sendCmsMailJob, { to: m.email, ...contactReplyMail(lang, text, m.message) }, { tx });
  });
  const row = (await repo.findContact(ctx.db, id))!;
  return present(row.m, row.by);
}
