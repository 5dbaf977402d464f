import { lookup, lookupInSentence, isSupportedPair } from '@lingbridge/language/lookup';
import { SPANISH_LEMMA_VERSION } from '@lingbridge/language/spanish-data';
import { newReviewCard, scheduleReview, type ReviewCard, type ReviewRating } from '@lingbridge/language/review';
import type { LanguageCode } from '@lingbridge/language/types';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import * as repo from './repo';
import { pageAnswer } from '../../db/page';

export interface LookupInput {
  text: string;
  from: LanguageCode;
  to: LanguageCode;
  videoId?: string | null;
  articleId?: string | null;
  sentence?: string;
}

const idOf = (v: string | number | null | undefined) => (v === null || v === undefined ? null : String(v));
export { idOf };

/**
 * Looks a word up in the in-memory dictionaries and records it in the user's history in one
 * statement; a word without an entry is recorded too and answers `meaning: null`.
 */
/**
 * Text as a reader meant it: compatibility forms folded (full-width ＨＯＬＡ is hola, a CJK
 * compatibility ideograph its unified one) and invisible format characters dropped (a zero-width
 * space copied with the word), so the same word is one entry in the notebook and the history.
 */
const asRead = (s: string) => s.normalize('NFKC').replace(/\p{Cf}/gu, '');

export async function lookUpWord(ctx: AppContext, user: UserRow, sent: LookupInput) {
  const input = { ...sent, text: asRead(sent.text), sentence: sent.sentence === undefined || sent.sentence === null ? sent.sentence : asRead(sent.sentence) };
  if (!input.text.trim()) throw new AppError(422, 'Field required', [{ path: 'body.text', message: 'Field required' }]);
  if (!isSupportedPair(input.from, input.to))
    throw new AppError(422, `Looking up ${input.from} words in ${input.to} is not supported`, [{ path: 'body.lang_to', message: 'Unsupported language pair' }]);
  // Read in the sentence it was met in: the reading or analysis of this occurrence (ha dado → dar).
  const sentence = input.sentence?.trim();
  const entry = sentence ? lookupInSentence(input.text, sentence, input.from, input.to) : lookup(input.text, input.from, input.to);
  const folded = input.from === 'Simplified_Chinese' ? input.text.trim() : input.text.trim().toLowerCase();
  const key = entry?.lemma ?? entry?.text ?? folded;
  // The headword is the dictionary form (ser for "Fue"); Chinese keeps the headword as found (traditional stays).
  const headword = input.from === 'Simplified_Chinese' ? (entry?.text ?? input.text.trim()) : key;
  return repo.upsertLookup(
    ctx.db,
    {
      userId: user.id,
      language: input.from,
      targetLanguage: input.to,
      key,
      text: headword,
      pronunciation: entry?.pronunciation ?? null,
      meaning: entry?.meaning ?? null,
      details: entry
        ? {
            lemma: entry.lemma,
            // The analysis of the form that was tapped, shown beside the headword.
            surface: input.text.trim(),
            ...(input.from === 'Spanish' ? { lemmaVersion: SPANISH_LEMMA_VERSION } : {}),
            form: entry.form,
            tones: entry.tones,
            hsk: entry.hsk ?? null,
            senses: entry.senses.slice(0, 12),
            traditional: entry.traditional,
            classifiers: entry.classifiers,
          }
        : {},
      sourceVideoId: input.videoId ?? null,
      sourceArticleId: input.articleId ?? null,
    },
    input.sentence?.trim() || undefined,
  );
}

/** Saving toggles: a save on a saved entry removes it (spec 01 §4 Vocabulary saving). */
export async function toggleSave(ctx: AppContext, user: UserRow, id: number) {
  const now = ctx.now();
  const row = await repo.toggleSaved(ctx.db, user.id, id, now, newReviewCard(now));
  if (!row) throw notFound('No vocabulary entry found');
  return row;
}

export async function listVocabulary(
  ctx: AppContext,
  user: UserRow,
  q: { page: number; size: number; learning_language?: string; is_saved?: boolean; q?: string },
) {
  const { items, total } = await repo.listEntries(ctx.db, user.id, {
    page: q.page,
    size: q.size,
    language: q.learning_language,
    isSaved: q.is_saved,
    q: q.q,
  });
  return pageAnswer(items, q, total);
}

export async function dueForReview(ctx: AppContext, user: UserRow, limit: number, language?: string) {
  return repo.dueEntries(ctx.db, user.id, ctx.now(), limit, language);
}

/** Grades one flip card and schedules its next review with FSRS. */
export async function reviewEntry(ctx: AppContext, user: UserRow, id: number, rating: ReviewRating) {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const row = await repo.findEntry(tx, user.id, id);
    if (!row) throw notFound('No vocabulary entry found');
    if (!row.isSaved) throw new AppError(409, 'Only saved words are reviewed: save the word first');
    const card = (row.card as ReviewCard | null) ?? newReviewCard(now);
    const next = scheduleReview(card, rating, now);
    await repo.insertReviewLog(tx, { userId: user.id, vocabularyId: id, rating, reviewedAt: now, log: next.log });
    return repo.updateEntry(tx, id, { card: next.card, dueAt: new Date(next.card.due) });
  });
}
