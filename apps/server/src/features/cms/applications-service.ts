import { APPLICATION_ERRORS, type ApplicationItem } from '@lingbridge/contracts/cms';
import { aliasedTable, and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { cmsApplications, users, type UserRow } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../errors';
import { adminUpdateUser } from '../accounts/profile-service';
import { notify } from '../notifications/service';
import { sendCmsMailJob } from './jobs';
import { applicationDecidedMail } from './mail-copy';

type Kind = ApplicationItem['kind'];
type Status = ApplicationItem['status'];
const deciders = aliasedTable(users, 'deciders');

/** A person sends an application; one of a kind waits at a time. A mentor's is a teacher's, and only until verified. */
export async function sendApplication(ctx: AppContext, user: UserRow, kind: Kind, message: string) {
  if (kind === 'mentor' && user.userRole !== 'Mentor') throw forbidden(APPLICATION_ERRORS.mentorOnly);
  if (kind === 'mentor' && user.verifyStatus === 'success') throw conflict(APPLICATION_ERRORS.alreadyVerified);
  const waiting = await ctx.db
    .select({ id: cmsApplications.id })
    .from(cmsApplications)
    .where(and(eq(cmsApplications.userId, user.id), eq(cmsApplications.kind, kind), eq(cmsApplications.status, 'pending')));
  if (waiting.length) throw conflict(APPLICATION_ERRORS.pending);
  const [row] = await ctx.db.insert(cmsApplications).values({ userId: user.id, kind, message }).returning({ id: cmsApplications.id });
  return { id: row.id };
}

function baseQuery(ctx: AppContext) {
  return ctx.db
    .select({ a: cmsApplications, u: users, by: deciders.nickName, byEmail: deciders.email })
    .from(cmsApplications)
    .leftJoin(users, eq(users.id, cmsApplications.userId))
    .leftJoin(deciders, eq(deciders.id, cmsApplications.decidedBy));
}
type Row = Awaited<ReturnType<typeof baseQuery>>[number];

const present = ({ a, u, by, byEmail }: Row): ApplicationItem => ({
  id: a.id,
  kind: a.kind,
  status: a.status,
  message: a.message,
  applicant: {
    id: u?.id ?? null,
    name: u ? u.nickName || u.email.split('@')[0] : '',
    email: u?.email ?? '',
    role: u?.userRole ?? '',
    verify_status: u?.verifyStatus ?? '',
  },
  reply: a.reply,
  created_at: a.createdAt.toISOString(),
  decided_at: a.decidedAt?.toISOString() ?? null,
  decided_by: by || (byEmail ? byEmail.split('@')[0] : null),
});

/** /cms/application: waiting ones first, newest first; filtered by status and kind and paged on the server. */
export async function listApplications(ctx: AppContext, q: { page: number; size: number; status?: Status; kind?: Kind }) {
  const conds: SQL[] = [];
  if (q.status) conds.push(eq(cmsApplications.status, q.status));
  if (q.kind) conds.push(eq(cmsApplications.kind, q.kind));
  const where = conds.length ? and(...conds) : undefined;
  const [rows, [{ n }]] = await Promise.all([
    baseQuery(ctx)
      .where(where)
      .orderBy(desc(eq(cmsApplications.status, 'pending')), desc(cmsApplications.createdAt), desc(cmsApplications.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    ctx.db.select({ n: count() }).from(cmsApplications).where(where),
  ]);
  return { items: rows.map(present), page: q.page, pages: Math.max(1, Math.ceil(n / q.size)), total: n };
}

/**
 * An admin approves or declines with a message. Approving a mentor's application verifies the
 * teacher (the same mark billing's paid verification sets). The applicant hears by notification and e-mail.
 */
export async function decideApplication(ctx: AppContext, adminId: number, id: number, decision: 'approve' | 'decline', message: string) {
  const status = decision === 'approve' ? 'approved' : 'declined';
  const row = await ctx.db.transaction(async (tx) => {
    const [a] = await tx.select().from(cmsApplications).where(eq(cmsApplications.id, id)).for('update');
    if (!a) throw notFound(APPLICATION_ERRORS.missing);
    if (a.status !== 'pending') throw conflict(APPLICATION_ERRORS.answered);
    await tx.update(cmsApplications).set({ status, reply: message, decidedAt: new Date(), decidedBy: adminId }).where(eq(cmsApplications.id, id));
    const [u] = a.userId ? await tx.select().from(users).where(eq(users.id, a.userId)) : [];
    if (u) {
      await ctx.jobs.enqueue(sendCmsMailJob, { to: u.email, ...applicationDecidedMail(u.siteLanguage, status, message) }, { tx });
    }
    return a;
  });
  if (row.userId) {
    if (status === 'approved' && row.kind === 'mentor') await adminUpdateUser(ctx, adminId, row.userId, { verify_status: 'success' });
    await notify(
      ctx,
      row.userId,
      { kind: 'application_decided', params: { application_id: id, kind: row.kind, decision: status, message }, link: null },
      { key: `application:${id}` },
    );
  }
  const [out] = await baseQuery(ctx).where(eq(cmsApplications.id, id));
  return present(out);
}
