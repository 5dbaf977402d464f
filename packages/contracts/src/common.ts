import { z } from 'zod';
import { LEARNING_LANGUAGES, SITE_LANGUAGE_NAMES, siteCodeToName, type SiteLanguageCode } from './languages';
import { validationMessage } from './validation';

// A field a schema gives no message of its own reads plain words rather than zod's type-talk
// ("Field required", "Must be at most 200 characters"; decision 0213), on server and client alike.
z.config({
  customError: validationMessage,
  // The web app's CSP has no 'unsafe-eval', so zod cannot compile parsers in the browser; its probe
  // (`new Function`) was reported as a CSP violation on every page (Lighthouse, best practices).
  // The server keeps the compiled parsers.
  jitless: typeof window !== 'undefined',
});

// The plain lists live in languages.ts (no zod); they are re-exported here for the schemas' users.
export {
  LEARNING_LANGUAGES,
  SITE_LANGUAGE_CODES,
  SITE_LANGUAGE_LABELS,
  SITE_LANGUAGE_NAMES,
  siteCodeToName,
  siteNameToCode,
  type LearningLanguage,
  type SiteLanguageCode,
  type SiteLanguageName,
} from './languages';

export const learningLanguage = z.enum(LEARNING_LANGUAGES);

/** Accepts a site language as a code (en) or a stored name (English); yields the stored name. */
export const siteLanguage = z.preprocess(
  (v) => (typeof v === 'string' && v in siteCodeToName ? siteCodeToName[v as SiteLanguageCode] : v),
  z.enum(SITE_LANGUAGE_NAMES),
);

/**
 * The interface language a visitor's form was sent in, for the mail it brings: a language the site
 * does not have (a browser's "en-US", anything else) is left out rather than refused, so the form
 * still goes through and the mail is in English.
 */
export const visitorLanguage = z.preprocess((v) => (siteLanguage.safeParse(v).success ? v : undefined), siteLanguage.optional());

export const ROLES = ['Member', 'Mentor', 'Admin'] as const;
export const userRole = z.enum(ROLES);
export type UserRole = z.infer<typeof userRole>;

/** One error shape everywhere (ARCHITECTURE.md §3). */
export const errorBody = z.object({
  detail: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/**
 * The largest value a PostgreSQL `integer` column holds. Every id here is a `serial` (int4), so an id
 * a client sends is bounded by it: a larger one is a 422 here, not an "out of range" error (a 500)
 * in the database.
 */
export const INT4_MAX = 2_147_483_647;
/** A row id in a JSON body. */
export const rowId = z.number().int().positive().max(INT4_MAX);
/** The messages of the path and query-string schemas below (translated like every server text). */
export const QUERY_MESSAGES = {
  boolean: 'Input should be a valid boolean, unable to interpret input',
  id: 'An id is a positive whole number',
  idMax: 'An id is at most 2147483647',
} as const;

/**
 * A row id in a path or a query string (text there, read as a number). A missing one reads
 * "Field required" (not "expected number, received NaN"); one that is not a whole number from 1 to
 * INT4_MAX (text, 0, -1, 1.5) reads the one message above, and one past what an int4 column holds
 * says where the limit is.
 */
export const rowIdParam = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
  z
    .number({ error: (issue) => (issue.input === undefined ? 'Field required' : QUERY_MESSAGES.id) })
    .int(QUERY_MESSAGES.id)
    .positive(QUERY_MESSAGES.id)
    .max(INT4_MAX, QUERY_MESSAGES.idMax),
);

const TRUE_WORDS = new Set(['true', '1', 'yes', 'on', 't', 'y']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'off', 'f', 'n']);

/**
 * A yes/no value in a query string, as the original API read it: true/false, 1/0, yes/no, on/off
 * (t/f, y/n), in any case. Documented as a string (what a query string carries); a missing
 * required one reads "Field required", anything else the one message above.
 */
export const queryBoolean = z
  .string()
  .meta({ description: 'true or false (also 1/0, yes/no, on/off; any case)', examples: ['true', 'false'] })
  .transform((s, ctx) => {
    const word = s.trim().toLowerCase();
    if (TRUE_WORDS.has(word)) return true;
    if (FALSE_WORDS.has(word)) return false;
    ctx.issues.push({ code: 'custom', message: QUERY_MESSAGES.boolean, input: s });
    return z.NEVER;
  });
/** A page number of a paged list (1 is the first). */
export const pageNumber = z.coerce.number().int().min(1).max(100_000).default(1);
/** The size of a list's page: at most `max`, `byDefault` when not given. */
export const pageSize = (max: number, byDefault: number) => z.coerce.number().int().min(1).max(max).default(byDefault);

export const pageQuery = z.object({ page: pageNumber, size: pageSize(250, 20) });

/** Every paged list answers `{items, page, pages}` (spec 01 §3). */
export function paged<T extends z.ZodTypeAny>(item: T) {
  return z.object({ items: z.array(item), page: z.number().int(), pages: z.number().int(), total: z.number().int() });
}
export type Paged<T> = { items: T[]; page: number; pages: number; total: number };

export const idParam = z.object({ id: rowIdParam });

/**
 * Spaces and invisible format characters (zero-width space, joiners, word joiner, BOM) at either
 * end: text copied from a chat or a document often carries them, and a name made only of them
 * would look blank.
 */
const EDGE_BLANKS = /^[\s\u200b-\u200d\u2060\ufeff]+|[\s\u200b-\u200d\u2060\ufeff]+$/g;

/** The text without spaces and invisible format characters at its ends ('' for text made only of them). */
export const withoutEdgeBlanks = (s: string) => s.replace(EDGE_BLANKS, '');

/** Strings that people type: trimmed (invisible characters at the ends too), no control characters. */
export const plainText = (max: number) =>
  z
    .string()
    .overwrite(withoutEdgeBlanks)
    .max(max)
    // eslint-disable-next-line no-control-regex
    .refine((s) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(s), 'Control characters are not allowed');
