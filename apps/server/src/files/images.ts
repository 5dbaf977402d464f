import { FILE_ERRORS } from '@lingbridge/contracts/files';
// sharp (libvips) is loaded with the first image, not at start: ~15 MB of an idle process
// (docs/decisions/0123).
import type sharpType from 'sharp';
import { AppError } from '../errors';
import { MAX_IMAGE_PIXELS } from './kinds';

export const IMAGE_ERRORS = { tooLarge: FILE_ERRORS.imageTooLarge, unreadable: FILE_ERRORS.imageUnreadable } as const;

export type ImageRule =
  /** A fixed box, cropped to fill it, as WebP (avatars 256×256, covers 960×540). */
  | { fit: 'cover'; width: number; height: number; quality: number }
  /** Kept in its own format, made no larger than `maxSide` on its longer side (chat images). */
  | { fit: 'inside'; maxSide: number };

/**
 * Decodes an image and encodes it again: a picture too large to decode safely (a small PNG of
 * 20000×20000 pixels) is refused, metadata (GPS position) and anything hidden in the file are
 * dropped, and what a browser later decodes is bounded by the rule.
 */
export async function reencodeImage(input: string | Buffer, mime: string, rule: ImageRule): Promise<{ bytes: Buffer; mime: string; ext: string }> {
  // Animations are kept only where the image is kept whole (chat); a fixed box takes the first frame.
  const animated = rule.fit === 'inside' && (mime === 'image/gif' || mime === 'image/webp');
  const { default: sharp } = await import('sharp');
  let meta: Awaited<ReturnType<ReturnType<typeof sharpType>['metadata']>>;
  try {
    meta = await sharp(input, { limitInputPixels: false, animated }).metadata();
  } catch {
    throw unreadable();
  }
  // Checked on the header first, so a pixel bomb is refused before anything is decoded.
  const pixels = (meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0) * (animated ? (meta.pages ?? 1) : 1);
  if (!pixels) throw unreadable();
  if (pixels > MAX_IMAGE_PIXELS) throw new AppError(422, IMAGE_ERRORS.tooLarge, [{ path: 'file', message: 'Image too large' }]);
  try {
    const img = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, animated }).rotate();
    if (rule.fit === 'cover') {
      const bytes = await img.resize(rule.width, rule.height, { fit: 'cover' }).webp({ quality: rule.quality }).toBuffer();
      return { bytes, mime: 'image/webp', ext: 'webp' };
    }
    img.resize(rule.maxSide, rule.maxSide, { fit: 'inside', withoutEnlargement: true });
    const out =
      mime === 'image/png'
        ? img.png()
        : mime === 'image/gif'
          ? img.gif()
          : mime === 'image/webp'
            ? img.webp({ quality: 85 })
            : mime === 'image/avif'
              ? img.avif({ quality: 60 })
              : img.jpeg({ quality: 85, mozjpeg: true });
    const ext = { 'image/png': 'png', 'image/gif': 'gif', 'image/webp': 'webp', 'image/avif': 'avif' }[mime] ?? 'jpg';
    return { bytes: await out.toBuffer(), mime: ext === 'jpg' ? 'image/jpeg' : mime, ext };
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw unreadable();
  }
}

const unreadable = () => new AppError(422, IMAGE_ERRORS.unreadable, [{ path: 'file', message: 'Broken image' }]);
