import type { Category } from '@lingbridge/contracts/categories';
import type { CategoryRow } from '../../db/schema';

export type CategoryRef = Pick<CategoryRow, 'id' | 'name' | 'slug'>;

export function presentCategory(c: CategoryRow | (CategoryRef & { position: number; articleCount?: number })): Category {
  return { id: c.id, name: c.name, slug: c.slug, position: c.position, article_count: 'articleCount' in c ? (c.articleCount ?? 0) : 0 };
}
