import { and, count, countDistinct, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { reviewLogs, vocabulary } from '../../db/schema';
import { byUser, type ReportSource } from '../organizations/report-source';

/**
 * Words looked up (entries touched in the period: every lookup bumps its entry), saved, flip-card
 * reviews, and retention: the share of reviews not answered "again".
 */
export const vocabularyReportSource: ReportSource = {
  name: 'vocabulary',
  metrics: ['words_looked_up', 'words_saved', 'reviews', 'retention_pct'],
  mean: ['retention_pct'],
  async collect(db, userIds, from, to) {
    if (!userIds.length) return new Map();

    const [looked, saved, reviews] = await Promise.all([
      db
        .select({
          userId: vocabulary.userId,
          n: count(),
        })
        .from(vocabulary)
        .where(and(inArray(vocabulary.userId, userIds), gte(vocabulary.updatedAt, from), lt(vocabulary.updatedAt, to), sql`${vocabulary.lookupCount} > 0`))
        .groupBy(vocabulary.userId),
      db
        .select({ userId: vocabulary.userId, n: count() })
        .from(vocabulary)
        .where(and(inArray(vocabulary.userId, userIds), isNotNull(vocabulary.savedAt), gte(vocabulary.savedAt, from), lt(vocabulary.savedAt, to)))
        .groupBy(vocabulary.userId),
      db
        .select({ userId: reviewLogs.userId, n: count(), kept: sql<number>`count(*) filter (where ${reviewLogs.rating} <> 'again')`.mapWith(Number) })
        .from(reviewLogs)
        .where(and(inArray(reviewLogs.userId, userIds), gte(reviewLogs.reviewedAt, from), lt(reviewLogs.reviewedAt, to)))
        .groupBy(reviewLogs.userId),
    ]);
    const out = byUser(looked, (r) => ({ words_looked_up: r.n }));
    for (const r of saved) out.set(r.userId, { ...(out.get(r.userId) ?? {}), words_saved: r.n });
    for (const r of reviews) out.set(r.userId, { ...(out.get(r.userId) ?? {}), reviews: r.n, retention_pct: Math.round((100 * r.kept) / r.n) });
    return out;
  },
};

/**
 * "What the class does not yet know": the words these users looked up or saved while reading an
 * article (or watching a video), with how many of them did, most first.
 */
export async function wordsLookedUpIn(
  db: Parameters<ReportSource['collect']>[0],
  userIds: number[],
  source: { articleId?: number; videoId?: number },
  limit = 50,
) {
  if (!userIds.length) return [];
  const where =
    source.articleId !== undefined
      ? sql`${vocabulary.sourceArticleId} = ${String(source.articleId)}`
      : sql`${vocabulary.sourceVideoId} = ${String(source.videoId)}`;
  return db
    .select({
      key: vocabulary.key,
      text: sql<string>`min(${vocabulary.text})`,
      pronunciation: sql<string | null>`min(${vocabulary.pronunciation})`,
      meaning: sql<string | null>`min(${vocabulary.meaning})`,
      learners: countDistinct(vocabulary.userId),
    })
    .from(vocabulary)
    .where(and(inArray(vocabulary.userId, userIds), where))
    .groupBy(vocabulary.key)
    .orderBy(sql`count(distinct ${vocabulary.userId}) desc`, vocabulary.key)
    .limit(limit);
}

/** Which of these videos each user looked up a word in (the trace watching leaves today), since a time. */
export async function videosStudiedBy(db: Parameters<ReportSource['collect']>[0], userIds: number[], videoIds: number[], since: Date) {
  if (!userIds.length || !videoIds.length) return [];
  const rows = await db
    .selectDistinct({ userId: vocabulary.userId, videoId: vocabulary.sourceVideoId })
    .from(vocabulary)
    .where(and(inArray(vocabulary.userId, userIds), inArray(vocabulary.sourceVideoId, videoIds.map(String)), gte(vocabulary.createdAt, since)));
  return rows.map((r) => ({ userId: r.userId, videoId: Number(r.videoId) }));
}
