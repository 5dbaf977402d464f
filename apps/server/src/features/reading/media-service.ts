import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { AppContext } from '../../context';
import { files } from '../../db/schema';
import { AppError, notFound, tooLarge } from '../../errors';
import * as repo from './repo';

/** Recordings the reader's <audio> element plays in every current browser. */
const AUDIO_TYPES = new Map<string, string>([
  ['audio/mpeg', 'mp3'],
  ['audio/mp4', 'm4a'],
  ['audio/x-m4a', 'm4a'],
  ['audio/aac', 'aac'],
  ['audio/ogg', 'ogg'],
  ['audio/opus', 'opus'],
  ['audio/wav', 'wav'],
  ['audio/x-wav', 'wav'],
  ['audio/vnd.wave', 'wav'],
  ['audio/webm', 'webm'],
  ['video/webm', 'webm'],
  ['audio/flac', 'flac'],
  ['audio/x-flac', 'flac'],
]);
const SERVE_MIME: Record<string, string> = { 'video/webm': 'audio/webm', 'audio/x-wav': 'audio/wav', 'audio/vnd.wave': 'audio/wav' };
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);

/** Checks a recording by its content (not its name) and size; returns its MIME type and extension. */
export async function checkAudio(ctx: AppContext, bytes: Buffer) {
  if (bytes.length > ctx.config.readingAudioMaxBytes) throw tooLarge();
  const type = await fileTypeFromBuffer(bytes);
  const ext = type && AUDIO_TYPES.get(type.mime);
  if (!type || !ext)
    throw new AppError(422, 'The recording must be an MP3, M4A, AAC, OGG, WAV, WebM or FLAC audio file', [
      { path: 'file', message: 'Not an audio file' },
    ]);
  return { mime: SERVE_MIME[type.mime] ?? type.mime, ext };
}

/** Stores an article's recording (replacing the previous one) and, when given, its sentence timings. */
export async function setArticleAudio(ctx: AppContext, articleId: number, ownerId: number | null, bytes: Buffer) {
  const article = await repo.findArticle(ctx.db, articleId);
  if (!article) throw notFound('Article not found');
  const { mime, ext } = await checkAudio(ctx, bytes);
  const id = await ctx.storage.put(bytes, ext);
  await ctx.db.transaction(async (tx) => {
    await tx.insert(files).values({ id, ownerId, kind: 'article-audio', mime, size: bytes.length });
    // New audio means old timings no longer fit.
    await repo.updateArticle(tx, articleId, { audioFileId: id, audioMime: mime, audioSynthetic: false, sentenceTimings: null });
  });
  if (article.audioFileId) await ctx.storage.remove(article.audioFileId).catch(() => undefined);
  return id;
}

export async function removeArticleAudio(ctx: AppContext, articleId: number) {
  const article = await repo.findArticle(ctx.db, articleId);
  if (!article) throw notFound('Article not found');
  await repo.updateArticle(ctx.db, articleId, { audioFileId: null, audioMime: null, audioSynthetic: false, sentenceTimings: null });
  if (article.audioFileId) await ctx.storage.remove(article.audioFileId).catch(() => undefined);
}

/** Re-encodes a cover image to WebP (drops metadata and anything hidden in the file). */
export async function storeCover(ctx: AppContext, ownerId: number | null, bytes: Buffer) {
  if (bytes.length > ctx.config.avatarMaxBytes) throw tooLarge();
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !IMAGE_TYPES.has(type.mime))
    throw new AppError(422, 'The cover must be a JPEG, PNG, WebP, GIF or AVIF image', [{ path: 'file', message: 'Not an image' }]);
  let webp: Buffer;
  try {
    webp = await sharp(bytes, { limitInputPixels: 40_000_000 }).rotate().resize(960, 540, { fit: 'cover' }).webp({ quality: 80 }).toBuffer();
  } catch {
    throw new AppError(422, 'The image could not be read', [{ path: 'file', message: 'Broken image' }]);
  }
  const id = await ctx.storage.put(webp, 'webp');
  await ctx.db.insert(files).values({ id, ownerId, kind: 'cover', mime: 'image/webp', size: webp.length });
  return id;
}

// ---- Signed audio links: an <audio> element cannot send the bearer token ----

const AUDIO_LINK_TTL_S = 6 * 3600;
const sign = (ctx: AppContext, articleId: number, fileId: string, exp: number) =>
  createHmac('sha256', ctx.config.appSecret).update(`audio:${articleId}:${fileId}:${exp}`).digest('base64url').slice(0, 32);

/** A link to an article's recording, given only after the reader's access was checked. */
export function signedAudioUrl(ctx: AppContext, articleId: number, fileId: string) {
  // Rounded expiry: the same link for a while, so the browser's cache works.
  const exp = Math.ceil((ctx.now().getTime() / 1000 + AUDIO_LINK_TTL_S) / 3600) * 3600;
  return `/api/v1/article/${articleId}/audio?exp=${exp}&sig=${sign(ctx, articleId, fileId, exp)}`;
}

export function verifyAudioLink(ctx: AppContext, articleId: number, fileId: string, exp: number, sig: string) {
  if (exp * 1000 < ctx.now().getTime()) return false;
  const want = Buffer.from(sign(ctx, articleId, fileId, exp));
  const got = Buffer.from(sig);
  return want.length === got.length && timingSafeEqual(want, got);
}

/** Sends bytes honouring a single `Range` request, so the player can seek to a sentence. */
export function sendRanged(reply: FastifyReply, bytes: Buffer, mime: string, range: string | undefined) {
  reply.header('accept-ranges', 'bytes').header('cache-control', 'private, max-age=3600').type(mime);
  const m = range ? /^bytes=(\d*)-(\d*)$/.exec(range.trim()) : null;
  if (!m || (!m[1] && !m[2])) return reply.header('content-length', bytes.length).send(bytes);
  let start = m[1] ? Number(m[1]) : bytes.length - Number(m[2]);
  let end = m[1] && m[2] ? Number(m[2]) : bytes.length - 1;
  start = Math.max(0, start);
  end = Math.min(end, bytes.length - 1);
  if (start > end || start >= bytes.length)
    return reply.status(416).header('content-range', `bytes */${bytes.length}`).send({ detail: 'Range not satisfiable' });
  return reply
    .status(206)
    .header('content-range', `bytes ${start}-${end}/${bytes.length}`)
    .header('content-length', end - start + 1)
    .send(bytes.subarray(start, end + 1));
}
