import fs from 'node:fs/promises';
import { WATCH_ERRORS } from '@lingbridge/contracts/watch';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { signedFileUrl } from '../../files/signed-links';
import { storeNewFile, type FileRow } from '../../files/store';
import type { StagedFile, UploadRule } from '../../files/upload';
import { CaptionError, parseCaptions } from './media/captions';
import { watchPolicy, type WatchActor } from './policy';
import { fileUrl } from './presenter';
import * as repo from './repo';

/** What the HTML5 player plays in current browsers, by real type (not by name). */
const VIDEO_TYPES = new Map<string, { ext: string; mime?: string }>([
  ['video/mp4', { ext: 'mp4' }],
  ['video/webm', { ext: 'webm' }],
  ['video/ogg', { ext: 'ogv' }],
  ['video/quicktime', { ext: 'mov', mime: 'video/mp4' }],
  ['video/x-m4v', { ext: 'm4v', mime: 'video/mp4' }],
  ['audio/mpeg', { ext: 'mp3' }],
  ['audio/mp4', { ext: 'm4a' }],
  ['audio/x-m4a', { ext: 'm4a', mime: 'audio/mp4' }],
  ['audio/ogg', { ext: 'ogg' }],
  ['audio/wav', { ext: 'wav' }],
  ['audio/x-wav', { ext: 'wav', mime: 'audio/wav' }],
  ['audio/webm', { ext: 'webm' }],
]);

/** `POST /video/file`: a video or audio file up to VIDEO_UPLOAD_MAX_BYTES, or SRT/WebVTT captions up to CAPTION_MAX_BYTES. */
export const videoUpload = (ctx: AppContext): UploadRule => ({
  maxBytes: ctx.config.videoUploadMaxBytes,
  types: VIDEO_TYPES,
  text: { names: /\.(srt|vtt)$/i, maxBytes: ctx.config.captionMaxBytes },
  messages: { missing: 'Please choose a video or caption file', wrongType: WATCH_ERRORS.notAVideo, empty: WATCH_ERRORS.badFile },
});

/** Stores an accepted upload as the user's (private until a video that uses it is public); captions must parse. */
export async function storeVideoUpload(ctx: AppContext, user: NonNullable<WatchActor>, file: StagedFile) {
  let kind: 'video' | 'captions' = 'video';
  let mime = file.mime;
  if (file.text) {
    try {
      parseCaptions(await fs.readFile(file.path, 'utf8'));
    } catch (err) {
      if (err instanceof CaptionError)
        throw new AppError(422, WATCH_ERRORS.badCaptions, [{ path: 'file', message: `The caption file could not be read: ${err.message}` }]);
      throw err;
    }
    kind = 'captions';
    mime = file.ext === 'vtt' ? 'text/vtt' : 'application/x-subrip';
  }
  const id = await storeNewFile(ctx, { ...file, mime }, { kind: `watch-${kind}`, visibility: 'private', ownerId: user.id, filename: file.filename });
  return { file_id: id, filename: file.filename, kind, size: file.size };
}

/**
 * Watch's rule for its stored videos and pictures (the download helper asks it): the uploader and
 * admins, and whoever may see a video that uses the file (everyone, for a public one).
 */
export async function mayViewWatchFile(ctx: AppContext, actor: WatchActor, file: FileRow) {
  if (actor && (file.ownerId === actor.id || watchPolicy.curate(actor))) return true;
  const users = await repo.videosUsingFile(ctx.db, file.id);
  return users.some((v) => watchPolicy.view(actor, v));
}

/**
 * How a video's own files are linked: plainly for public videos, with a signature for private ones,
 * since the player's <video> and <img> cannot send the bearer token (docs/decisions/0050).
 */
export const videoFileLinks = (ctx: AppContext) => (fileId: string, isPrivate: boolean) =>
  isPrivate ? signedFileUrl(ctx, fileUrl(fileId), fileId) : fileUrl(fileId);
