import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../adapters/db';
import { articles, discussions, users, videos } from '../../db/schema';

type Q = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

const author = { authorId: users.id, nickName: users.nickName, email: users.email };
const columns = { id: discussions.id, userId: discussions.userId, body: discussions.body, createdAt: discussions.createdAt, ...author };
export type DiscussionWithAuthor = { id: number; userId: number; body: string; createdAt: Date; authorId: number; nickName: string | null; email: string };

const where = (kind: 'article' | 'video', ref: number) => (kind === 'article' ? eq(discussions.articleId, ref) : eq(discussions.videoId, ref));

/** A page of questions under an article or a video, newest first, with every answer, oldest first. */
export async function thread(db: Q, kind: 'article' | 'video', ref: number, page: number, size: number) {
  const cond = and(where(kind, ref), isNull(discussions.parentId));
  const [questions, [count]] = await Promise.all([
    db
      .select(columns)
      .from(discussions)
      .innerJoin(users, eq(users.id, discussions.userId))
      .where(cond)
      .orderBy(desc(discussions.createdAt), desc(discussions.id))
      .limit(size)
      .offset((page - 1) * size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(discussions)
      .where(cond),
  ]);
  const answers = questions.length
    ? await db
        .select({ ...columns, parentId: discussions.parentId })
        .from(discussions)
        .innerJoin(users, eq(users.id, discussions.userId))
        .where(
          inArray(
            discussions.parentId,
            questions.map((q) => q.id),
          ),
        )
        .orderBy(discussions.createdAt, discussions.id)
    : [];
  return { questions, answers, total: count?.n ?? 0 };
}

export async function insert(db: Q, v: typeof discussions.$inferInsert) {
  const [row] = await db.insert(discussions).values(v).returning();
  return row!;
}

export async function find(db: Q, id: number) {
  const [row] = await db.select().from(discussions).where(eq(discussions.id, id));
  return row ?? null;
}

export async function remove(db: Q, id: number) {
  await db.delete(discussions).where(eq(discussions.id, id));
}

/** The title of what a discussion is under. */
export async function titleOf(db: Q, kind: 'article' | 'video', ref: number) {
  const t = kind === 'article' ? articles : videos;
  const [row] = await db.select({ title: t.title }).from(t).where(eq(t.id, ref));
  return row?.title ?? '';
}

/** My questions and answers, newest first, with the title of what they are under. */
export async function mine(db: Q, userId: number, role: 'question' | 'answer' | undefined, page: number, size: number) {
  const roleCond = role === 'question' ? sql`and d.parent_id is null` : role === 'answer' ? sql`and d.parent_id is not null` : sql``;
  const res = await db.execute(sql`
    select d.id, case when d.parent_id is null then 'question' else 'answer' end as role, d.body, d.kind,
      coalesce(d.article_id, d.video_id) as ref, coalesce(a.title, v.title, '') as title, q.body as question,
      (select count(*)::int from ${discussions} c where c.parent_id = d.id) as answers,
      d.created_at, count(*) over ()::int as total
    from ${discussions} d
      left join ${articles} a on a.id = d.article_id
      left join ${videos} v on v.id = d.video_id
      left join ${discussions} q on q.id = d.parent_id
    where d.user_id = ${userId} ${roleCond}
    order by d.created_at desc, d.id desc
    limit ${size} offset ${(page - 1) * size}`);
  return rows<{
    id: number;
    role: 'question' | 'answer';
    body: string;
    kind: 'article' | 'video';
    ref: number;
    title: string;
    question: string | null;
    answers: number;
    created_at: string | Date;
    total: number;
  }>(res);
}

export async function countMine(db: Q, userId: number, role: 'question' | 'answer' | undefined) {
  const roleCond = role === 'question' ? isNull(discussions.parentId) : role === 'answer' ? sql`${discussions.parentId} is not null` : undefined;
  const [r] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(discussions)
    .where(and(eq(discussions.userId, userId), roleCond));
  return r?.n ?? 0;
}
