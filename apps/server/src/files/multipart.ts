import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { FILE_ERRORS } from '@lingbridge/contracts/files';
import type { FastifyRequest } from 'fastify';
import { AppError, tooLarge } from '../errors';

export const UPLOAD_ERRORS = { notMultipart: FILE_ERRORS.notMultipart, malformed: FILE_ERRORS.malformed, oneFile: FILE_ERRORS.oneFile } as const;

/** A multipart request's one file (written to a private temp folder as it arrives) and its small text fields. */
export type ReceivedForm = {
  dir: string;
  file: { path: string; size: number; filename: string } | null;
  fields: Record<string, string>;
};

/** The 415 for a body that is not multipart, naming the field the route reads its file from (recordings: `audio_file`). */
const notMultipart = (field: string) => new AppError(415, UPLOAD_ERRORS.notMultipart.replace('"file"', `"${field}"`));

/** Fastify's and busboy's errors for a body that is not a readable multipart form. */
function asClientError(err: unknown, field: string): AppError | null {
  if (err instanceof AppError) return err;
  const e = err as { code?: string; syscall?: string; message?: string };
  if (e.code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (e.code === 'FST_FILES_LIMIT') return new AppError(422, UPLOAD_ERRORS.oneFile, [{ path: field, message: UPLOAD_ERRORS.oneFile }]);
  if (e.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return notMultipart(field);
  // The disk, not the client: a real server error.
  if (e.syscall) return null;
  // Everything else busboy or the plugin says is about the body: no boundary, no closing boundary,
  // a cut-off part, malformed part headers, too many parts or fields.
  return new AppError(422, UPLOAD_ERRORS.malformed, [{ path: 'body', message: e.message ?? 'Malformed multipart body' }]);
}

/**
 * Reads a multipart upload: the `file` part (or `fileField`) is streamed to disk (never more than `maxBytes`, 413
 * above), the named text fields are kept (at most `fieldBytes` each, 1 KB by default); other parts are drained. A request
 * that is not multipart answers 415, a malformed or cut-off one 422, never a 500.
 */
export async function receiveForm(
  req: FastifyRequest,
  o: { maxBytes: number; fields?: readonly string[]; fileField?: string; fieldBytes?: number },
): Promise<ReceivedForm> {
  const field = o.fileField ?? 'file';
  if (!req.isMultipart()) throw notMultipart(field);
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lb-upload-'));
  const form: ReceivedForm = { dir, file: null, fields: {} };
  try {
    const parts = req.parts({ limits: { fileSize: o.maxBytes, files: 1, fields: 10, parts: 12, fieldSize: o.fieldBytes ?? 1024 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== field || form.file) {
          part.file.resume();
          continue;
        }
        const file = path.join(dir, 'upload');
        await pipeline(part.file, createWriteStream(file));
        if (part.file.truncated) throw tooLarge();
        form.file = { path: file, size: (await fs.stat(file)).size, filename: part.filename ?? '' };
      } else if (o.fields?.includes(part.fieldname) && typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
    return form;
  } catch (err) {
    await fs.rm(dir, { recursive: true, force: true });
    throw asClientError(err, field) ?? err;
  }
}

/**
 * A route's `preValidation` for a form the spec sends as form fields (`POST /user/login`): a
 * multipart body's text fields become the request body, as an URL-encoded form's do, and the route's
 * schema checks them. A file part answers 422; a malformed body 422; at most 10 fields of 1 KB.
 */
export async function multipartFields(req: FastifyRequest): Promise<void> {
  if (!req.isMultipart()) return;
  const fields: Record<string, string> = {};
  try {
    for await (const part of req.parts({ limits: { files: 1, fields: 10, parts: 11, fieldSize: 1024 } })) {
      if (part.type === 'file')
        throw new AppError(422, 'Send the form as text fields, without files', [{ path: `body.${part.fieldname}`, message: 'Not a text field' }]);
      if (part.valueTruncated) throw new AppError(422, 'A form field is too long', [{ path: `body.${part.fieldname}`, message: 'At most 1 KB' }]);
      fields[part.fieldname] = String(part.value);
    }
  } catch (err) {
    throw asClientError(err, 'body') ?? err;
  }
  req.body = fields;
}
