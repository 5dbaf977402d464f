import { CATEGORIES, categorySlug, LEVELS } from '@lingbridge/contracts/constants';

export type LevelName = (typeof LEVELS)[number];

/** A level from a route (`/level/beginner`, `/level/Beginner`, `/level/1`), or null. */
export function levelFromParam(v: string | undefined): LevelName | null {
  if (!v) return null;
  if (/^[1-3]$/.test(v)) return LEVELS[Number(v) - 1];
  return LEVELS.find((l) => l.toLowerCase() === v.toLowerCase()) ?? null;
}

/** The slug a category route uses (`/category/food-and-healthy-living`); names are accepted too. */
export const categoryPath = (name: string) => `/category/${categorySlug(name)}`;
export const levelPath = (level: string) => `/level/${level}`;

/** Interface key of a category name of the spec (`categories.food-and-healthy-living`), else the name. */
export const categoryKey = (name: string) => ((CATEGORIES as readonly string[]).includes(name) ? `categories.${categorySlug(name)}` : null);

export const articlePath = (a: { id: number; is_free: boolean }) => (a.is_free ? `/free-article/${a.id}` : `/article/${a.id}`);

/**
 * The issue's own title (in the languages it teaches, "夏天号 · Verano"); its English title only
 * when the interface is English. A Chinese or Spanish reader was shown "Summer issue".
 */
export function issueTitle(issue: { title: string; title_en?: string | null }, interfaceLanguage: string) {
  return interfaceLanguage.startsWith('en') && issue.title_en ? issue.title_en : issue.title;
}
