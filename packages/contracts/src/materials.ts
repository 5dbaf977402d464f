import { z } from 'zod';
import { learningLanguage, pageNumber, pageSize, paged, plainText } from './common';
import { LEVELS } from './constants';

/**
 * The materials marketplace (issue 19, decision 0119): teachers sell or give away teaching
 * materials (documents, slides, audio); admins moderate them; others browse, download free ones
 * and buy paid ones through billing.
 */

/** The largest material file: 25 MB (worksheets, slide decks, a lesson's audio). */
export const MATERIAL_MAX_BYTES = 25 * 1024 * 1024;
/** The highest price a teacher may ask, in cents ($200). */
export const MATERIAL_MAX_PRICE_CENTS = 20_000;
/** The lowest price of a paid material, in cents (below it the card fee eats the price). */
export const MATERIAL_MIN_PRICE_CENTS = 100;
export const MATERIAL_TITLE_MAX = 120;
export const MATERIAL_DESCRIPTION_MAX = 1000;

export const MATERIAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const materialStatus = z.enum(MATERIAL_STATUSES);
export type MaterialStatus = z.infer<typeof materialStatus>;

/** What a file is, by its content: shown as a badge and used for the icon. */
export const MATERIAL_FORMATS = ['pdf', 'docx', 'pptx', 'xlsx', 'audio'] as const;
export type MaterialFormat = (typeof MATERIAL_FORMATS)[number];

/** Error texts the server answers in `detail`. */
export const MATERIAL_ERRORS = {
  missing: 'Material not found',
  fileMissing: 'Please choose a file',
  fileType: 'The file must be a PDF, Word, PowerPoint or Excel document, or MP3, M4A, WAV or OGG audio',
  teachersOnly: 'Only teachers can upload materials',
  notYours: 'Only the teacher who uploaded this material may change it',
  buyFirst: 'Buy this material to download it',
  free: 'This material is free: download it',
  alreadyBought: 'You have already bought this material',
  own: 'This is your own material',
  notForSale: 'This material is not on sale',
  reviewed: 'This material has already been reviewed',
  adminsOnly: 'Only admins may do this',
} as const;

const price = z.coerce
  .number({ error: 'The price must be a number of cents' })
  .int('The price must be a number of cents')
  .min(0, 'The price cannot be negative')
  .max(MATERIAL_MAX_PRICE_CENTS, 'The price is at most $200')
  .refine((n) => n === 0 || n >= MATERIAL_MIN_PRICE_CENTS, 'A paid material costs at least $1');

/** A material's details, as the upload form sends them (multipart text fields) and as an edit sends them (JSON). */
export const materialFields = z.object({
  title: plainText(MATERIAL_TITLE_MAX).pipe(z.string().min(1, 'Please enter a title')),
  description: plainText(MATERIAL_DESCRIPTION_MAX).default(''),
  language: learningLanguage,
  level: z.enum(LEVELS, { error: 'Level must be Beginner, Intermediate or Advanced' }),
  /** 0 is free. */
  price_cents: price,
});
export type MaterialFields = z.infer<typeof materialFields>;
/** An edit sends only what it changes: no default, so a field left out is kept (not emptied). */
export const materialPatch = materialFields.extend({ description: plainText(MATERIAL_DESCRIPTION_MAX) }).partial();

export const materialListQuery = z.object({
  page: pageNumber,
  size: pageSize(60, 12),
  language: learningLanguage.optional(),
  level: z.enum(LEVELS).optional(),
  price: z.enum(['free', 'paid']).optional(),
  q: plainText(100).optional(),
});
export type MaterialListQuery = z.infer<typeof materialListQuery>;

export const myMaterialsQuery = z.object({ page: pageNumber, size: pageSize(60, 20), status: materialStatus.optional() });
export const cmsMaterialsQuery = z.object({ page: pageNumber, size: pageSize(100, 20), status: materialStatus.optional(), q: plainText(100).optional() });

export const reviewBody = z.object({
  decision: z.enum(['approve', 'reject']),
  message: z.string().trim().max(2000, 'The message is too long').default(''),
});

export const material = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  language: learningLanguage,
  level: z.enum(LEVELS),
  price_cents: z.number().int(),
  status: materialStatus,
  format: z.enum(MATERIAL_FORMATS),
  file_name: z.string(),
  file_size: z.number().int(),
  teacher: z.object({ id: z.number().int().nullable(), name: z.string() }),
  /** The admin's message with the last review (shown to the teacher and admins only). */
  review_message: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** What the asker may do with it (the web asks these instead of re-deriving roles). */
  abilities: z.object({
    download: z.boolean(),
    buy: z.boolean(),
    edit: z.boolean(),
    review: z.boolean(),
    purchased: z.boolean(),
  }),
});
export type Material = z.infer<typeof material>;
export const materialsPage = paged(material);

export const materialCheckout = z.object({ checkout_url: z.string(), session_id: z.string() });
export type MaterialCheckout = z.infer<typeof materialCheckout>;
