import { SPEAK_ERRORS, SPEAK_LIMITS } from '@lingbridge/contracts/speak';
import type { Tx } from '../../adapters/db';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { conflict, forbidden, notFound, unprocessable } from '../../errors';
import { speakPolicy } from './policy';
import { effectiveStatus } from './presenter';
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

/**
 * The event, locked until the change commits, if the user may still change its materials: its
 * initiator or an admin, before it starts, as the rest of its content (decision 0208). A
 * cancellation committed meanwhile is seen, and so are other changes of the materials.
 */
async function lockedForChange(ctx: AppContext, tx: Tx, user: UserRow, id: number) {
  const d = await repo.lockDebate(tx, id);
  if (!d || !speakPolicy.view(user, d)) throw notFound(SPEAK_ERRORS.notFound);
  if (!speakPolicy.manage(user, d)) throw forbidden('Only the initiator changes the materials');
  if (!speakPolicy.edit(user, { ...d, debateStatus: effectiveStatus(d, ctx.now()) })) throw unprocessable(SPEAK_ERRORS.notEditable);
  return d;
}

/** POST and DELETE /debate/{id}/article: a published article of Read, at most five. */
export async function addArticle(ctx: AppContext, user: UserRow, id: number, articleId: number) {
  // Counted and added under the event's lock: additions at once cannot pass the limit together.
  await ctx.db.transaction(async (tx) => {
    await lockedForChange(ctx, tx, user, id);
    if (!(await materialsRepo.findPublishedArticle(tx, articleId))) throw notFound(SPEAK_ERRORS.materialNotFound);
    const now = await materialsRepo.materialArticles(tx, [id]);
    if (!now.some((a) => a.id === articleId) && now.length >= SPEAK_LIMITS.maxMaterials) throw full();
    await materialsRepo.addArticle(tx, id, articleId);
  });
  return (await materialsRepo.materialArticles(ctx.db, [id])).map(strip);
}
export async function removeArticle(ctx: AppContext, user: UserRow, id: number, articleId: number) {
  await ctx.db.transaction(async (tx) => {
    await lockedForChange(ctx, tx, user, id);
    await materialsRepo.removeArticle(tx, id, articleId);
  });
  return (await materialsRepo.materialArticles(ctx.db, [id])).map(strip);
}

/** POST and DELETE /debate/{id}/video: a finished video of Watch, public or the initiator's own. */
export async function addVideo(ctx: AppContext, user: UserRow, id: number, videoId: number) {
  await ctx.db.transaction(async (tx) => {
    const d = await lockedForChange(ctx, tx, user, id);
    if (!(await materialsRepo.findUsableVideo(tx, videoId, d.initiatorId))) throw notFound(SPEAK_ERRORS.materialNotFound);
    const now = await materialsRepo.materialVideos(tx, [id]);
    if (!now.some((v) => v.id === videoId) && now.length >= SPEAK_LIMITS.maxMaterials) throw full();
    await materialsRepo.addVideo(tx, id, videoId);
  });
  return (await materialsRepo.materialVideos(ctx.db, [id])).map(strip);
}
export async function removeVideo(ctx: AppContext, user: UserRow, id: number, videoId: number) {
  await ctx.db.transaction(async (tx) => {
    await lockedForChange(ctx, tx, user, id);
    await materialsRepo.removeVideo(tx, id, videoId);
  });
  return (await materialsRepo.materialVideos(ctx.db, [id])).map(strip);
}
