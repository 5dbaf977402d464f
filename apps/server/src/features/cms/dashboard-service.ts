import type { Dashboard } from '@lingbridge/contracts/cms';
import { and, count, eq, gte, isNotNull } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { articles, billingQuoteRequests, billingSubscriptions, cmsEntries, contactMessages, debates, materials, users, videos } from '../../db/schema';

const WEEK_MS = 7 * 24 * 3_600_000;

/**
 * /cms/index: what waits for an admin, and the last seven days in figures. Read-only counts over
 * other features' tables (decision 0113): a dashboard that asked each feature's service would make
 * eleven calls for eleven numbers; these are the same tables their admin lists page through.
 */
export async function dashboard(ctx: AppContext): Promise<Dashboard> {
  const since = new Date(Date.now() - WEEK_MS);
  const n = (p: Promise<{ n: number }[]>) => p.then((r) => Number(r[0]?.n ?? 0));
  const db = ctx.db;
  const [eventsToVerify, quotes, messages, failedVideos, scheduled, newUsers, subs, articlesPub, postsPub, weekMessages, toReview] = await Promise.all([
    n(
      db
        .select({ n: count() })
        .from(debates)
        .where(and(eq(debates.verifyStatus, 'not_verified'), eq(debates.debateStatus, 'upcoming'))),
    ),
    n(db.select({ n: count() }).from(billingQuoteRequests).where(gte(billingQuoteRequests.createdAt, since))),
    n(db.select({ n: count() }).from(contactMessages).where(eq(contactMessages.status, 'new'))),
    n(db.select({ n: count() }).from(videos).where(eq(videos.status, 'fail'))),
    n(db.select({ n: count() }).from(cmsEntries).where(eq(cmsEntries.status, 'scheduled'))),
    n(db.select({ n: count() }).from(users).where(gte(users.createdAt, since))),
    n(db.select({ n: count() }).from(billingSubscriptions).where(gte(billingSubscriptions.currentPeriodStart, since))),
    n(
      db
        .select({ n: count() })
        .from(articles)
        .where(and(eq(articles.status, 'published'), isNotNull(articles.publishedAt), gte(articles.publishedAt, since))),
    ),
    n(
      db
        .select({ n: count() })
        .from(cmsEntries)
        .where(and(eq(cmsEntries.kind, 'blog'), eq(cmsEntries.status, 'published'), gte(cmsEntries.publishedAt, since))),
    ),
    n(db.select({ n: count() }).from(contactMessages).where(gte(contactMessages.createdAt, since))),
    n(db.select({ n: count() }).from(materials).where(eq(materials.status, 'pending'))),
  ]);
  return {
    todo: {
      events_to_verify: eventsToVerify,
      quotes_to_answer: quotes,
      messages_to_answer: messages,
      failed_videos: failedVideos,
      scheduled_posts: scheduled,
      materials_to_review: toReview,
    },
    week: { new_users: newUsers, new_subscriptions: subs, articles_published: articlesPub, posts_published: postsPub, messages: weekMessages },
  };
}
