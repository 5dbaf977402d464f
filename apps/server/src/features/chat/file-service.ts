import { CHAT_ERRORS } from '@lingbridge/contracts/chat';
import { FILE_NAME_MAX } from '@lingbridge/contracts/constants';
import { fileTypeFromBuffer } from 'file-type';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { AppError, notFound, tooLarge } from '../../errors';
import * as repo from './repo';
import { assertMember } from './service';

/** What may be sent in a chat, recognised by content (never by the name the browser gives). */
const ALLOWED = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/avif',
  'application/pdf',
  'audio/mpeg',
  'audio/mp4',
  'audio/x-m4a',
  'audio/ogg',
  'audio/opus',
  'audio/wav',
  'audio/x-wav',
  'audio/webm',
  'video/mp4',
  'video/webm',
  'video/quicktime',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
]);

/** Images are shown in the message; everything else is downloaded. */
export const isInlineImage = (mime: string) => /^image\/(jpeg|png|gif|webp|avif)$/.test(mime);

/** The characters spec 01 §5 removes from download names, and control characters; at most 100 characters. */
export function cleanFilename(name: string) {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\\/:*?"<>|\u0000-\u001f\u007f]/g, '').trim().slice(0, FILE_NAME_MAX);
  return clean || 'file';
}

function isPlainText(bytes: Buffer) {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

async function sniff(bytes: Buffer, name: string) {
  const type = await fileTypeFromBuffer(bytes);
  if (type && ALLOWED.has(type.mime)) return { mime: type.mime, ext: type.ext };
  if (!type && /\.(txt|md|csv|srt|vtt)$/i.test(name) && isPlainText(bytes)) return { mime: 'text/plain', ext: 'txt' };
  throw new AppError(422, CHAT_ERRORS.fileType, [{ path: 'file', message: 'Unsupported file type' }]);
}

/** `POST /chat/file`: stores a file for a room the user is a member of. */
export async function uploadChatFile(ctx: AppContext, user: UserRow, roomId: number, bytes: Buffer, name: string) {
  await assertMember(ctx, roomId, user.id);
  if (bytes.length > ctx.config.chatFileMaxBytes) throw tooLarge();
  if (!bytes.length) throw new AppError(422, CHAT_ERRORS.fileMissing, [{ path: 'file', message: 'Empty file' }]);
  const filename = cleanFilename(name);
  const { mime, ext } = await sniff(bytes, filename);
  const id = await ctx.storage.put(bytes, ext);
  try {
    await ctx.db.transaction((tx) =>
      repo.insertChatFile(tx, { id, roomId, uploaderId: user.id, mime, size: bytes.length, filename }),
    );
  } catch (err) {
    await ctx.storage.remove(id).catch(() => undefined);
    throw err;
  }
  return { file_id: id, filename };
}

/** `GET /chat/file/storage/{fileId}`: the bytes, for members of the file's room only. */
export async function readChatFile(ctx: AppContext, user: UserRow, fileId: string) {
  const info = await repo.fileInfo(ctx.db, fileId);
  if (!info) throw notFound('File not found');
  try {
    await assertMember(ctx, info.roomId, user.id);
  } catch {
    throw notFound('File not found');
  }
  const bytes = await ctx.storage.get(fileId);
  if (!bytes) throw notFound('File not found');
  return { bytes, mime: info.mime, filename: info.filename ?? fileId };
}
