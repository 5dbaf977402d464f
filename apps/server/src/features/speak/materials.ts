import { SPEAK_ERRORS, SPEAK_LIMITS } from '@lingbridge/contracts/speak';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../errors';
import { speakPolicy } from './policy';
import * as materialsRepo from './materials-repo';
import { visibleDebate } from './queries';
import * as repo from './repo';

const full = () => conflict(SPEAK_ERRORS.materialsFull.replace('{max}', String(SPEAK_LIMITS.maxMaterials)));
const strip = <T extends { debateId: number }>({ debateId: _d, ...rest }: T) => rest;

/** GET /debate/{id}/article and /video: the event's materials, open to anyone who sees the event. */
export async function listArticles(ctx: AppContext, user: UserRow | null, id: number) {
  await visibleDebate(ctx, user, id);
  return (await materialsRepo.materialArticles(ctx.db, [id])).map(strip);
}
export async function listVideos(ctx: AppContext, user: UserRow | null, id: number) {
  await visibleDebate(ctx, user, id);
  return (await materialsRepo.materialVideos(ctx.db, [id])).map(strip);
}

async function managed(ctx: AppContext, user: UserRow, id: number) {
  const d = await visibleDebate(ctx, user, id);
  if (!speakPolicy.manage(user, d)) throw forbidden('Only the initiator changes the materials');
  return d;
}

/** POST and DELETE /debate/{id}/article: a published article of Read, at most five. */
export async function addArticle(ctx: AppContext, user: UserRow, id: number, articleId: number) {
  await managed(ctx, user, id);
  if (!(await materialsRepo.findPublishedArticle(ctx.db, articleId))) throw notFound(SPEAK_ERRORS.materialNotFound);
  // Counted and added under the event's lock: additions at once cannot pass the limit together.
  await ctx.db.transaction(async (tx) => {
    await repo.lockDebate(tx, id);
    const now = await materialsRepo.materialArticles(tx, [id]);
    if (!now.some((a) => a.id === articleId) && now.length >= SPEAK_LIMITS.maxMaterials) throw full();
    await materialsRepo.addArticle(tx, id, articleId);
  });
  return (await materialsRepo.materialArticles(ctx.db, [id])).map(strip);
}
export async function removeArticle(ctx: AppContext, user: UserRow, id: number, articleId: number) {
  await managed(ctx, user, id);
  await materialsRepo.removeArticle(ctx.db, id, articleId);
  return (await materialsRepo.materialArticles(ctx.db, [id])).map(strip);
}

/** POST and DELETE /debate/{id}/video: a finished video of Watch, public or the initiator's own. */
export async function addVideo(ctx: AppContext, user: UserRow, id: number, videoId: number) {
  const d = await managed(ctx, user, id);
  if (!(await materialsRepo.findUsableVideo(ctx.db, videoId, d.initiatorId))) throw notFound(SPEAK_ERRORS.materialNotFound);
  await ctx.db.transaction(async (tx) => {
    await repo.lockDebate(tx, id);
    const now = await materialsRepo.materialVideos(tx, [id]);
    if (!now.some((v) => v.id === videoId) && now.length >= SPEAK_LIMITS.maxMaterials) throw full();
    await materialsRepo.addVideo(tx, id, videoId);
  });
  return (await materialsRepo.materialVideos(ctx.db, [id])).map(strip);
}
export async function removeVideo(ctx: AppContext, user: UserRow, id: number, videoId: number) {
  await managed(ctx, user, id);
  await materialsRepo.removeVideo(ctx.db, id, videoId);
  return (await materialsRepo.materialVideos(ctx.db, [id])).map(strip);
}
