import fs from 'node:fs/promises';
import { FILE_NAME_MAX } from '@lingbridge/contracts/constants';
import type { FastifyRequest } from 'fastify';
import { AppError, tooLarge } from '../errors';
import { reencodeImage, type ImageRule } from './images';
import { IMAGE_TYPES } from './kinds';
import { receiveForm } from './multipart';

/** What one upload route accepts. */
export type UploadRule = {
  /** The largest file (413 "File size exceeds the limit" above). */
  maxBytes: number;
  /** Accepted types, recognised by content (never by name): the type file-type reports → how it is stored. */
  types: ReadonlyMap<string, { ext: string; mime?: string }>;
  /** Plain UTF-8 text (no signature to recognise) is accepted only under these names, up to `maxBytes`. */
  text?: { names: RegExp; maxBytes?: number };
  /** Images among `types` are re-encoded (images.ts). */
  image?: ImageRule;
  /** The multipart field holding the file (default `file`; recordings: `audio_file`, 02 §7). */
  fileField?: string;
  /** Small text fields read beside the file (chat_room_id). */
  fields?: readonly string[];
  /** The largest text field, in bytes (default 1 KB; a material's description needs more). */
  fieldBytes?: number;
  messages: { missing: string; wrongType: string; empty?: string };
};

/** An accepted upload, staged on disk until it is stored (store.ts) or dropped. */
export type StagedFile = { path: string; size: number; mime: string; ext: string; filename: string; text: boolean };

/** The characters spec 01 §5 removes from file names, and control characters; at most 100 characters. */
export function cleanFilename(name: string) {
  const base = name.split(/[\\/]/).pop() ?? '';
  // Cut by characters (code points): half an emoji is a lone surrogate, stored as U+FFFD.
  // eslint-disable-next-line no-control-regex
  const clean = Array.from(base.replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, '').trim())
    .slice(0, FILE_NAME_MAX)
    .join('');
  return clean || 'file';
}

/** A refused file, its error at the field the route reads the file from (`file`, or the rule's `fileField`). */
const wrong = (rule: UploadRule, detail: string, message: string) => new AppError(422, detail, [{ path: rule.fileField ?? 'file', message }]);

async function isUtf8Text(file: string) {
  const bytes = await fs.readFile(file);
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

async function classify(rule: UploadRule, file: { path: string; size: number; filename: string }): Promise<StagedFile> {
  const filename = cleanFilename(file.filename);
  const type = await (await import('file-type')).fileTypeFromFile(file.path);
  const known = type && rule.types.get(type.mime);
  if (type && known) {
    const staged = { path: file.path, size: file.size, mime: known.mime ?? type.mime, ext: known.ext, filename, text: false };
    if (rule.image && IMAGE_TYPES.has(type.mime)) {
      const img = await reencodeImage(file.path, type.mime, rule.image);
      await fs.writeFile(file.path, img.bytes);
      return { ...staged, size: img.bytes.length, mime: img.mime, ext: img.ext };
    }
    return staged;
  }
  const ext = /\.([a-z0-9]{1,8})$/i.exec(filename)?.[1]?.toLowerCase();
  // Text has no signature, except a few formats file-type knows (WebVTT); either way the name decides.
  if ((!type || type.mime.startsWith('text/')) && ext && rule.text?.names.test(filename)) {
    if (file.size > (rule.text.maxBytes ?? rule.maxBytes)) throw tooLarge();
    if (await isUtf8Text(file.path)) return { path: file.path, size: file.size, mime: 'text/plain', ext, filename, text: true };
  }
  throw wrong(rule, rule.messages.wrongType, 'Unsupported file type');
}

/**
 * The upload of one route, start to end: multipart read (415 when it is not multipart, 422 when
 * malformed or cut off), the size limit (413), an empty or missing file (422), the type by content
 * (422) and images re-encoded. `use` gets the staged file and usually stores it (store.ts); the
 * staged copy is deleted afterwards whatever happens. `check` runs on the text fields first (the
 * chat room's membership), before the content is examined; what it answers is given to `use`.
 */
export async function withUpload<T, C = undefined>(
  req: FastifyRequest,
  rule: UploadRule,
  use: (file: StagedFile, checked: C) => Promise<T>,
  check?: (fields: Record<string, string>) => Promise<C>,
): Promise<T> {
  const form = await receiveForm(req, { maxBytes: rule.maxBytes, fields: rule.fields, fileField: rule.fileField, fieldBytes: rule.fieldBytes });
  try {
    const checked = (check ? await check(form.fields) : undefined) as C;
    if (!form.file) throw wrong(rule, rule.messages.missing, 'Field required');
    if (!form.file.size) throw wrong(rule, rule.messages.empty ?? rule.messages.missing, 'The file is empty');
    return await use(await classify(rule, form.file), checked);
  } finally {
    await fs.rm(form.dir, { recursive: true, force: true });
  }
}
