import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { articles, videos, type UserRow } from '../../db/schema';
import { notFound } from '../../errors';
import { watchPolicy } from '../watch/policy';

/**
 * The article is published, or the video is one the actor may watch; else 404, so the questions
 * under a draft or someone's private video do not exist for others. (Read-only looks at reading's
 * and watch's tables, as learning's source modules do.)
 */
export async function reachable(ctx: AppContext, actor: UserRow | null, kind: 'article' | 'video', ref: number) {
  if (kind === 'article') {
    const [a] = await ctx.db.select({ status: articles.status }).from(articles).where(eq(articles.id, ref));
    if (!a || a.status !== 'published') throw notFound('Article not found');
    return;
  }
  const [v] = await ctx.db
    .select({ id: videos.id, ownerId: videos.ownerId, isPublic: videos.isPublic, isDemo: videos.isDemo })
    .from(videos)
    .where(eq(videos.id, ref));
  if (!v || !watchPolicy.view(actor, v)) throw notFound('Video not found');
}
