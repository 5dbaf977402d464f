import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { Db, Tx } from '../../adapters/db';
import { articles, debateArticles, debateVideos, videos } from '../../db/schema';

type Q = Db | Tx;

// The articles and videos an event links to (its materials).

export async function materialArticles(db: Q, debateIds: number[]) {
  if (!debateIds.length) return [];
  return db
    .select({ debateId: debateArticles.debateId, id: articles.id, title: articles.title, level: articles.level, language: articles.language })
    .from(debateArticles)
    .innerJoin(articles, eq(articles.id, debateArticles.articleId))
    .where(inArray(debateArticles.debateId, debateIds))
    .orderBy(asc(debateArticles.createdAt));
}

export async function materialVideos(db: Q, debateIds: number[]) {
  if (!debateIds.length) return [];
  return db
    .select({ debateId: debateVideos.debateId, id: videos.id, title: videos.title, language: videos.language })
    .from(debateVideos)
    .innerJoin(videos, eq(videos.id, debateVideos.videoId))
    .where(inArray(debateVideos.debateId, debateIds))
    .orderBy(asc(debateVideos.createdAt));
}

/** Published articles only: an event's readers open it in Read. */
export const findPublishedArticle = async (db: Q, id: number) =>
  (
    await db
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.id, id), eq(articles.status, 'published')))
      .limit(1)
  )[0] ?? null;

/** A finished video that is public, or the initiator's own. */
export const findUsableVideo = async (db: Q, id: number, ownerId: number) =>
  (
    await db
      .select({ id: videos.id })
      .from(videos)
      .where(and(eq(videos.id, id), eq(videos.status, 'success'), or(eq(videos.isPublic, true), eq(videos.ownerId, ownerId))))
      .limit(1)
  )[0] ?? null;

export async function addArticle(db: Q, debateId: number, articleId: number) {
  await db.insert(debateArticles).values({ debateId, articleId }).onConflictDoNothing();
}
export async function removeArticle(db: Q, debateId: number, articleId: number) {
  await db.delete(debateArticles).where(and(eq(debateArticles.debateId, debateId), eq(debateArticles.articleId, articleId)));
}
export async function addVideo(db: Q, debateId: number, videoId: number) {
  await db.insert(debateVideos).values({ debateId, videoId }).onConflictDoNothing();
}
export async function removeVideo(db: Q, debateId: number, videoId: number) {
  await db.delete(debateVideos).where(and(eq(debateVideos.debateId, debateId), eq(debateVideos.videoId, videoId)));
}
