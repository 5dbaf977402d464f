import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { STORAGE_ID } from '../adapters/storage';
import { AppError, notFound } from '../errors';
import type { FileKind } from './kinds';
import { findFile, type FileRow } from './repo';
import { verifyFileLink, type SignedLink } from './signed-links';

export type ServeRule = {
  /** The kinds this route serves; any other file is missing here. */
  kinds: readonly FileKind[];
  /** The feature's rule for a private file (members of the room, viewers of the video); asked only when needed. */
  allow?: (file: FileRow) => boolean | Promise<boolean>;
  /** A signed link (signed-links.ts) admits a private file without asking `allow`. */
  link?: SignedLink;
};

/**
 * The stored file a route may send for this request, or null: of the route's kinds only, and when
 * private, only with a valid signed link or past the feature's rule. Null for missing and refused
 * alike, so an id reveals nothing.
 */
export async function servableFile(ctx: AppContext, fileId: string, rule: ServeRule): Promise<FileRow | null> {
  if (!STORAGE_ID.test(fileId)) return null;
  const file = await findFile(ctx.db, fileId);
  if (!file || !rule.kinds.includes(file.kind as FileKind)) return null;
  if (file.visibility === 'public') return file;
  if (verifyFileLink(ctx, file.id, rule.link)) return file;
  return rule.allow && (await rule.allow(file)) ? file : null;
}

/** One `bytes=` range (the only kind media players send); anything else means the whole file. */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!m || (!m[1] && !m[2])) return null;
  let start = m[1] ? Number(m[1]) : size - Number(m[2]);
  let end = m[1] && m[2] ? Number(m[2]) : size - 1;
  start = Math.max(0, start);
  end = Math.min(end, size - 1);
  if (start > end || start >= size) return 'unsatisfiable';
  return { start, end };
}

/** RFC 6266 with an ASCII fallback and the UTF-8 name (Chinese names survive). */
export function contentDisposition(type: 'inline' | 'attachment', name: string) {
  // A lone surrogate would make encodeURIComponent throw (a 500 for a download); it is no character anyway.
  name = name.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Sends a servable file: its stored type, `nosniff` and a sandboxing CSP (opened directly, nothing
 * in it runs), caching `public, immutable` only for public files, `private` otherwise, one Range
 * (206/416), a validator for 304s, and a `Content-Disposition` when asked for.
 */
export async function sendFile(ctx: AppContext, req: FastifyRequest, reply: FastifyReply, file: FileRow, o: { disposition?: 'inline' | 'attachment' } = {}) {
  const range = parseRange(req.headers.range, file.size);
  if (range === 'unsatisfiable')
    throw new AppError(416, 'Range not satisfiable', undefined, { 'content-range': `bytes */${file.size}`, 'accept-ranges': 'bytes' });
  const etag = `"${file.id}"`;
  reply
    .header('accept-ranges', 'bytes')
    .header('cache-control', file.visibility === 'public' ? 'public, max-age=31536000, immutable' : 'private, max-age=3600')
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox; frame-ancestors 'self'")
    // A file opened in the browser (a PDF) can hold links: following one tells nobody where it was.
    .header('referrer-policy', 'no-referrer')
    .header('etag', etag);
  if (req.headers['if-none-match'] === etag) return reply.status(304).send();
  const body = await ctx.storage.stream(file.id, range ?? undefined);
  if (!body) throw notFound('File not found');
  reply.type(file.mime.startsWith('text/') ? `${file.mime}; charset=utf-8` : file.mime);
  if (o.disposition) reply.header('content-disposition', contentDisposition(o.disposition, file.filename ?? file.id));
  if (!range) return reply.header('content-length', file.size).send(body);
  return reply
    .status(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
    .header('content-length', range.end - range.start + 1)
    .send(body);
}

/** servableFile, then sendFile; 404 with `missing` when the route may not send it. */
export async function serveFile(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  fileId: string,
  rule: ServeRule & { disposition?: (f: FileRow) => 'inline' | 'attachment'; missing?: string },
) {
  const file = await servableFile(ctx, fileId, rule);
  if (!file) throw notFound(rule.missing ?? 'File not found');
  return sendFile(ctx, req, reply, file, { disposition: rule.disposition?.(file) });
}
