import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../adapters/db';
import { learningArchive, savedVideos, videos } from '../../../db/schema';
import { fileUrl } from '../../watch/presenter';

// A read-only view of watch's videos, for the saved-video list (decision 0099).

type Q = Pick<Db, 'select' | 'execute'>;

export async function videoRef(db: Q, id: number) {
  const [row] = await db
    .select({ id: videos.id, ownerId: videos.ownerId, isPublic: videos.isPublic, isDemo: videos.isDemo })
    .from(videos)
    .where(eq(videos.id, id));
  return row ?? null;
}

/** A thumbnail anyone may load: our frame of a public video, or YouTube's picture; else none. */
function thumbnail(v: { thumbnailFileId: string | null; isPublic: boolean; isDemo: boolean; videoType: string; embedId: string | null }) {
  if (v.thumbnailFileId && (v.isPublic || v.isDemo)) return fileUrl(v.thumbnailFileId);
  if (v.videoType === 'Youtube' && v.embedId) return `https://i.ytimg.com/vi/${v.embedId}/hqdefault.jpg`;
  return null;
}

/** The videos a learner saved and may still watch, newest first. */
export async function listSaved(db: Q, userId: number, page: number, size: number) {
  // Archived videos wait on /user/archived until restored.
  const visible = sql`(${videos.isPublic} or ${videos.isDemo} or ${videos.ownerId} = ${userId})
    and not exists (select 1 from ${learningArchive} x where x.user_id = ${userId} and x.kind = 'video' and x.ref = ${videos.id})`;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: videos.id,
        title: videos.title,
        language: videos.language,
        level: videos.level,
        duration: videos.duration,
        thumbnailFileId: videos.thumbnailFileId,
        isPublic: videos.isPublic,
        isDemo: videos.isDemo,
        videoType: videos.videoType,
        embedId: videos.embedId,
        savedAt: savedVideos.savedAt,
      })
      .from(savedVideos)
      .innerJoin(videos, eq(videos.id, savedVideos.videoId))
      .where(and(eq(savedVideos.userId, userId), visible))
      .orderBy(desc(savedVideos.savedAt), desc(videos.id))
      .limit(size)
      .offset((page - 1) * size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(savedVideos)
      .innerJoin(videos, eq(videos.id, savedVideos.videoId))
      .where(and(eq(savedVideos.userId, userId), visible)),
  ]);
  return {
    items: rows.map((r) => ({
      video_id: r.id,
      title: r.title,
      language: r.language,
      level: r.level,
      duration: r.duration,
      thumbnail: thumbnail(r),
      saved_at: r.savedAt.toISOString(),
    })),
    total: count?.n ?? 0,
  };
}
