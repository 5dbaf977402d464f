import { asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { INT4_MAX } from '@lingbridge/contracts/common';
import type { Db } from '../../adapters/db';
import { articles, categories, videos } from '../../db/schema';
import { changesIn } from '../../db/patch';

type Q = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

/** Every category in menu order, with how many published articles each has. */
export async function listCategories(db: Q) {
  return db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      position: categories.position,
      articleCount: sql<number>`(select count(*)::int from "articles" a where a."category_id" = "reading_categories"."id" and a."status" = 'published')`,
    })
    .from(categories)
    .orderBy(asc(categories.position), asc(categories.id));
}

/** By id, or by name (any case) or slug. */
export async function findCategory(db: Q, key: number | string) {
  // An id no row can have (a query string's 99999999999999999999) is no category, not a database error.
  if (typeof key === 'number' && !(Number.isInteger(key) && key >= 1 && key <= INT4_MAX)) return null;
  const cond =
    typeof key === 'number' ? eq(categories.id, key) : or(ilike(categories.name, key.replace(/[\\%_]/g, '\\$&')), eq(categories.slug, key.toLowerCase()));
  const [row] = await db.select().from(categories).where(cond).limit(1);
  return row ?? null;
}

export async function categoriesByIds(db: Q, ids: number[]) {
  if (!ids.length) return [];
  return db.select().from(categories).where(inArray(categories.id, ids));
}

export async function insertCategory(db: Q, values: typeof categories.$inferInsert) {
  const [row] = await db.insert(categories).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateCategory(db: Q, id: number, values: Partial<typeof categories.$inferInsert>) {
  const set = changesIn(values);
  if (!set) return findCategory(db, id);
  const [row] = await db.update(categories).set(set).where(eq(categories.id, id)).returning();
  return row ?? null;
}

/** What still uses a category: articles (any status) and videos. */
export async function usesOfCategory(db: Q, id: number) {
  const [[a], [v]] = await Promise.all([
    db.select({ n: count() }).from(articles).where(eq(articles.categoryId, id)),
    db.select({ n: count() }).from(videos).where(eq(videos.categoryId, id)),
  ]);
  return { articles: a.n, videos: v.n };
}

export async function deleteCategory(db: Q, id: number) {
  await db.delete(categories).where(eq(categories.id, id));
}
