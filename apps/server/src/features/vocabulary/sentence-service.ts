import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { notFound } from '../../errors';
import { visibleArticle } from '../reading/service';
import * as repo from './repo';
import { idOf } from './service';
import { pageAnswer } from '../../db/page';

export interface SentenceInput {
  transcript_id?: string | number | null;
  video_id?: string | number | null;
  article_id?: string | number | null;
  en_text: string;
  zh_text: string;
  foreign_text: string;
  language: string;
}

/** The letters of a line without punctuation and spaces: 我去图书馆。 and 我 去 图书馆 are one sentence. */
const lettersOf = (text: string) => text.normalize('NFC').replace(/[\p{P}\p{S}\s]/gu, '');

/**
 * Saves a sentence from a transcript or an article; saving the same one again answers it. The
 * sentence is stored once (decision 0068): a `zh_text` that is only the foreign line again (its
 * words joined, the punctuation dropped) is not kept beside it.
 */
export async function saveSentence(ctx: AppContext, user: UserRow, s: SentenceInput) {
  // A sentence from an article points at one the learner can see (404 Article not found otherwise).
  if (s.article_id !== null && s.article_id !== undefined) await visibleArticle(ctx, user, Number(s.article_id));
  const sameLine = s.zh_text && s.foreign_text && lettersOf(s.zh_text) === lettersOf(s.foreign_text);
  return repo.insertSentence(ctx.db, {
    userId: user.id,
    language: s.language,
    enText: s.en_text,
    zhText: sameLine ? '' : s.zh_text,
    foreignText: s.foreign_text,
    videoId: idOf(s.video_id),
    articleId: idOf(s.article_id),
    transcriptId: idOf(s.transcript_id),
  });
}

export async function setSentenceClicks(ctx: AppContext, user: UserRow, id: number, clickCount: number) {
  const row = await repo.updateSentence(ctx.db, user.id, id, clickCount);
  if (!row) throw notFound('No sentence found');
  return row;
}

export async function removeSentence(ctx: AppContext, user: UserRow, id: number) {
  if (!(await repo.deleteSentence(ctx.db, user.id, id))) throw notFound('No sentence found');
}

/** Which saved sentences to list: a learning language, or those of one article or video (the reader marks them). */
export type SentenceFilter = { language?: string; articleId?: string; videoId?: string };

export async function listSentencesPage(ctx: AppContext, user: UserRow, page: number, size: number, filter: SentenceFilter = {}) {
  const { items, total } = await repo.listSentences(ctx.db, user.id, page, size, filter);
  return pageAnswer(items, { page, size }, total);
}
