import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type { Tx } from '../adapters/db';
import type { AppContext } from '../context';
import type { FileKind, Visibility } from './kinds';
import * as repo from './repo';
import type { StagedFile } from './upload';

export type FileMeta = { kind: FileKind; visibility: Visibility; ownerId: number | null; filename?: string | null };
/** Bytes made by the server itself (seeds, thumbnails, recordings), or an upload staged on disk. */
export type FileSource = StagedFile | { bytes: Buffer; mime: string; ext: string };

class Discarded extends Error {}

/**
 * Stores a file's bytes, then its `files` row together with the feature's reference to it: `link`
 * runs in the same transaction (set the avatar, insert the video). When `link` answers false (another
 * process got there first) or anything fails, nothing is kept. Answers the new id, or null.
 */
export async function storeFile(
  ctx: AppContext,
  src: FileSource,
  meta: FileMeta,
  link?: (tx: Tx, id: string) => Promise<boolean | void>,
): Promise<string | null> {
  const id = 'bytes' in src ? await ctx.storage.put(src.bytes, src.ext) : await ctx.storage.putFile(src.path, src.ext);
  const size = 'bytes' in src ? src.bytes.length : src.size;
  try {
    await ctx.db.transaction(async (tx) => {
      await repo.insertFile(tx, { id, ...meta, mime: src.mime, size });
      if (link && (await link(tx, id)) === false) throw new Discarded();
    });
    return id;
  } catch (err) {
    await ctx.storage.remove(id).catch(() => undefined);
    if (err instanceof Discarded) return null;
    throw err;
  }
}

/** Like storeFile, for callers that always keep the file. */
export async function storeNewFile(ctx: AppContext, src: FileSource, meta: FileMeta, link?: (tx: Tx, id: string) => Promise<void>) {
  return (await storeFile(ctx, src, meta, link))!;
}

/**
 * Deletes files no longer referenced: their rows, then their bytes. Call after the change that
 * dropped the reference has committed (a failed removal leaves bytes nobody can reach, never a
 * reference to missing bytes).
 */
export async function discardFiles(ctx: AppContext, ids: (string | null | undefined)[]) {
  const list = [...new Set(ids.filter((x): x is string => !!x))];
  if (!list.length) return;
  await repo.deleteFileRows(ctx.db, list);
  for (const id of list) await ctx.storage.remove(id).catch((err) => ctx.log.warn({ err, fileId: id }, 'stored file not removed'));
}

/** A small stored file's bytes (caption files), or null when missing. */
export const readFileBytes = (ctx: AppContext, id: string) => ctx.storage.get(id);

/** Copies a stored file to a local path (the video pipeline's work folder); false when missing. */
export async function copyFileTo(ctx: AppContext, id: string, dest: string) {
  const src = await ctx.storage.stream(id);
  if (!src) return false;
  await pipeline(src, createWriteStream(dest));
  return true;
}

/** A stored file's row (what it is, whose, how visible), or null. */
export const findFile = (ctx: AppContext, id: string) => repo.findFile(ctx.db, id);
export type { FileRow } from './repo';
