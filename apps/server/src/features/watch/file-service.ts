import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { WATCH_ERRORS } from '@lingbridge/contracts/watch';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { fileTypeFromFile } from 'file-type';
import type { AppContext } from '../../context';
import { files } from '../../db/schema';
import { AppError, forbidden, tooLarge } from '../../errors';
import { ACCOUNT_ERRORS } from '@lingbridge/contracts/accounts';
import { CaptionError, parseCaptions } from './media/captions';
import { watchPolicy, type WatchActor } from './policy';

/** What the HTML5 player plays in current browsers, by real type (not by name). */
const VIDEO_TYPES = new Map<string, string>([
  ['video/mp4', 'mp4'],
  ['video/webm', 'webm'],
  ['video/ogg', 'ogv'],
  ['video/quicktime', 'mov'],
  ['video/x-m4v', 'm4v'],
  ['audio/mpeg', 'mp3'],
  ['audio/mp4', 'm4a'],
  ['audio/x-m4a', 'm4a'],
  ['audio/ogg', 'ogg'],
  ['audio/wav', 'wav'],
  ['audio/x-wav', 'wav'],
  ['audio/webm', 'webm'],
]);
const SERVE_MIME: Record<string, string> = { 'video/quicktime': 'video/mp4', 'video/x-m4v': 'video/mp4', 'audio/x-m4a': 'audio/mp4', 'audio/x-wav': 'audio/wav' };
const PUBLIC_KINDS = new Set(['watch-video', 'watch-thumbnail']);

const bad = (detail: string, message: string) => new AppError(422, detail, [{ path: 'file', message }]);

/**
 * Stores an upload: a video or audio file up to VIDEO_UPLOAD_MAX_BYTES (checked by its content), or
 * an SRT/WebVTT caption file up to CAPTION_MAX_BYTES that must parse. Written to disk as it arrives.
 */
export async function storeUpload(ctx: AppContext, user: NonNullable<WatchActor>, part: MultipartFile) {
  if (!watchPolicy.submit(user)) throw forbidden(ACCOUNT_ERRORS.notVerified);
  const filename = path.basename(part.filename || 'upload').slice(0, 200);
  const captions = /\.(srt|vtt)$/i.test(filename);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lb-upload-'));
  const tmp = path.join(dir, 'file');
  try {
    await pipeline(part.file, createWriteStream(tmp));
    const size = (await fs.stat(tmp)).size;
    if (part.file.truncated || (captions && size > ctx.config.captionMaxBytes)) throw tooLarge('File size exceeds the limit');
    if (!size) throw bad(WATCH_ERRORS.badFile, 'The file is empty');
    let kind: 'video' | 'captions';
    let mime: string;
    let ext: string;
    if (captions) {
      try {
        parseCaptions(await fs.readFile(tmp, 'utf8'));
      } catch (err) {
        if (err instanceof CaptionError) throw bad(WATCH_ERRORS.badCaptions, `The caption file could not be read: ${err.message}`);
        throw err;
      }
      kind = 'captions';
      ext = filename.split('.').pop()!.toLowerCase();
      mime = ext === 'vtt' ? 'text/vtt' : 'application/x-subrip';
    } else {
      const type = await fileTypeFromFile(tmp);
      const known = type && VIDEO_TYPES.get(type.mime);
      if (!type || !known) throw bad(WATCH_ERRORS.notAVideo, 'The file must be a video (MP4, WebM, Ogg, MOV) or audio file, or SRT/WebVTT captions');
      kind = 'video';
      ext = known;
      mime = SERVE_MIME[type.mime] ?? type.mime;
    }
    const id = await ctx.storage.putFile(tmp, ext);
    await ctx.db.insert(files).values({ id, ownerId: user.id, kind: `watch-${kind}`, mime, size, filename });
    return { file_id: id, filename, kind, size };
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** A stored video or thumbnail by id; caption files and other features' files are not served here. */
export async function publicFile(ctx: AppContext, id: string) {
  if (!/^[0-9a-f-]{36}\.[a-z0-9]{1,8}$/.test(id)) return null;
  const [f] = await ctx.db.select({ id: files.id, kind: files.kind, mime: files.mime }).from(files).where(eq(files.id, id));
  return f && PUBLIC_KINDS.has(f.kind) ? f : null;
}

/** Streams a stored file, honouring one `Range` request (206) so the HTML5 player can seek. */
export async function sendStoredFile(ctx: AppContext, reply: FastifyReply, f: { id: string; mime: string }, range: string | undefined) {
  const size = await ctx.storage.size(f.id);
  if (size === null) return reply.status(404).send({ detail: 'File not found' });
  reply
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .type(f.mime);
  const m = range ? /^bytes=(\d*)-(\d*)$/.exec(range.trim()) : null;
  if (!m || (!m[1] && !m[2])) return reply.header('content-length', size).send(ctx.storage.stream(f.id));
  let start = m[1] ? Number(m[1]) : size - Number(m[2]);
  let end = m[1] && m[2] ? Number(m[2]) : size - 1;
  start = Math.max(0, start);
  end = Math.min(end, size - 1);
  if (start > end || start >= size) return reply.status(416).header('content-range', `bytes */${size}`).send({ detail: 'Range not satisfiable' });
  return reply
    .status(206)
    .header('content-range', `bytes ${start}-${end}/${size}`)
    .header('content-length', end - start + 1)
    .send(ctx.storage.stream(f.id, { start, end }));
}
