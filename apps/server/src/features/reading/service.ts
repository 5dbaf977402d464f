import type { z } from 'zod';
import type { AccessState, articleListQuery, createArticleBody, updateArticleBody } from '@lingbridge/contracts/reading';
import { annotate } from '@lingbridge/language/annotate';
import type { AppContext } from '../../context';
import type { ArticleRow, NewArticleRow } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { recordEvent } from '../../events/record-event';
import { currentAccess, freeUsePicture, peekAccess, requireOpen, unlockAccess } from './access';
import { articleAudioTimed } from './domain-events';
import { discardFiles } from '../../files/store';
import { articleListCache, articleListsChanged } from './list-cache';
import { signedAudioUrl } from './media-service';
import { isEditor, readingPolicy, type ReadingActor } from './policy';
import { presentDetail, presentSource, presentSummary } from './presenter';
import { categoriesByIds, resolveCategory } from '../categories/service';
import * as repo from './repo';
import { annotateParagraphs, buildSearchText, countWords, fold } from './text';
import { pageAnswer } from '../../db/page';

type CreateBody = z.output<typeof createArticleBody>;
type UpdateBody = z.output<typeof updateArticleBody>;
type ListQuery = z.output<typeof articleListQuery>;

const invalid = (path: string, message: string) => new AppError(422, message, [{ path: `body.${path}`, message }]);

async function checkMagazine(ctx: AppContext, id: number | null | undefined) {
  if (id && !(await repo.findMagazine(ctx.db, id))) throw invalid('magazine_id', 'Unknown magazine issue');
}

/** Everything derived from the text: annotated sentences, word count, search text. */
function derive(a: Pick<ArticleRow, 'title' | 'titleEn' | 'summary' | 'language' | 'paragraphs'>) {
  const annotated = annotateParagraphs(a.paragraphs, a.language);
  return { annotated, wordCount: countWords(annotated, a.language), searchText: buildSearchText(a) };
}

function checkTimings(timings: unknown[] | null | undefined, annotated: { sentences: unknown[] }[]) {
  if (!timings) return;
  const sentences = annotated.reduce((n, p) => n + p.sentences.length, 0);
  if (timings.length > sentences) throw invalid('sentence_timings', `The article has ${sentences} sentences; got ${timings.length} timings`);
}

export async function createArticle(ctx: AppContext, actor: ReadingActor, b: CreateBody) {
  const cat = await resolveCategory(ctx, b.category);
  await checkMagazine(ctx, b.magazine_id);
  const base = { title: b.title, titleEn: b.title_en, summary: b.summary, language: b.language, paragraphs: b.paragraphs };
  const d = derive(base);
  checkTimings(b.sentence_timings, d.annotated);
  const row = await repo.insertArticle(ctx.db, {
    ...base,
    ...d,
    level: b.level,
    categoryId: cat.id,
    magazineId: b.magazine_id ?? null,
    isFree: b.is_free,
    cloze: b.cloze ?? { items: [], distractors: [] },
    questions: b.questions,
    keyVocabulary: b.key_vocabulary,
    author: b.author,
    status: b.status,
    publishedAt: b.status === 'published' ? (b.published_at ? new Date(b.published_at) : ctx.now()) : null,
    sentenceTimings: b.sentence_timings ?? null,
    createdBy: actor?.id ?? null,
  });
  await articleListsChanged(ctx);
  return row;
}

export async function updateArticle(ctx: AppContext, id: number, b: UpdateBody) {
  const current = await repo.findArticle(ctx.db, id);
  if (!current) throw notFound('Article not found');
  const patch: Partial<NewArticleRow> = {};
  if (b.category !== undefined) patch.categoryId = (await resolveCategory(ctx, b.category)).id;
  if (b.magazine_id !== undefined) {
    await checkMagazine(ctx, b.magazine_id);
    patch.magazineId = b.magazine_id;
  }
  if (b.title !== undefined) patch.title = b.title;
  if (b.title_en !== undefined) patch.titleEn = b.title_en;
  if (b.summary !== undefined) patch.summary = b.summary;
  if (b.language !== undefined) patch.language = b.language;
  if (b.level !== undefined) patch.level = b.level;
  if (b.paragraphs !== undefined) patch.paragraphs = b.paragraphs;
  if (b.is_free !== undefined) patch.isFree = b.is_free;
  if (b.cloze !== undefined) patch.cloze = b.cloze;
  if (b.questions !== undefined) patch.questions = b.questions;
  if (b.key_vocabulary !== undefined) patch.keyVocabulary = b.key_vocabulary;
  if (b.author !== undefined) patch.author = b.author;
  if (b.sentence_timings !== undefined) patch.sentenceTimings = b.sentence_timings;
  if (b.status !== undefined) {
    patch.status = b.status;
    if (b.status === 'published' && !current.publishedAt) patch.publishedAt = ctx.now();
  }
  if (b.published_at !== undefined) patch.publishedAt = b.published_at ? new Date(b.published_at) : null;
  const next = { ...current, ...patch } as ArticleRow;
  const textChanged = ['title', 'titleEn', 'summary', 'language', 'paragraphs'].some((k) => k in patch);
  if (textChanged) Object.assign(patch, derive(next));
  checkTimings(next.sentenceTimings, (patch.annotated ?? current.annotated) as { sentences: unknown[] }[]);
  // Editing quiz questions makes unfinished attempts meaningless; they are simply restarted later.
  const row = (await repo.updateArticle(ctx.db, id, patch))!;
  await articleListsChanged(ctx);
  if (row.audioFileId && row.sentenceTimings?.length && ('sentenceTimings' in patch || textChanged))
    await recordEvent(ctx.db, articleAudioTimed, { articleId: id });
  return row;
}

export async function deleteArticle(ctx: AppContext, id: number) {
  // The files dropped are the ones the row names with the row locked: an upload that linked its file
  // meanwhile (a new recording or cover) has its file dropped too, not left stored with nothing naming it.
  const row = await ctx.db.transaction(async (tx) => {
    const locked = await repo.lockArticle(tx, id);
    if (!locked) throw notFound('Article not found');
    await repo.deleteArticle(tx, id);
    return locked;
  });
  await articleListsChanged(ctx);
  await discardFiles(ctx, [row.audioFileId, row.coverFileId]);
}

/** Categories and issues of some articles, fetched once for a page of them. */
export async function lookupsFor(ctx: AppContext, rows: { categoryId: number; magazineId: number | null }[]) {
  const [cats, mags] = await Promise.all([
    categoriesByIds(ctx, [...new Set(rows.map((r) => r.categoryId))]),
    repo.magazinesByIds(ctx.db, [...new Set(rows.map((r) => r.magazineId).filter((x): x is number => !!x))]),
  ]);
  return { categories: new Map(cats.map((c) => [c.id, c])), magazines: new Map(mags.map((m) => [m.id, m])) };
}

type ReadingLookups = Awaited<ReturnType<typeof lookupsFor>>;

/** What an asker may see of them: an issue still in draft is named to editors only. */
const lookupsShownTo = (actor: ReadingActor, lk: ReadingLookups): ReadingLookups =>
  isEditor(actor) ? lk : { ...lk, magazines: new Map([...lk.magazines].filter(([, m]) => m.status === 'published')) };

/**
 * A search query as words: Chinese segmented as the articles are (图书馆 stays one word), other
 * languages by word with their dictionary form; accents and case are ignored.
 */
export function queryWords(q: string, language?: string) {
  const hasHan = /\p{Script=Han}/u.test(q);
  const lang = hasHan ? 'Simplified_Chinese' : language === 'Simplified_Chinese' ? 'English' : ((language as 'Spanish') ?? 'Spanish');
  const words: { exact: string[]; prefix: string[] }[] = [];
  for (const t of annotate(q, lang)) {
    if (!t.isWord) continue;
    const form = fold(t.text);
    if (/\p{Script=Han}/u.test(form)) words.push({ exact: [form], prefix: [] });
    else words.push({ exact: t.key ? [fold(t.key)] : [], prefix: [form] });
  }
  return words.slice(0, 8);
}

export async function listArticlesPage(ctx: AppContext, actor: ReadingActor, q: ListQuery) {
  const editor = isEditor(actor);
  let categoryId: number | undefined;
  if (q.category) categoryId = (await resolveCategory(ctx, /^\d+$/.test(q.category) ? Number(q.category) : q.category, 'querystring.category')).id;
  const filter: repo.ArticleFilter = {
    language: q.learning_language,
    categoryId,
    level: q.level,
    magazineId: q.magazine_id,
    status: editor ? (q.status ?? 'published') : 'published',
    hasAudio: editor ? q.has_audio : undefined,
  };
  if (q.q) {
    filter.words = queryWords(q.q, q.learning_language);
    filter.titleLike = q.q;
  }
  // The same for every asker with this filter: kept until an article, category or issue changes.
  const key = JSON.stringify([filter, q.page, q.size]);
  const [{ items, total, lk }, picture] = await Promise.all([
    articleListCache(ctx).get(key, async () => {
      const page = await repo.listArticles(ctx.db, filter, q.page, q.size);
      return { ...page, lk: await lookupsFor(ctx, page.items) };
    }),
    freeUsePicture(ctx, actor),
  ]);
  const shown = lookupsShownTo(actor, lk);
  return pageAnswer(
    items.map((a) => presentSummary(a, shown, peekAccess(actor, a, picture.unlocked, picture.usesLeft).state === 'locked')),
    q,
    total,
  );
}

/** An article a reader may know about: published, or any state for editors; 404 otherwise. */
export async function visibleArticle(ctx: AppContext, actor: ReadingActor, id: number) {
  const row = await repo.findArticle(ctx.db, id);
  if (!row || (row.status !== 'published' && !isEditor(actor))) throw notFound('Article not found');
  return row;
}

/** The reader's article: the text when open, else the teaser; reading never spends a free use. */
export async function readArticle(ctx: AppContext, actor: ReadingActor, id: number) {
  const row = await visibleArticle(ctx, actor, id);
  return detailOf(ctx, actor, row, await currentAccess(ctx, actor, row));
}

/** The learner chose to spend a free use on this article (decision 0066): answers it open. */
export async function unlockArticle(ctx: AppContext, actor: ReadingActor, id: number) {
  const row = await visibleArticle(ctx, actor, id);
  return detailOf(ctx, actor, row, await unlockAccess(ctx, actor, row));
}

async function detailOf(ctx: AppContext, actor: ReadingActor, row: ArticleRow, access: AccessState) {
  const lk = lookupsShownTo(actor, await lookupsFor(ctx, [row]));
  // What the asker may do with it, as the policy answers it, so the reader offers "Edit" to editors.
  const abilities = readingPolicy.editArticles(actor) ? (['edit'] as const) : [];
  return presentDetail(row, lk, access, row.audioFileId ? signedAudioUrl(ctx, row.id, row.audioFileId) : null, [...abilities]);
}

/** The editor's view: the reader's article plus the source as written (routes check the editor). */
export async function readSource(ctx: AppContext, editor: ReadingActor, id: number) {
  const row = await repo.findArticle(ctx.db, id);
  if (!row) throw notFound('Article not found');
  const lk = await lookupsFor(ctx, [row]);
  const access = { state: 'open', reason: 'editor', free_uses_left: null } as const;
  return presentSource(row, lk, access, row.audioFileId ? signedAudioUrl(ctx, row.id, row.audioFileId) : null);
}

/**
 * A published article the asker may read in full now, for what is built on its text (downloads, its
 * cloze and quiz); nothing here spends a free use (decision 0066).
 */
export async function openArticle(ctx: AppContext, actor: ReadingActor, id: number) {
  const row = await visibleArticle(ctx, actor, id);
  await requireOpen(ctx, actor, row);
  return row;
}
