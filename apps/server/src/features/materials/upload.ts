import { MATERIAL_ERRORS, MATERIAL_MAX_BYTES, materialFields, type MaterialFields } from '@lingbridge/contracts/materials';
import { AppError } from '../../errors';
import type { UploadRule } from '../../files/upload';

/** What a material may be, recognised by content (file-type), never by the name the browser gives. */
const TYPES = new Map<string, { ext: string; mime?: string }>([
  ['application/pdf', { ext: 'pdf' }],
  ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', { ext: 'docx' }],
  ['application/vnd.openxmlformats-officedocument.presentationml.presentation', { ext: 'pptx' }],
  ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', { ext: 'xlsx' }],
  ['audio/mpeg', { ext: 'mp3' }],
  ['audio/mp4', { ext: 'm4a' }],
  ['audio/x-m4a', { ext: 'm4a', mime: 'audio/mp4' }],
  ['audio/wav', { ext: 'wav' }],
  ['audio/x-wav', { ext: 'wav', mime: 'audio/wav' }],
  ['audio/ogg', { ext: 'ogg' }],
]);

const FIELDS = ['title', 'description', 'language', 'level', 'price_cents'] as const;

/** POST /materials: the file and its details in one multipart form (the details are checked first). */
export const materialUpload: UploadRule = {
  maxBytes: MATERIAL_MAX_BYTES,
  types: TYPES,
  fields: FIELDS,
  // A description of 1,000 characters of Chinese is about 3 KB.
  fieldBytes: 8192,
  messages: { missing: MATERIAL_ERRORS.fileMissing, wrongType: MATERIAL_ERRORS.fileType },
};

/** PUT /materials/{id}/file: a new file only. */
export const materialFileUpload: UploadRule = { ...materialUpload, fields: [] };

/** The form's text fields as a material's details, or 422 with each field's message. */
export function parseFields(raw: Record<string, string>): MaterialFields {
  const parsed = materialFields.safeParse(raw);
  if (!parsed.success)
    throw new AppError(
      422,
      parsed.error.issues[0]?.message ?? 'Invalid input',
      parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    );
  return parsed.data;
}
