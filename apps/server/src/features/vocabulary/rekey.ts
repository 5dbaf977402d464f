import { SPANISH_LEMMA_VERSION } from '@lingbridge/language/spanish-data';
import { lookup } from '@lingbridge/language/lookup';
import type { LanguageCode } from '@lingbridge/language/types';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineJob } from '../../adapters/jobs';
import type { AppContext } from '../../context';
import { reviewLogs, vocabulary, type VocabularyRow } from '../../db/schema';

/**
 * Keeps saved words when the Spanish lemmatizer changes (decision lang-0005): an entry is keyed by
 * its lemma, so a word saved as "abuelo" when "abuela" was tapped would otherwise be stranded once
 * abuela is its own headword (the next tap would open a new, unsaved entry). Each entry written
 * before the current lemma version is keyed again from the form that was tapped; when the new key
 * already has an entry, the two are merged (saved if either was, the review card and history of
 * the saved one, lookups added up), so a change never splits or loses a saved word.
 */
export async function rekeyVocabulary(ctx: AppContext, batch = 200): Promise<{ checked: number; rekeyed: number; merged: number }> {
  let checked = 0;
  let rekeyed = 0;
  let merged = 0;
  let after = 0;
  for (;;) {
    const rows = await ctx.db
      .select()
      .from(vocabulary)
      .where(
        and(
          eq(vocabulary.language, 'Spanish'),
          gt(vocabulary.id, after),
          sql`coalesce(${vocabulary.details}->>'lemmaVersion', '') <> ${SPANISH_LEMMA_VERSION}`,
        ),
      )
      .orderBy(asc(vocabulary.id))
      .limit(batch);
    if (!rows.length) break;
    for (const row of rows) {
      checked++;
      const outcome = await rekeyOne(ctx, row);
      if (outcome === 'rekeyed') rekeyed++;
      if (outcome === 'merged') merged++;
    }
    after = rows[rows.length - 1].id;
  }
  return { checked, rekeyed, merged };
}

async function rekeyOne(ctx: AppContext, row: VocabularyRow): Promise<'same' | 'rekeyed' | 'merged'> {
  const details = (row.details ?? {}) as Record<string, unknown>;
  // Entries from before lang-0005 kept the first form tapped in `text`; later ones keep it in details.
  const surface = typeof details.surface === 'string' ? details.surface : row.text;
  const entry = lookup(surface, 'Spanish', row.targetLanguage as LanguageCode);
  const key = entry?.lemma ?? row.key;
  const stamped = { ...details, surface, lemmaVersion: SPANISH_LEMMA_VERSION, ...(entry ? { lemma: entry.lemma, form: entry.form } : {}) };
  return ctx.db.transaction(async (tx) => {
    if (key === row.key) {
      await tx.update(vocabulary).set({ details: stamped, text: key }).where(eq(vocabulary.id, row.id));
      return 'same';
    }
    const [other] = await tx
      .select()
      .from(vocabulary)
      .where(
        and(
          eq(vocabulary.userId, row.userId),
          eq(vocabulary.language, row.language),
          eq(vocabulary.targetLanguage, row.targetLanguage),
          eq(vocabulary.key, key),
        ),
      )
      .for('update')
      .limit(1);
    const fresh = { key, text: key, details: stamped, meaning: entry?.meaning ?? row.meaning, pronunciation: entry?.pronunciation ?? row.pronunciation };
    if (!other) {
      await tx.update(vocabulary).set(fresh).where(eq(vocabulary.id, row.id));
      return 'rekeyed';
    }
    // Merge into the entry that already has the new key; the saved one's card and history win.
    const keep = row.isSaved && !other.isSaved ? row : other;
    const examples = [...new Set([...asList(other.examples), ...asList(row.examples)])].slice(0, 5);
    await tx
      .update(vocabulary)
      .set({
        isSaved: row.isSaved || other.isSaved,
        savedAt: earliest(row.savedAt, other.savedAt),
        card: keep.card,
        dueAt: keep.dueAt,
        lookupCount: row.lookupCount + other.lookupCount,
        examples,
        updatedAt: row.updatedAt > other.updatedAt ? row.updatedAt : other.updatedAt,
      })
      .where(eq(vocabulary.id, other.id));
    await tx.update(reviewLogs).set({ vocabularyId: other.id }).where(eq(reviewLogs.vocabularyId, row.id));
    await tx.delete(vocabulary).where(eq(vocabulary.id, row.id));
    return 'merged';
  });
}

const asList = (x: unknown): string[] => (Array.isArray(x) ? x.filter((s): s is string => typeof s === 'string') : []);
const earliest = (a: Date | null, b: Date | null) => (a && b ? (a < b ? a : b) : (a ?? b));

/** Runs the rekeying once per lemma version, in the background after start-up (main.ts). */
export const rekeyVocabularyJob = defineJob({
  name: 'vocabulary.rekey',
  payload: z.object({ version: z.string() }),
  async handle(_p, ctx) {
    const r = await rekeyVocabulary(ctx);
    if (r.checked) ctx.log.info(r, 'vocabulary keyed by the current lemmas');
  },
});

/** Enqueues the rekeying of this lemma version (a no-op when it was already enqueued). */
export async function scheduleVocabularyRekey(ctx: AppContext) {
  await ctx.jobs.enqueue(rekeyVocabularyJob, { version: SPANISH_LEMMA_VERSION }, { dedupeKey: `vocabulary.rekey:${SPANISH_LEMMA_VERSION}` });
}
