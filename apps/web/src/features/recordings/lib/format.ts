/** m:ss of a number of seconds (the recorder's timer, moments of a recording). */
export function clock(seconds: number) {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Recordings grouped by article, in the order the list gives them (newest first). */
export function byArticle<T extends { article_id: number; article_title: string }>(items: T[]) {
  const groups = new Map<number, { articleId: number; title: string; items: T[] }>();
  for (const r of items) {
    const g = groups.get(r.article_id) ?? { articleId: r.article_id, title: r.article_title, items: [] };
    g.items.push(r);
    groups.set(r.article_id, g);
  }
  return [...groups.values()];
}

/** The names the pager's controls are read by (recordings.json `pager`). */
export const pagerLabels = (t: (key: string, opts?: { n: number }) => string) => ({
  first: t('pager.first'),
  previous: t('pager.previous'),
  next: t('pager.next'),
  last: t('pager.last'),
  page: (n: number) => t('pager.page', { n }),
});
