import { z } from 'zod';
import { plainText } from './common';

/** A category of articles and videos (spec 01 §4), with how many published articles it holds. */
export const category = z.object({ id: z.number().int(), name: z.string(), slug: z.string(), position: z.number().int(), article_count: z.number().int() });
export type Category = z.infer<typeof category>;

export const categoryBody = z.object({ name: plainText(80).min(1, 'Field required'), position: z.number().int().min(0).max(1000).optional() }).strict();
export const updateCategoryBody = z.object({ name: plainText(80).min(1).optional(), position: z.number().int().min(0).max(1000).optional() }).strict();

// Defined in constants, which the web app loads without zod schemas.
export { categorySlug } from './constants';
