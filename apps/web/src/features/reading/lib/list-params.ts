import type { LearningLanguage } from '@lingbridge/contracts/common';
import type { ArticleListParams } from '../api/list-articles';
import { levelFromParam } from './names';

export const PAGE_SIZE = 12;

/** What the article list shows for a route (`/read`, `/category/…`, `/level/…`, `/ArticleSearch/…`). */
export function listParamsOf(params: { categoryName?: string; levelName?: string; id?: string }, search: URLSearchParams, language: LearningLanguage) {
  const category = params.categoryName ?? search.get('category');
  const level = levelFromParam(params.levelName ?? search.get('level') ?? undefined);
  const q = params.id ?? '';
  const page = Math.max(1, Number(search.get('page')) || 1);
  const articleLanguage = language === 'Spanish' ? 'Spanish' : 'Simplified_Chinese';
  const query: ArticleListParams = {
    learning_language: articleLanguage,
    category: category ?? undefined,
    level: level ?? undefined,
    q: q || undefined,
    page,
    size: PAGE_SIZE,
  };
  return { category, level, q, page, articleLanguage, query, showIssue: !q && page === 1 && !category && !level } as const;
}
