import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../adapters/db';
import { articles, vocabulary } from '../../../db/schema';

// A read-only view of reading's articles (decision 0096).

export async function articleTitle(db: Pick<Db, 'select'>, id: number) {
  const [row] = await db.select({ id: articles.id, title: articles.title, status: articles.status }).from(articles).where(eq(articles.id, id));
  return row && row.status === 'published' ? row : null;
}

/**
 * Per published article: its distinct words (dictionary keys of the annotated tokens) and how many
 * of them the learner never met — never looked up nor saved (decision 0098).
 */
export async function newWordCounts(db: Pick<Db, 'execute'>, userId: number, ids: number[]) {
  if (!ids.length) return [];
  const res = await db.execute(sql`
    with keys as (
      select distinct a.id, a.language, coalesce(t->>'key', lower(t->>'text')) as key
      from ${articles} a,
        jsonb_array_elements(a.annotated) p,
        jsonb_array_elements(p->'sentences') s,
        jsonb_array_elements(s->'tokens') t
      where a.id = any(${`{${ids.join(',')}}`}::int[]) and a.status = 'published' and (t->>'isWord')::boolean
    )
    select k.id as article_id, count(*)::int as words,
      count(*) filter (where not exists (
        select 1 from ${vocabulary} v where v.user_id = ${userId} and v.language = k.language and v.key = k.key
      ))::int as new_words
    from keys k group by k.id order by k.id`);
  return (res as unknown as { rows: { article_id: number; words: number; new_words: number }[] }).rows;
}
