import { and, count, desc, eq, ilike, isNotNull, isNull, lte, or, sql, asc } from 'drizzle-orm';
import type { Db, Tx } from '../../adapters/db';
import { reviewLogs, sentences, vocabulary, type VocabularyRow } from '../../db/schema';
import { changesIn } from '../../db/patch';

type Q = Db | Tx;
export type NewVocabulary = typeof vocabulary.$inferInsert;

/**
 * Records one lookup: inserts the entry or bumps its count and time, in one statement, so two
 * lookups at once count twice and never create two rows.
 */
export async function upsertLookup(db: Q, v: NewVocabulary, example?: string) {
  const [row] = await db
    .insert(vocabulary)
    .values({ ...v, lookupCount: 1, examples: example ? [example] : [] })
    .onConflictDoUpdate({
      target: [vocabulary.userId, vocabulary.language, vocabulary.targetLanguage, vocabulary.key],
      set: {
        lookupCount: sql`${vocabulary.lookupCount} + 1`,
        updatedAt: sql`now()`,
        text: sql`excluded.text`,
        pronunciation: sql`excluded.pronunciation`,
        meaning: sql`excluded.meaning`,
        details: sql`excluded.details`,
        // Keep up to five distinct example sentences, newest first.
        examples: example
          ? sql`jsonb_path_query_array(case when ${vocabulary.examples} @> ${JSON.stringify([example])}::jsonb then ${vocabulary.examples} else ${JSON.stringify([example])}::jsonb || ${vocabulary.examples} end, '$[0 to 4]')`
          : vocabulary.examples,
      },
    })
    .returning();
  return row;
}

export const findEntry = async (db: Q, userId: number, id: number) =>
  (
    await db
      .select()
      .from(vocabulary)
      .where(and(eq(vocabulary.id, id), eq(vocabulary.userId, userId)))
      .limit(1)
  )[0] ?? null;

export async function updateEntry(db: Q, id: number, values: Partial<NewVocabulary>) {
  const set = changesIn(values);
  if (!set) return (await db.select().from(vocabulary).where(eq(vocabulary.id, id)))[0];
  const [row] = await db.update(vocabulary).set(set).where(eq(vocabulary.id, id)).returning();
  return row;
}

/** Atomically flips the saved mark; answers the new row. */
export async function toggleSaved(db: Q, userId: number, id: number, now: Date, newCard: unknown) {
  const [row] = await db
    .update(vocabulary)
    .set({
      isSaved: sql`not ${vocabulary.isSaved}`,
      savedAt: sql`case when ${vocabulary.isSaved} then null else ${now.toISOString()}::timestamptz end`,
      // A word saved for the first time is due for review at once.
      card: sql`case when ${vocabulary.isSaved} or ${vocabulary.card} is not null then ${vocabulary.card} else ${JSON.stringify(newCard)}::jsonb end`,
      dueAt: sql`case when ${vocabulary.isSaved} then ${vocabulary.dueAt} when ${vocabulary.card} is null then ${now.toISOString()}::timestamptz else ${vocabulary.dueAt} end`,
      // Saving a word again brings it back from the archive (/user/archived) into the notebook.
      archivedAt: sql`case when ${vocabulary.isSaved} then ${vocabulary.archivedAt} else null end`,
      // The database's clock, as lookups use (upsertLookup): the app's clock is a millisecond
      // coarser, so a save right after a lookup could sort before it in the history.
      updatedAt: sql`now()`,
    })
    .where(and(eq(vocabulary.id, id), eq(vocabulary.userId, userId)))
    .returning();
  return row ?? null;
}

export async function listEntries(db: Q, userId: number, opts: { page: number; size: number; language?: string; isSaved?: boolean; q?: string }) {
  const conds = [eq(vocabulary.userId, userId)];
  if (opts.language) conds.push(eq(vocabulary.language, opts.language));
  if (opts.isSaved !== undefined) conds.push(eq(vocabulary.isSaved, opts.isSaved));
  // The notebook leaves out words the learner archived (/user/archived); the lookup history keeps them.
  if (opts.isSaved) conds.push(isNull(vocabulary.archivedAt));
  if (opts.q) {
    const like = `%${opts.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const conds_ = [ilike(vocabulary.text, like), ilike(vocabulary.key, like), ilike(vocabulary.meaning, like)];
    // Pinyin typed without tones or spaces finds the word: "xihuan", "xi huan", "xi3huan1" → 喜欢 xǐ huan.
    const pinyin = foldPinyin(opts.q);
    if (pinyin) conds_.push(sql`replace(translate(lower(coalesce(${vocabulary.pronunciation}, '')), ${TONED}, ${PLAIN}), ' ', '') like ${`%${pinyin}%`}`);
    conds.push(or(...conds_)!);
  }
  const where = and(...conds);
  const [{ total }] = await db.select({ total: count() }).from(vocabulary).where(where);
  const items = await db
    .select()
    .from(vocabulary)
    .where(where)
    .orderBy(desc(opts.isSaved ? vocabulary.savedAt : vocabulary.updatedAt), desc(vocabulary.id))
    .limit(opts.size)
    .offset((opts.page - 1) * opts.size);
  return { items, total };
}

const TONED = 'āáǎàēéěèīíǐìōóǒòūúǔùǖǘǚǜüv';
const PLAIN = 'aaaaeeeeiiiioooouuuuuuuuuu';

/** A search folded like the stored pinyin: lowercase, no tone marks or numbers, no spaces, ü/v as u; null unless it is Latin letters. */
export function foldPinyin(q: string): string | null {
  const folded = [...q.toLowerCase()]
    .map((c) => (TONED.includes(c) ? PLAIN[TONED.indexOf(c)] : c))
    .join('')
    .replace(/[\s1-5']/g, '');
  return /^[a-z]+$/.test(folded) ? folded : null;
}

export async function dueEntries(db: Q, userId: number, now: Date, limit: number, language?: string) {
  const where = and(
    eq(vocabulary.userId, userId),
    eq(vocabulary.isSaved, true),
    isNull(vocabulary.archivedAt),
    isNotNull(vocabulary.dueAt),
    lte(vocabulary.dueAt, now),
    language ? eq(vocabulary.language, language) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(vocabulary).where(where);
  const items = await db.select().from(vocabulary).where(where).orderBy(asc(vocabulary.dueAt)).limit(limit);
  return { items, total };
}

export async function insertReviewLog(db: Q, v: typeof reviewLogs.$inferInsert) {
  await db.insert(reviewLogs).values(v);
}

export type SentenceInsert = typeof sentences.$inferInsert;

/**
 * Saves a sentence once per user and source: saving it again answers the saved one. The look and
 * the insert run under the user's lock, so two saves at once (a double click, two tabs) store one.
 */
export async function insertSentence(db: Db, v: SentenceInsert) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7404, ${v.userId})`);
    return insertSentenceOnce(tx, v);
  });
}

async function insertSentenceOnce(db: Q, v: SentenceInsert) {
  const existing = await db
    .select()
    .from(sentences)
    .where(
      and(
        eq(sentences.userId, v.userId),
        eq(sentences.foreignText, v.foreignText ?? ''),
        eq(sentences.enText, v.enText ?? ''),
        v.videoId ? eq(sentences.videoId, v.videoId) : sql`${sentences.videoId} is null`,
        v.articleId ? eq(sentences.articleId, v.articleId) : sql`${sentences.articleId} is null`,
      ),
    )
    .limit(1);
  if (existing[0]) return { row: existing[0], created: false };
  const [row] = await db.insert(sentences).values(v).returning();
  return { row, created: true };
}

export const findSentence = async (db: Q, userId: number, id: number) =>
  (
    await db
      .select()
      .from(sentences)
      .where(and(eq(sentences.id, id), eq(sentences.userId, userId)))
      .limit(1)
  )[0] ?? null;

export async function updateSentence(db: Q, userId: number, id: number, clickCount: number) {
  const [row] = await db
    .update(sentences)
    .set({ clickCount })
    .where(and(eq(sentences.id, id), eq(sentences.userId, userId)))
    .returning();
  return row ?? null;
}

export async function deleteSentence(db: Q, userId: number, id: number) {
  const rows = await db
    .delete(sentences)
    .where(and(eq(sentences.id, id), eq(sentences.userId, userId)))
    .returning({ id: sentences.id });
  return rows.length > 0;
}

export async function listSentences(db: Q, userId: number, page: number, size: number, f: { language?: string; articleId?: string; videoId?: string }) {
  const where = and(
    eq(sentences.userId, userId),
    f.language ? eq(sentences.language, f.language) : undefined,
    f.articleId ? eq(sentences.articleId, f.articleId) : undefined,
    f.videoId ? eq(sentences.videoId, f.videoId) : undefined,
  );
  const [{ total }] = await db.select({ total: count() }).from(sentences).where(where);
  const items = await db
    .select()
    .from(sentences)
    .where(where)
    .orderBy(desc(sentences.createdAt), desc(sentences.id))
    .limit(size)
    .offset((page - 1) * size);
  return { items, total };
}

export type { VocabularyRow };
