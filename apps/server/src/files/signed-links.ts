import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../context';

/**
 * Links to private files for elements that cannot send the bearer token (`<audio>`, `<video>`,
 * `<img>`): given out only with a resource the reader was allowed to see, valid for hours.
 */
const TTL_S = 6 * 3600;

export const signedLinkQuery = z.object({
  exp: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 40)
    .optional(),
  sig: z.string().max(64).optional(),
});
export type SignedLink = z.output<typeof signedLinkQuery>;

const sign = (ctx: AppContext, fileId: string, exp: number) =>
  createHmac('sha256', ctx.config.appSecret).update(`file:${fileId}:${exp}`).digest('base64url').slice(0, 32);

/** `path` with a signature for `fileId`; the expiry is rounded to the hour, so the link (and the browser's cache of it) holds for a while. */
export function signedFileUrl(ctx: AppContext, path: string, fileId: string) {
  const exp = Math.ceil((ctx.now().getTime() / 1000 + TTL_S) / 3600) * 3600;
  return `${path}${path.includes('?') ? '&' : '?'}exp=${exp}&sig=${sign(ctx, fileId, exp)}`;
}

export function verifyFileLink(ctx: AppContext, fileId: string, link: SignedLink | undefined) {
  if (!link?.exp || !link.sig || link.exp * 1000 < ctx.now().getTime()) return false;
  const want = Buffer.from(sign(ctx, fileId, link.exp));
  const got = Buffer.from(link.sig);
  return want.length === got.length && timingSafeEqual(want, got);
}
