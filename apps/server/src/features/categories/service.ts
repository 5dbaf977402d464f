import { categorySlug, type categoryBody, type updateCategoryBody } from '@lingbridge/contracts/categories';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError, conflict, notFound } from '../../errors';
import { categoriesChanged } from './changes';
import { presentCategory } from './presenter';
import * as repo from './repo';

/**
 * Categories are shared by Read and Watch and owned here (docs/decisions/0081): reading files
 * articles under them, watch files videos; both ask this service, never the table.
 */
export async function listCategories(ctx: AppContext) {
  return (await repo.listCategories(ctx.db)).map(presentCategory);
}

/** A category by id, name or slug, or a 422 naming the field it came from. */
export async function resolveCategory(ctx: AppContext, key: number | string, path = 'body.category') {
  const row = await repo.findCategory(ctx.db, key);
  if (!row) throw new AppError(422, 'Unknown category', [{ path, message: 'Unknown category' }]);
  return row;
}

/** One category as the list shows it (with its article count), or 404. */
export async function getCategory(ctx: AppContext, id: number) {
  const found = (await listCategories(ctx)).find((c) => c.id === id);
  if (!found) throw notFound('Category not found');
  return found;
}

export const findCategory = (ctx: AppContext, key: number | string) => repo.findCategory(ctx.db, key);
export const categoriesByIds = (ctx: AppContext, ids: number[]) => repo.categoriesByIds(ctx.db, ids);

const TAKEN = 'A category with this name already exists';

/** The slug of a new name, or 422 when the name has no letter or digit to make one of. */
function slugOf(name: string) {
  const slug = categorySlug(name);
  if (!slug) throw new AppError(422, 'The name needs letters or digits', [{ path: 'body.name', message: 'Invalid name' }]);
  return slug;
}

/** A unique name or slug taken by a change that passed the check at the same moment (PostgreSQL's 23505). */
const isTaken = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

export async function createCategory(ctx: AppContext, b: z.output<typeof categoryBody>) {
  const slug = slugOf(b.name);
  const all = await repo.listCategories(ctx.db);
  const row = await repo.insertCategory(ctx.db, { name: b.name, slug, position: b.position ?? all.length });
  if (!row) throw conflict(TAKEN);
  await categoriesChanged(ctx);
  return presentCategory(row);
}

export async function updateCategory(ctx: AppContext, id: number, b: z.output<typeof updateCategoryBody>) {
  const values: { name?: string; slug?: string; position?: number } = { position: b.position };
  if (b.name !== undefined) {
    values.name = b.name;
    values.slug = slugOf(b.name);
    const other = await repo.findCategory(ctx.db, values.slug);
    if (other && other.id !== id) throw conflict(TAKEN);
  }
  const row = await repo.updateCategory(ctx.db, id, values).catch((err: unknown) => {
    if (isTaken(err)) throw conflict(TAKEN);
    throw err;
  });
  if (!row) throw notFound('Category not found');
  await categoriesChanged(ctx);
  // Answered as GET /category/{id} reads it: a renamed category keeps its articles (and their count).
  return getCategory(ctx, id);
}

/**
 * A category that still has articles cannot go: move them first. Videos only point at it (the
 * catalogue filter), so they lose the category with it, as the foreign key says.
 */
export async function deleteCategory(ctx: AppContext, id: number) {
  if (!(await repo.findCategory(ctx.db, id))) throw notFound('Category not found');
  const uses = await repo.usesOfCategory(ctx.db, id);
  if (uses.articles > 0) throw conflict(`This category still has ${uses.articles} article(s); move them to another category first`);
  await repo.deleteCategory(ctx.db, id);
  await categoriesChanged(ctx);
}
