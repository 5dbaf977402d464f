/** A paged list's answer (contracts' `paged`): the page's items, which page, how many pages (at least one) and how many rows in all. */
export const pageAnswer = <T>(items: T[], q: { page: number; size: number }, total: number) => ({
  items,
  page: q.page,
  pages: Math.max(1, Math.ceil(total / q.size)),
  total,
});
