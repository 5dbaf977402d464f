import { and, count, desc, eq, ilike, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { ContentKind, EntryStatus } from '@lingbridge/contracts/cms';
import type { Db, Tx } from '../../adapters/db';
import { cmsAudit, cmsEntries, contactMessages, files, users, type CmsEntryRow } from '../../db/schema';

type Q = Db | Tx;

export const insertEntry = (q: Q, row: typeof cmsEntries.$inferInsert) =>
  q
    .insert(cmsEntries)
    .values(row)
    .returning()
    .then((r) => r[0]);

export const findEntry = (q: Q, kind: ContentKind, id: number) =>
  q
    .select()
    .from(cmsEntries)
    .where(and(eq(cmsEntries.kind, kind), eq(cmsEntries.id, id)))
    .then((r) => r[0] ?? null);

/** The row locked for a change (two editors' saves and the scheduled job take turns). */
export const lockEntry = (tx: Tx, kind: ContentKind, id: number) =>
  tx
    .select()
    .from(cmsEntries)
    .where(and(eq(cmsEntries.kind, kind), eq(cmsEntries.id, id)))
    .for('update')
    .then((r) => r[0] ?? null);

export const updateEntry = (q: Q, id: number, patch: Partial<typeof cmsEntries.$inferInsert>) =>
  q
    .update(cmsEntries)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(cmsEntries.id, id))
    .returning()
    .then((r) => r[0]);

export const deleteEntry = (q: Q, id: number) => q.delete(cmsEntries).where(eq(cmsEntries.id, id));

/**
 * Of these file ids, the CMS pictures that no entry's working or published copy shows any more: what
 * deleting an entry may remove. Any other file (an avatar, a recording) named in a document, and a
 * picture another entry also shows, stays.
 */
export async function unusedImages(q: Q, ids: string[]) {
  if (!ids.length) return [];
  const rows = await q
    .select({ id: files.id })
    .from(files)
    .where(
      and(
        inArray(files.id, ids),
        eq(files.kind, 'cms-image'),
        sql`not exists (select 1 from ${cmsEntries} where strpos(${cmsEntries.draft}::text || coalesce(${cmsEntries.published}::text, ''), ${files.id}) > 0)`,
      ),
    );
  return rows.map((r) => r.id);
}

/** One page of a kind's entries for the editors, newest change first, filtered on the server. */
export async function listEntries(q: Q, kind: ContentKind, f: { page: number; size: number; status?: EntryStatus; q?: string }) {
  const conds: SQL[] = [eq(cmsEntries.kind, kind)];
  if (f.status) conds.push(eq(cmsEntries.status, f.status));
  if (f.q) conds.push(ilike(cmsEntries.searchText, `%${f.q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  const where = and(...conds);
  const [rows, [{ n }]] = await Promise.all([
    q
      .select({ entry: cmsEntries, editor: users.nickName, editorEmail: users.email })
      .from(cmsEntries)
      .leftJoin(users, eq(users.id, cmsEntries.updatedBy))
      .where(where)
      .orderBy(desc(cmsEntries.updatedAt), desc(cmsEntries.id))
      .limit(f.size)
      .offset((f.page - 1) * f.size),
    q.select({ n: count() }).from(cmsEntries).where(where),
  ]);
  return { rows, total: n };
}

/** One page of a kind's published entries, newest first (the public lists). */
export async function listPublished(q: Q, kind: ContentKind, page: number, size: number) {
  const where = and(eq(cmsEntries.kind, kind), eq(cmsEntries.status, 'published'), isNotNull(cmsEntries.published));
  const [rows, [{ n }]] = await Promise.all([
    q
      .select()
      .from(cmsEntries)
      .where(where)
      .orderBy(desc(cmsEntries.publishedAt), desc(cmsEntries.id))
      .limit(size)
      .offset((page - 1) * size),
    q.select({ n: count() }).from(cmsEntries).where(where),
  ]);
  return { rows, total: n };
}

/** Scheduled entries whose time has come (the safety net beside each entry's own job). */
export const dueEntries = (q: Q, now: Date) =>
  q
    .select({ id: cmsEntries.id, kind: cmsEntries.kind })
    .from(cmsEntries)
    .where(and(eq(cmsEntries.status, 'scheduled'), lte(cmsEntries.publishAt, now)));

export const insertAudit = (q: Q, row: typeof cmsAudit.$inferInsert) => q.insert(cmsAudit).values(row);

export const auditOf = (q: Q, subject: string, id: number, limit = 50) =>
  q
    .select({ audit: cmsAudit, by: users.nickName, email: users.email })
    .from(cmsAudit)
    .leftJoin(users, eq(users.id, cmsAudit.actorId))
    .where(and(eq(cmsAudit.subject, subject), eq(cmsAudit.subjectId, id)))
    .orderBy(desc(cmsAudit.at), desc(cmsAudit.id))
    .limit(limit);

export const nameOf = (q: Q, userId: number | null) =>
  userId == null
    ? Promise.resolve(null)
    : q
        .select({ nick: users.nickName, email: users.email })
        .from(users)
        .where(eq(users.id, userId))
        .then((r) => (r[0] ? r[0].nick || r[0].email.split('@')[0] : null));

// ---- Contact messages ----

export const insertContact = (q: Q, row: typeof contactMessages.$inferInsert) => q.insert(contactMessages).values(row).returning({ id: contactMessages.id });

export async function listContacts(q: Q, f: { page: number; size: number; status?: 'new' | 'answered' }) {
  const where = f.status ? eq(contactMessages.status, f.status) : undefined;
  const [rows, [{ n }]] = await Promise.all([
    q
      .select({ m: contactMessages, by: users.nickName })
      .from(contactMessages)
      .leftJoin(users, eq(users.id, contactMessages.answeredBy))
      .where(where)
      .orderBy(sql`${contactMessages.status} = 'answered'`, desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(f.size)
      .offset((f.page - 1) * f.size),
    q.select({ n: count() }).from(contactMessages).where(where),
  ]);
  return { rows, total: n };
}

/** The site language of the account a /contact message was sent from (null: sent without one). */
export const siteLanguageOf = async (q: Q, userId: number | null) =>
  userId === null ? null : ((await q.select({ siteLanguage: users.siteLanguage }).from(users).where(eq(users.id, userId)))[0]?.siteLanguage ?? null);

export const lockContact = (tx: Tx, id: number) =>
  tx
    .select()
    .from(contactMessages)
    .where(eq(contactMessages.id, id))
    .for('update')
    .then((r) => r[0] ?? null);

export const answerContact = (q: Q, id: number, reply: string, by: number) =>
  q.update(contactMessages).set({ status: 'answered', reply, answeredAt: new Date(), answeredBy: by }).where(eq(contactMessages.id, id));

export type EntryWithEditor = { entry: CmsEntryRow; editor: string | null; editorEmail: string | null };

/** The newest audit row of a subject (autosaves by one person fold into it). */
export const lastAudit = (q: Q, subject: string, id: number) =>
  q
    .select()
    .from(cmsAudit)
    .where(and(eq(cmsAudit.subject, subject), eq(cmsAudit.subjectId, id)))
    .orderBy(desc(cmsAudit.at), desc(cmsAudit.id))
    .limit(1)
    .then((r) => r[0] ?? null);

export const updateAudit = (q: Q, id: number, changes: string[]) => q.update(cmsAudit).set({ changes, at: new Date() }).where(eq(cmsAudit.id, id));

export const findContact = (q: Q, id: number) =>
  q
    .select({ m: contactMessages, by: users.nickName })
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.answeredBy))
    .where(eq(contactMessages.id, id))
    .then((r) => r[0] ?? null);
