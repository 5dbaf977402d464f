import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../adapters/db';
import { articles, learningArchive, videos, vocabulary } from '../../../db/schema';

// What the learner archived (decision 0105): articles and videos in learning_archive, words by
// their own vocabulary.archived_at.

type Q = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** Puts an article or a video away; true the first time. */
export async function archiveRef(db: Q, userId: number, kind: 'article' | 'video', ref: number) {
  const res = await db
    .insert(learningArchive)
    .values({ userId, kind, ref, articleId: kind === 'article' ? ref : null, videoId: kind === 'video' ? ref : null })
    .onConflictDoNothing()
    .returning({ ref: learningArchive.ref });
  return res.length > 0;
}

export async function restoreRef(db: Q, userId: number, kind: 'article' | 'video', ref: number) {
  await db.delete(learningArchive).where(and(eq(learningArchive.userId, userId), eq(learningArchive.kind, kind), eq(learningArchive.ref, ref)));
}

export async function isRefArchived(db: Q, userId: number, kind: 'article' | 'video', ref: number) {
  const [r] = await db
    .select({ ref: learningArchive.ref })
    .from(learningArchive)
    .where(and(eq(learningArchive.userId, userId), eq(learningArchive.kind, kind), eq(learningArchive.ref, ref)));
  return !!r;
}

/** Archives or restores one of the learner's notebook words; null when it is not theirs. */
export async function setWordArchived(db: Q, userId: number, id: number, archived: boolean, now: Date) {
  const [before] = await db
    .select({ archivedAt: vocabulary.archivedAt })
    .from(vocabulary)
    .where(and(eq(vocabulary.id, id), eq(vocabulary.userId, userId)));
  if (!before) return null;
  if (!!before.archivedAt !== archived)
    await db
      .update(vocabulary)
      .set({ archivedAt: archived ? now : null })
      .where(and(eq(vocabulary.id, id), eq(vocabulary.userId, userId)));
  return { changed: !!before.archivedAt !== archived };
}

export async function isWordArchived(db: Q, userId: number, id: number) {
  const [r] = await db
    .select({ archivedAt: vocabulary.archivedAt })
    .from(vocabulary)
    .where(and(eq(vocabulary.id, id), eq(vocabulary.userId, userId)));
  return r ? !!r.archivedAt : null;
}

type Item = { kind: 'article' | 'video' | 'word'; id: number; title: string; detail: string | null; language: string | null; archived_at: string };

/** Everything archived, newest first, optionally of one kind (a word's meaning is its detail). */
export async function listArchived(db: Q, userId: number, kind: 'article' | 'video' | 'word' | undefined, page: number, size: number) {
  const parts = [];
  if (!kind || kind === 'article')
    parts.push(sql`select 'article' as kind, a.id, a.title, a.level as detail, a.language, x.archived_at
      from ${learningArchive} x join ${articles} a on a.id = x.ref
      where x.user_id = ${userId} and x.kind = 'article' and a.status = 'published'`);
  if (!kind || kind === 'video')
    parts.push(sql`select 'video' as kind, v.id, v.title, v.level as detail, v.language, x.archived_at
      from ${learningArchive} x join ${videos} v on v.id = x.ref
      where x.user_id = ${userId} and x.kind = 'video' and (v.is_public or v.is_demo or v.owner_id = ${userId})`);
  if (!kind || kind === 'word')
    parts.push(sql`select 'word' as kind, w.id, w.text as title, coalesce(w.meaning, w.pronunciation) as detail, w.language, w.archived_at
      from ${vocabulary} w where w.user_id = ${userId} and w.archived_at is not null`);
  const union = sql.join(parts, sql` union all `);
  const res = await db.execute(sql`
    with items as (${union})
    select kind, id, title, detail, language, archived_at, count(*) over ()::int as total
    from items order by archived_at desc, kind, id desc limit ${size} offset ${(page - 1) * size}`);
  const list = rows<Omit<Item, 'archived_at'> & { archived_at: string | Date; total: number }>(res);
  let total = list[0]?.total ?? 0;
  if (!list.length && page > 1) {
    const again = await db.execute(sql`with items as (${union}) select count(*)::int as total from items`);
    total = rows<{ total: number }>(again)[0]?.total ?? 0;
  }
  const items: Item[] = list.map((r) => ({
    kind: r.kind,
    id: r.id,
    title: r.title,
    detail: r.detail,
    language: r.language,
    archived_at: new Date(r.archived_at).toISOString(),
  }));
  return { items, total };
}
