import { CHAT_ERRORS } from '@lingbridge/contracts/chat';
import { QUERY_MESSAGES, rowIdParam } from '@lingbridge/contracts/common';
import type { AppContext } from '../../context';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import { IMAGE_TYPES } from '../../files/kinds';
import type { FileRow } from '../../files/store';
import { storeNewFile } from '../../files/store';
import type { StagedFile, UploadRule } from '../../files/upload';
import * as repo from './repo';
import { assertMember, memberIds } from './service';

/** What may be sent in a chat, recognised by content (never by the name the browser gives). */
const TYPES = new Map<string, { ext: string; mime?: string }>([
  ...IMAGE_TYPES,
  ['application/pdf', { ext: 'pdf' }],
  ['audio/mpeg', { ext: 'mp3' }],
  ['audio/mp4', { ext: 'm4a' }],
  ['audio/x-m4a', { ext: 'm4a' }],
  ['audio/ogg', { ext: 'ogg' }],
  ['audio/opus', { ext: 'opus' }],
  ['audio/wav', { ext: 'wav' }],
  ['audio/x-wav', { ext: 'wav' }],
  ['audio/webm', { ext: 'webm' }],
  ['video/mp4', { ext: 'mp4' }],
  ['video/webm', { ext: 'webm' }],
  ['video/quicktime', { ext: 'mov' }],
  ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', { ext: 'docx' }],
  ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', { ext: 'xlsx' }],
  ['application/vnd.openxmlformats-officedocument.presentationml.presentation', { ext: 'pptx' }],
]);

/**
 * `POST /chat/file`: any accepted type up to CHAT_FILE_MAX_BYTES; plain text only under a text name.
 * Images are shown inline to the other members, so they get the avatars' pixel limit and are
 * re-encoded in their own format, at most 4096 pixels on a side (docs/decisions/0022).
 */
export const chatFileUpload = (ctx: AppContext): UploadRule => ({
  maxBytes: ctx.config.chatFileMaxBytes,
  types: TYPES,
  text: { names: /\.(txt|md|csv|srt|vtt)$/i },
  image: { fit: 'inside', maxSide: 4096 },
  fields: ['chat_room_id'],
  messages: { missing: CHAT_ERRORS.fileMissing, wrongType: CHAT_ERRORS.fileType },
});

/** Images are shown in the message; everything else is downloaded. */
export const isInlineImage = (mime: string) => /^image\/(jpeg|png|gif|webp|avif)$/.test(mime);

/** The room named in the form, for a member of it (checked before the file is examined). */
export async function roomOfUpload(ctx: AppContext, user: UserRow, fields: Record<string, string>) {
  // Missing: "Field required"; present but not an id (abc, 0, 1.5): the one message ids have.
  const id = rowIdParam.safeParse(fields.chat_room_id || undefined);
  if (!id.success) {
    const message = id.error.issues[0]?.message ?? QUERY_MESSAGES.id;
    throw new AppError(422, message, [{ path: 'chat_room_id', message }]);
  }
  await assertMember(ctx, id.data, user.id);
  return id.data;
}

/** Stores a file for a room the user is a member of; it belongs to the room (chat_files). */
export async function uploadChatFile(ctx: AppContext, user: UserRow, roomId: number, file: StagedFile) {
  const text = file.text ? { ext: 'txt' } : {};
  const id = await storeNewFile(ctx, { ...file, ...text }, { kind: 'chat', visibility: 'private', ownerId: user.id, filename: file.filename }, (tx, fileId) =>
    repo.linkChatFile(tx, { fileId, roomId, uploaderId: user.id }),
  );
  return { file_id: id, filename: file.filename };
}

/** The chat's rule for its files: members of the file's room (the download helper asks it). */
export async function mayReadChatFile(ctx: AppContext, user: UserRow, file: FileRow) {
  const info = await repo.fileInfo(ctx.db, file.id);
  return !!info && (await memberIds(ctx, info.roomId)).includes(user.id);
}
