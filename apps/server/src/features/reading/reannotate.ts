import { ANNOTATION_VERSION } from '@lingbridge/language/annotate';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineJob } from '../../adapters/jobs';
import type { AppContext } from '../../context';
import { articles } from '../../db/schema';
import { annotateParagraphs, buildSearchText, countWords } from './text';
import { articleListsChanged } from './list-cache';

/**
 * Articles keep their annotated sentences (decision 0030), so a better segmentation or reading in
 * the language core reaches stored articles only when they are derived again: once per
 * ANNOTATION_VERSION, every article's tokens, word count and search text are recomputed from its
 * paragraphs (the sentences, and so the audio timings, do not change: only their tokens do).
 */
export async function reannotateArticles(ctx: AppContext, batch = 50): Promise<number> {
  let after = 0;
  let done = 0;
  for (;;) {
    const rows = await ctx.db
      .select({
        id: articles.id,
        title: articles.title,
        titleEn: articles.titleEn,
        summary: articles.summary,
        language: articles.language,
        paragraphs: articles.paragraphs,
        updatedAt: articles.updatedAt,
      })
      .from(articles)
      .where(gt(articles.id, after))
      .orderBy(asc(articles.id))
      .limit(batch);
    if (!rows.length) {
      if (done) await articleListsChanged(ctx); // word counts may have changed
      return done;
    }
    for (const a of rows) {
      const annotated = annotateParagraphs(a.paragraphs, a.language);
      await ctx.db
        .update(articles)
        .set({ annotated, wordCount: countWords(annotated, a.language), searchText: buildSearchText(a) })
        // An editor's save in the meantime derived its own annotation from newer text: keep that one.
        // (JavaScript dates hold milliseconds, the column microseconds: compare within a millisecond.)
        .where(and(eq(articles.id, a.id), sql`abs(extract(epoch from ${articles.updatedAt} - ${a.updatedAt.toISOString()}::timestamptz)) < 0.001`));
      done++;
    }
    after = rows[rows.length - 1].id;
  }
}

export const reannotateArticlesJob = defineJob({
  name: 'reading.reannotate',
  payload: z.object({ version: z.string() }),
  async handle(_p, ctx) {
    const n = await reannotateArticles(ctx);
    if (n) ctx.log.info({ articles: n }, 'articles annotated again with the current language core');
  },
});

/** Enqueues the re-annotation for this version of the language core (once: deduplicated per version). */
export async function scheduleArticleReannotation(ctx: AppContext) {
  await ctx.jobs.enqueue(reannotateArticlesJob, { version: ANNOTATION_VERSION }, { dedupeKey: `reading.reannotate:${ANNOTATION_VERSION}` });
}
