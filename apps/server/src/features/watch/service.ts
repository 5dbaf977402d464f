import type { z } from 'zod';
import {
  WATCH_ERRORS,
  WATCH_MESSAGES,
  type adminVideosQuery,
  type createVideoBody,
  type myVideosQuery,
  type updateVideoBody,
  type videoListQuery,
} from '@lingbridge/contracts/watch';
import { ACCOUNT_ERRORS } from '@lingbridge/contracts/accounts';
import type { AppContext } from '../../context';
import { discardFiles, findFile } from '../../files/store';
import { AppError, notFound } from '../../errors';
import { requireFreeUse, returnFreeUse } from '../billing/entitlements';
import { resolveCategory } from '../categories/service';
import { queryWords } from '../reading/service';
import { processVideoJob } from './jobs';
import { parseVideoUrl } from './media/video-source';
import { watchPolicy, type WatchActor } from './policy';
import { videoFileLinks } from './file-service';
import { fileUrl, presentVideo } from './presenter';
import * as repo from './repo';
import { videoAnswerOf } from './transcript-cache';
import { pageAnswer } from '../../db/page';

type CreateBody = z.output<typeof createVideoBody>;
type ListQuery = z.output<typeof videoListQuery>;
type MineQuery = z.output<typeof myVideosQuery>;
type AdminQuery = z.output<typeof adminVideosQuery>;
type UpdateBody = z.output<typeof updateVideoBody>;
type User = NonNullable<WatchActor>;

const invalid = (path: string, detail: string) => new AppError(422, detail, [{ path: `body.${path}`, message: detail }]);

/** The demo video shown on /video for a learning language (spec 01 §2: three defaults). */
export const demoKeyFor = (language: string | undefined) => (language === 'Spanish' ? 'demo-es' : language === 'Simplified_Chinese' ? 'demo-zh' : 'demo-en');

/** A stored upload of this user (or any, for admins) of the wanted kind; 422 otherwise. */
async function ownFile(ctx: AppContext, user: User, fileId: string, kind: 'video' | 'captions', path: string) {
  const f = await findFile(ctx, fileId);
  if (!f || f.kind !== `watch-${kind}` || (f.ownerId !== user.id && !watchPolicy.curate(user)))
    throw invalid(path, kind === 'video' ? 'Unknown video file: upload it again' : 'Unknown caption file: upload it again');
  return f;
}

const titleFromUrl = (url: string) => {
  try {
    const last = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '');
    return last
      .replace(/\.[a-z0-9]{2,5}$/i, '')
      .replace(/[_-]+/g, ' ')
      .trim();
  } catch {
    return '';
  }
};

/**
 * Submits a video (spec 01 §5): a link or an upload, maybe with captions. A free user spends one
 * free use per source (the same source again is free); the row and its pipeline job are written in
 * one transaction, so an acknowledged video is always processed.
 */
export async function submitVideo(ctx: AppContext, user: User, b: CreateBody) {
  if (!watchPolicy.submit(user)) throw new AppError(403, ACCOUNT_ERRORS.notVerified);
  let source: { type: 'Youtube' | 'Vimeo' | 'AWS'; embedId: string | null; url: string; key: string; fileId: string | null; title: string };
  if (b.video_file_id) {
    const f = await ownFile(ctx, user, b.video_file_id, 'video', 'video_file_id');
    source = { type: 'AWS', embedId: null, url: fileUrl(f.id), key: `file:${f.id}`, fileId: f.id, title: (f.filename ?? '').replace(/\.[a-z0-9]{2,5}$/i, '') };
  } else {
    const parsed = parseVideoUrl(b.video_url ?? '');
    if (!parsed.ok) throw parsed.code === 'BAD_URL' ? invalid('video_url', WATCH_MESSAGES.badUrl) : invalid('video_url', WATCH_ERRORS.unsupportedSource);
    const key = parsed.type === 'Youtube' ? `youtube:${parsed.embedId}` : parsed.type === 'Vimeo' ? `vimeo:${parsed.embedId}` : parsed.url;
    const title = parsed.type === 'AWS' ? titleFromUrl(parsed.url) : `${parsed.type === 'Youtube' ? 'YouTube' : 'Vimeo'} video ${parsed.embedId}`;
    source = { type: parsed.type, embedId: parsed.embedId, url: parsed.url, key, fileId: null, title };
  }
  if (b.caption_file_id) await ownFile(ctx, user, b.caption_file_id, 'captions', 'caption_file_id');
  // Transcribing is the PRO tool of Watch (docs/decisions/0010, 0040): one free use per source.
  const use = await requireFreeUse(ctx, user, { feature: 'watch', resourceId: source.key });
  const spoken = b.spoken_language ?? (b.language === 'Spanish' ? 'Spanish' : 'English');
  const id = await ctx.db.transaction(async (tx) => {
    const videoId = await repo.insertVideo(tx, {
      title: (b.title || source.title || 'Untitled video').slice(0, 200),
      videoUrl: source.url,
      sourceKey: source.key,
      videoType: source.type,
      embedId: source.embedId,
      videoFileId: source.fileId,
      captionFileId: b.caption_file_id ?? null,
      language: b.language,
      spokenLanguage: spoken,
      siteLanguage: b.site_language || 'English',
      ownerId: user.id,
      freeUse: use.counted ? 'spent' : 'none',
    });
    await ctx.jobs.enqueue(processVideoJob, { videoId, run: 0 }, { tx, dedupeKey: `watch.process-video:${videoId}:0` });
    return videoId;
  });
  return presentVideo((await repo.findVideo(ctx.db, id))!, videoFileLinks(ctx));
}

/** A video the asker may see; 404 for missing and for others' private videos alike. */
export async function visibleVideo(ctx: AppContext, actor: WatchActor, id: number) {
  const row = await repo.findVideo(ctx.db, id);
  if (!row || !watchPolicy.view(actor, row)) throw notFound(WATCH_MESSAGES.notFound);
  return row;
}

/**
 * The player's read: the video with its transcript as JSON bytes (plain and gzipped) and a version
 * tag for HTTP revalidation. One small read by key; the answer itself usually comes from memory.
 */
export async function readVideoJson(ctx: AppContext, actor: WatchActor, id: number) {
  return videoAnswerOf(ctx, await visibleVideo(ctx, actor, id));
}

export async function readDefaultVideoJson(ctx: AppContext, learningLanguage: string | undefined) {
  const id = await repo.findDemoId(ctx.db, demoKeyFor(learningLanguage));
  if (!id) throw notFound(WATCH_MESSAGES.notFound);
  return readVideoJson(ctx, null, id);
}

export async function listMyVideos(ctx: AppContext, user: User, q: MineQuery) {
  const { rows, total } = await repo.listOwnVideos(ctx.db, user.id, q);
  return pageAnswer(
    rows.map((r) => presentVideo(r, videoFileLinks(ctx))),
    q,
    total,
  );
}

export async function listCatalogue(ctx: AppContext, q: ListQuery) {
  const filter: repo.CatalogueFilter = { language: q.learning_language, categoryId: q.category, level: q.level };
  if (q.q) {
    filter.words = queryWords(q.q, q.learning_language);
    filter.titleLike = q.q;
  }
  const { rows, total } = await repo.listCatalogue(ctx.db, filter, q);
  return pageAnswer(
    rows.map((r) => presentVideo(r, videoFileLinks(ctx))),
    q,
    total,
  );
}

/** The CMS list (admins, policy.curate): every video, private ones included. */
export async function listAllVideos(ctx: AppContext, q: AdminQuery) {
  const filter = { status: q.status, titleLike: q.q || undefined, language: q.language, isPublic: q.is_public };
  const { rows, total } = await repo.listAllVideos(ctx.db, filter, q);
  return pageAnswer(
    rows.map((r) => presentVideo(r, videoFileLinks(ctx))),
    q,
    total,
  );
}

/** The owner renames; an admin also sets level, category and publication (policy.curate). */
export async function updateVideo(ctx: AppContext, actor: User, id: number, b: UpdateBody) {
  if (b.id !== undefined && b.id !== id)
    throw new AppError(422, 'The id in the body is not the id of this video', [{ path: 'body.id', message: 'Not the id in the path' }]);
  const row = await visibleVideo(ctx, actor, id);
  if (!watchPolicy.rename(actor, row)) throw new AppError(403, 'You are not allowed to do this');
  const curating = b.level !== undefined || b.category_id !== undefined || b.is_public !== undefined;
  if (curating && !watchPolicy.curate(actor)) throw new AppError(403, 'Only admins set the level, category and publication of a video');
  const patch: Partial<repo.VideoView> = {};
  if (b.title !== undefined) patch.title = b.title;
  if (b.level !== undefined) patch.level = b.level;
  if (b.is_public !== undefined) patch.isPublic = b.is_public;
  if (b.category_id !== undefined) patch.categoryId = b.category_id === null ? null : (await resolveCategory(ctx, b.category_id, 'body.category_id')).id;
  await repo.updateVideo(ctx.db, id, patch);
  return presentVideo((await repo.findVideo(ctx.db, id))!, videoFileLinks(ctx));
}

export async function setCategory(ctx: AppContext, id: number, categoryId: number | null) {
  const row = await repo.findVideo(ctx.db, id);
  if (!row) throw notFound(WATCH_MESSAGES.notFound);
  const cat = categoryId === null ? null : (await resolveCategory(ctx, categoryId, 'body.category_id')).id;
  await repo.updateVideo(ctx.db, id, { categoryId: cat });
  return presentVideo((await repo.findVideo(ctx.db, id))!, videoFileLinks(ctx));
}

export async function setLevels(ctx: AppContext, ids: number[], level: UpdateBody['level'] | null) {
  return { updated: await repo.setVideosLevel(ctx.db, ids, level ?? null) };
}

/** Deletes a video, its sentences and the files no other video uses. */
export async function deleteVideo(ctx: AppContext, actor: User, id: number) {
  const row = await visibleVideo(ctx, actor, id);
  if (!watchPolicy.delete(actor, row)) throw new AppError(403, 'You are not allowed to do this');
  await repo.deleteVideo(ctx.db, id);
  const unused: string[] = [];
  for (const f of [row.videoFileId, row.captionFileId, row.thumbnailFileId]) if (f && (await repo.countVideosUsingFile(ctx.db, f, id)) === 0) unused.push(f);
  await discardFiles(ctx, unused);
}

/**
 * Runs a failed video's pipeline again (owner or admin). A failure gave its free use back
 * (docs/decisions/0065), so the owner's retry spends one again, as a new submission would; an
 * admin's retry costs the owner nothing.
 */
export async function retryVideo(ctx: AppContext, actor: User, id: number) {
  const row = await visibleVideo(ctx, actor, id);
  if (!watchPolicy.retry(actor, row)) throw new AppError(403, 'You are not allowed to do this');
  if (row.status !== 'fail') throw new AppError(409, 'Only a failed video can be processed again');
  let freeUse: 'none' | 'spent' | 'returned' = row.freeUse === 'returned' ? 'none' : row.freeUse;
  if (row.freeUse === 'returned' && row.ownerId === actor.id)
    freeUse = (await requireFreeUse(ctx, actor, { feature: 'watch', resourceId: row.sourceKey })).counted ? 'spent' : 'none';
  const run = Date.now();
  const moved = await ctx.db.transaction(async (tx) => {
    const reset = { status: 'not_started', failReason: null, failCode: null, failParams: null, stage: null, attempts: 0, freeUse } as const;
    const ok = await repo.transitionVideo(tx, id, ['fail'], reset);
    if (ok) await ctx.jobs.enqueue(processVideoJob, { videoId: id, run }, { tx, dedupeKey: `watch.process-video:${id}:${run}` });
    return ok;
  });
  if (!moved) {
    // Another request moved it first: the use this one just spent goes back.
    if (freeUse === 'spent' && row.freeUse === 'returned' && row.ownerId)
      await ctx.db.transaction((tx) => returnFreeUse(tx, row.ownerId!, { feature: 'watch', resourceId: row.sourceKey }));
    throw new AppError(409, 'Only a failed video can be processed again');
  }
  return presentVideo((await repo.findVideo(ctx.db, id))!, videoFileLinks(ctx));
}
