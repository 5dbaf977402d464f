import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../adapters/db';
import { articles, magazines, type NewArticleRow } from '../../db/schema';
import { changesIn } from '../../db/patch';

type Q = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

// ---- Magazines ----

// Spelled out: inside a subquery Drizzle's column references would not be qualified.
const articleCountOf = sql<number>`(select count(*)::int from "articles" a where a."magazine_id" = "magazines"."id")`;

/** Issues newest first; `status` keeps only drafts or only published issues (all when left out). */
export async function listMagazines(db: Q, o: { status?: 'draft' | 'published'; page: number; size: number }) {
  const where = o.status ? eq(magazines.status, o.status) : undefined;
  const [items, [{ n }]] = await Promise.all([
    db
      .select({ magazine: magazines, articleCount: articleCountOf })
      .from(magazines)
      .where(where)
      .orderBy(desc(magazines.number))
      .limit(o.size)
      .offset((o.page - 1) * o.size),
    db.select({ n: count() }).from(magazines).where(where),
  ]);
  return { items, total: n };
}

export async function findMagazine(db: Q, id: number) {
  const [row] = await db.select({ magazine: magazines, articleCount: articleCountOf }).from(magazines).where(eq(magazines.id, id));
  return row ?? null;
}

/**
 * The issue's row, held until the transaction ends: a new cover reads the file it replaces here, so
 * of two uploads at once the second replaces the first's, not the same old one.
 */
export async function lockMagazine(tx: Q, id: number) {
  const [row] = await tx.select().from(magazines).where(eq(magazines.id, id)).for('update');
  return row ?? null;
}

export async function findMagazineByNumber(db: Q, number: number) {
  const [row] = await db.select().from(magazines).where(eq(magazines.number, number));
  return row ?? null;
}

export async function insertMagazine(db: Q, values: typeof magazines.$inferInsert) {
  const [row] = await db.insert(magazines).values(values).returning();
  return row;
}

export async function updateMagazine(db: Q, id: number, values: Partial<typeof magazines.$inferInsert>) {
  const set = changesIn(values);
  if (!set) return (await findMagazine(db, id))?.magazine ?? null;
  const [row] = await db
    .update(magazines)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(magazines.id, id))
    .returning();
  return row ?? null;
}

export async function deleteMagazine(db: Q, id: number) {
  await db.delete(magazines).where(eq(magazines.id, id));
}

// ---- Articles ----

export type ArticleFilter = {
  language?: string;
  categoryId?: number;
  level?: string;
  magazineId?: number;
  status?: 'draft' | 'published' | 'all';
  hasAudio?: boolean;
  /** Each inner list: the forms of one query word, any of which may match (AND across words). */
  words?: { exact: string[]; prefix: string[] }[];
  titleLike?: string;
};

const esc = (s: string) => s.replace(/[\\%_]/g, '\\$&');

function filterOf(f: ArticleFilter): SQL | undefined {
  const conds: (SQL | undefined)[] = [];
  if (f.status !== 'all') conds.push(eq(articles.status, f.status ?? 'published'));
  if (f.language) conds.push(eq(articles.language, f.language as 'Spanish'));
  if (f.categoryId) conds.push(eq(articles.categoryId, f.categoryId));
  if (f.level) conds.push(eq(articles.level, f.level as 'Beginner'));
  if (f.magazineId) conds.push(eq(articles.magazineId, f.magazineId));
  if (f.hasAudio !== undefined) conds.push(f.hasAudio ? isNotNull(articles.audioFileId) : isNull(articles.audioFileId));
  if (f.words?.length || f.titleLike) {
    const wordConds = (f.words ?? []).map((w) =>
      or(
        ...w.exact.map((x) => sql`${articles.searchText} like ${`% ${esc(x)} %`}`),
        ...w.prefix.map((x) => sql`${articles.searchText} like ${`% ${esc(x)}%`}`),
      ),
    );
    const byWords = wordConds.length ? and(...wordConds) : undefined;
    const byTitle = f.titleLike ? or(ilike(articles.title, `%${esc(f.titleLike)}%`), ilike(articles.titleEn, `%${esc(f.titleLike)}%`)) : undefined;
    conds.push(byWords && byTitle ? or(byWords, byTitle) : (byWords ?? byTitle));
  }
  return and(...conds);
}

/** Columns a list needs: never the body, annotations or answers. */
const summaryColumns = {
  id: articles.id,
  title: articles.title,
  titleEn: articles.titleEn,
  summary: articles.summary,
  language: articles.language,
  level: articles.level,
  categoryId: articles.categoryId,
  magazineId: articles.magazineId,
  coverFileId: articles.coverFileId,
  audioFileId: articles.audioFileId,
  isFree: articles.isFree,
  author: articles.author,
  status: articles.status,
  publishedAt: articles.publishedAt,
  wordCount: articles.wordCount,
  updatedAt: articles.updatedAt,
};
export async function listArticles(db: Q, f: ArticleFilter, page: number, size: number) {
  const where = filterOf(f);
  const [items, [{ n }]] = await Promise.all([
    db
      .select(summaryColumns)
      .from(articles)
      .where(where)
      .orderBy(desc(sql`coalesce(${articles.publishedAt}, ${articles.updatedAt})`), desc(articles.id))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ n: count() }).from(articles).where(where),
  ]);
  return { items, total: n };
}

export async function findArticle(db: Q, id: number) {
  const [row] = await db.select().from(articles).where(eq(articles.id, id));
  return row ?? null;
}

/**
 * The article's row, held until the transaction ends: a replacement of its recording or cover reads
 * the file it replaces here, so of two at once the second replaces the first's, not the same old one.
 */
export async function lockArticle(tx: Q, id: number) {
  const [row] = await tx.select().from(articles).where(eq(articles.id, id)).for('update');
  return row ?? null;
}

export async function insertArticle(db: Q, values: NewArticleRow) {
  const [row] = await db.insert(articles).values(values).returning();
  return row;
}

export async function updateArticle(db: Q, id: number, values: Partial<NewArticleRow>) {
  const set = changesIn(values);
  if (!set) return findArticle(db, id);
  const [row] = await db
    .update(articles)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(articles.id, id))
    .returning();
  return row ?? null;
}

export async function deleteArticle(db: Q, id: number) {
  await db.delete(articles).where(eq(articles.id, id));
}

export async function findArticleByTitle(db: Q, title: string) {
  const [row] = await db.select({ id: articles.id }).from(articles).where(eq(articles.title, title)).limit(1);
  return row ?? null;
}

export async function magazinesByIds(db: Q, ids: number[]) {
  if (!ids.length) return [];
  return db.select().from(magazines).where(inArray(magazines.id, ids));
}

export type ArticleSummaryRow = Awaited<ReturnType<typeof listArticles>>['items'][number];
