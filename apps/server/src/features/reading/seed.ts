import { z } from 'zod';
import { defineJob } from '../../adapters/jobs';
import type { AppContext } from '../../context';
import { ES_ARTICLES } from '../../seed-content/reading/articles-es';
import { ZH_ARTICLES } from '../../seed-content/reading/articles-zh';
import { DEMO_MAGAZINES, type DemoArticle } from '../../seed-content/reading/types';
import { setArticleAudio } from './media-service';
import * as repo from './repo';
import { createArticle } from './service';
import { hasEspeak, synthesizeArticle } from './speech';
import type { AnnotatedParagraph } from './text';

const toBody = (a: DemoArticle, language: 'Simplified_Chinese' | 'Spanish', magazineId: number) => ({
  title: a.title,
  title_en: a.title_en,
  summary: a.summary,
  language,
  level: a.level,
  category: a.category,
  magazine_id: magazineId,
  paragraphs: a.paragraphs.map(([text, translation]) => ({ text, translation })),
  is_free: a.is_free,
  cloze: { items: a.cloze.map((text) => ({ text })), distractors: a.distractors },
  questions: a.questions.map(([prompt, options, answer]) => ({ prompt, options, answer, explanation: '' })),
  key_vocabulary: a.key_vocabulary,
  author: 'Lingbridge team',
  status: 'published' as const,
  published_at: null,
  sentence_timings: null,
});

/**
 * Queues the demo magazine (called by seedDemo at boot): the work runs as jobs after the server is
 * up, so starting is not held up by annotating twelve articles and recording them.
 */
export async function seedReading(ctx: AppContext) {
  await ctx.jobs.enqueue(seedReadingJob, {}, { dedupeKey: 'reading.seed-demo' });
}

export const recordDemoArticleJob = defineJob({
  name: 'reading.record-demo-article',
  payload: z.object({ articleId: z.number().int() }),
  maxAttempts: 2,
  async handle(p, ctx) {
    await recordDemoArticle(ctx, p.articleId);
  },
});

/** One demo article: created if missing, then recorded when espeak-ng is there. Small jobs keep shutdowns quick. */
export const seedDemoArticleJob = defineJob({
  name: 'reading.seed-demo-article',
  payload: z.object({ language: z.enum(['Simplified_Chinese', 'Spanish']), index: z.number().int().min(0) }),
  maxAttempts: 3,
  async handle(p, ctx) {
    const a = (p.language === 'Spanish' ? ES_ARTICLES : ZH_ARTICLES)[p.index];
    if (!a) return;
    const issues = await seedMagazines(ctx);
    const id = await seedArticle(ctx, a, p.language, issues);
    if (await hasEspeak()) await ctx.jobs.enqueue(recordDemoArticleJob, { articleId: id }, { dedupeKey: `reading.record-demo-article:${id}` });
  },
});

export const seedReadingJob = defineJob({
  name: 'reading.seed-demo',
  payload: z.object({}),
  maxAttempts: 3,
  async handle(_p, ctx) {
    await seedMagazines(ctx);
    for (const language of ['Simplified_Chinese', 'Spanish'] as const)
      for (let index = 0; index < (language === 'Spanish' ? ES_ARTICLES : ZH_ARTICLES).length; index++)
        await ctx.jobs.enqueue(seedDemoArticleJob, { language, index }, { dedupeKey: `reading.seed-demo-article:${language}:${index}` });
  },
});

export const readingJobs = [seedReadingJob, seedDemoArticleJob, recordDemoArticleJob];

/** With espeak-ng, a demo article without a recording gets a computer-voice one with exact sentence timings. */
export async function recordDemoArticle(ctx: AppContext, id: number) {
  const row = await repo.findArticle(ctx.db, id);
  if (!row || row.audioFileId) return;
  const { wav, timings } = await synthesizeArticle(row.annotated as AnnotatedParagraph[], row.language);
  await setArticleAudio(ctx, id, null, { bytes: wav, mime: 'audio/wav', ext: 'wav' }, { audioSynthetic: true, sentenceTimings: timings });
}

async function seedMagazines(ctx: AppContext) {
  const issues = new Map<number, number>();
  for (const m of DEMO_MAGAZINES) {
    const found = await repo.findMagazineByNumber(ctx.db, m.number);
    const row =
      found ?? (await repo.insertMagazine(ctx.db, { number: m.number, title: m.title, titleEn: m.title_en, issueDate: m.issue_date, status: 'published' }));
    issues.set(m.number, row.id);
  }
  return issues;
}

async function seedArticle(ctx: AppContext, a: DemoArticle, language: 'Simplified_Chinese' | 'Spanish', issues: Map<number, number>) {
  const existing = await repo.findArticleByTitle(ctx.db, a.title);
  return existing?.id ?? (await createArticle(ctx, null, toBody(a, language, issues.get(a.issue)!))).id;
}

/**
 * The demo magazine: two issues and twelve articles written by the team, at once (tests). Idempotent
 * (by issue number and title). Returns the ids of the demo articles.
 */
export async function seedReadingNow(ctx: AppContext) {
  const issues = await seedMagazines(ctx);
  const ids: number[] = [];
  for (const a of ZH_ARTICLES) ids.push(await seedArticle(ctx, a, 'Simplified_Chinese', issues));
  for (const a of ES_ARTICLES) ids.push(await seedArticle(ctx, a, 'Spanish', issues));
  return ids;
}
