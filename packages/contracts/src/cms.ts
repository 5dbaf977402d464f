import { z } from 'zod';
import { cartoonPanel, CARTOON_MAX_PANELS } from './cms-cartoons';
import { pageNumber, pageSize, plainText, SITE_LANGUAGE_CODES, visitorLanguage } from './common';

export * from './cms-cartoons';

/**
 * The content system (spec 02 §2 /cms, §3 admin content entities). One editing pattern for every
 * kind of content: a working copy that autosaves, a published copy the public reads, a schedule,
 * and an audit trail (decision 0110). A kind adds its own fields in `extra`.
 */
export const CONTENT_KINDS = ['blog', 'testimonial', 'event', 'ad', 'cartoon'] as const;
export const contentKind = z.enum(CONTENT_KINDS);
export type ContentKind = z.infer<typeof contentKind>;

export const ENTRY_STATUSES = ['draft', 'scheduled', 'published'] as const;
export const entryStatus = z.enum(ENTRY_STATUSES);
export type EntryStatus = z.infer<typeof entryStatus>;

export const siteCode = z.enum(SITE_LANGUAGE_CODES);

/** The largest rich-text body a version holds, in characters of HTML. */
export const BODY_MAX = 200_000;

/** One interface language's version of an entry: the body is HTML the server sanitises on save. */
export const entryVersion = z.object({
  title: plainText(200),
  summary: plainText(600).default(''),
  body: z.string().max(BODY_MAX).default(''),
});
export type EntryVersion = z.infer<typeof entryVersion>;

/** What an editor writes: a version per interface language (at least one with a title to publish), a cover, the kind's fields. */
export const entryDocument = z.object({
  versions: z.partialRecord(siteCode, entryVersion),
  cover_file_id: z.string().max(64).nullable().default(null),
  author: plainText(100).default(''),
  extra: z.record(z.string(), z.union([z.string().max(2000), z.number(), z.boolean(), z.null()])).default({}),
  /** A cartoon's panels (kind `cartoon`); other kinds leave it out. */
  panels: z.array(cartoonPanel).max(CARTOON_MAX_PANELS, `At most ${CARTOON_MAX_PANELS} panels in a cartoon`).optional(),
});
export type EntryDocument = z.infer<typeof entryDocument>;

export const entryListQuery = z.object({
  page: pageNumber,
  size: pageSize(100, 20),
  status: entryStatus.optional(),
  q: plainText(100).optional(),
});
export type EntryListQuery = z.infer<typeof entryListQuery>;

export const entryListItem = z.object({
  id: z.number().int(),
  kind: contentKind,
  status: entryStatus,
  title: z.string(),
  languages: z.array(siteCode),
  publish_at: z.string().nullable(),
  published_at: z.string().nullable(),
  updated_at: z.string(),
  updated_by: z.string().nullable(),
  /** The working copy differs from what the public reads. */
  unpublished_changes: z.boolean(),
});
export type EntryListItem = z.infer<typeof entryListItem>;

export const auditEntry = z.object({
  id: z.number().int(),
  action: z.enum(['create', 'save', 'publish', 'schedule', 'unpublish', 'delete', 'reply']),
  by: z.string().nullable(),
  at: z.string(),
  /** What changed: field names (title.en, body.zh, cover…). */
  changes: z.array(z.string()),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const entrySource = entryListItem.extend({
  draft: entryDocument,
  published: entryDocument.nullable(),
  audit: z.array(auditEntry),
});
export type EntrySource = z.infer<typeof entrySource>;

export const publishBody = z.object({
  /** When to publish; absent or in the past: now. */
  at: z.iso.datetime({ offset: true }).optional(),
});

export const kindParam = z.object({ kind: contentKind });
export const kindIdParam = kindParam.extend({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const uploadedImage = z.object({ file_id: z.string(), url: z.string() });

// ---- Public blog (spec 01 §2 /blog, /blog/{id}) ----

export const blogQuery = z.object({ page: pageNumber, size: pageSize(50, 12), lang: siteCode.default('en') });

export const blogPostCard = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  cover_url: z.string().nullable(),
  author: z.string(),
  published_at: z.string(),
  /** The language the version shown is in: the asked one, or the post's first when it has none in it. */
  lang: siteCode,
});
export type BlogPostCard = z.infer<typeof blogPostCard>;

export const blogPost = blogPostCard.extend({ body: z.string(), languages: z.array(siteCode) });
export type BlogPost = z.infer<typeof blogPost>;

export const testimonial = z.object({ id: z.number().int(), name: z.string(), role: z.string(), quote: z.string(), lang: siteCode });
export type Testimonial = z.infer<typeof testimonial>;

// ---- Contact (spec 01 §3 Contact message) ----

export const CONTACT_ERRORS = {
  tooFast: 'Please take a moment to write your message, then send it again',
  expired: 'This form has expired; please reload the page and send it again',
  rateLimited: 'Too many messages from you; please try again later',
} as const;

export const contactForm = z.object({ token: z.string() });

export const contactBody = z.object({
  name: plainText(100).pipe(z.string().min(1, 'Field required')),
  email: z.string().trim().max(254).pipe(z.email('Please enter a valid e-mail address')),
  message: z.string().trim().min(10, 'The message is too short').max(2000, 'The message is too long'),
  /** Handed out with the form: when it was opened, signed (too fast is a robot). */
  token: z.string().max(200),
  /** A field people never see (a robot fills it in). */
  website: z.string().max(500).optional(),
  /** The interface language the message was written in (en, es, zh or its name): the reply is framed in it for a visitor. */
  site_language: visitorLanguage,
});

export const contactMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  created_at: z.string(),
  status: z.enum(['new', 'answered']),
  reply: z.string().nullable(),
  answered_at: z.string().nullable(),
  answered_by: z.string().nullable(),
});
export type ContactMessageItem = z.infer<typeof contactMessage>;

export const contactListQuery = z.object({ page: pageNumber, size: pageSize(100, 20), status: z.enum(['new', 'answered']).optional() });
export const contactReplyBody = z.object({ text: z.string().trim().min(1, 'Field required').max(5000) });

// ---- Dashboard (/cms/index) ----

export const dashboard = z.object({
  todo: z.object({
    events_to_verify: z.number().int(),
    quotes_to_answer: z.number().int(),
    messages_to_answer: z.number().int(),
    failed_videos: z.number().int(),
    scheduled_posts: z.number().int(),
    /** Teachers' materials waiting for review (decision 0119). */
    materials_to_review: z.number().int(),
  }),
  week: z.object({
    new_users: z.number().int(),
    new_subscriptions: z.number().int(),
    articles_published: z.number().int(),
    posts_published: z.number().int(),
    messages: z.number().int(),
  }),
});
export type Dashboard = z.infer<typeof dashboard>;

// ---- Event announcements (decision 0115): an entry of kind `event`; its fields are in `extra` ----

export const EVENT_TYPES = ['competition', 'open_day', 'webinar', 'other'] as const;
export const EVENT_ERRORS = {
  when: 'Give the event a start date and time before publishing',
  where: 'Give the event a place or a link before publishing',
  link: 'The link must start with https:// or /',
  ends: 'The event cannot end before it starts',
  endsNotATime: 'Give the end as a date and time, or leave it empty',
} as const;

export const eventAnnouncement = z.object({
  id: z.number().int(),
  title: z.string(),
  summary: z.string(),
  type: z.enum(EVENT_TYPES),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  place: z.string(),
  link: z.string().nullable(),
  cover_url: z.string().nullable(),
  lang: siteCode,
});
export type EventAnnouncement = z.infer<typeof eventAnnouncement>;
export const eventsQuery = z.object({ lang: siteCode.default('en'), limit: z.coerce.number().int().min(1).max(20).default(3) });

// ---- House ads (decision 0116): an entry of kind `ad`; slot, audience, link and end in `extra` ----

export const AD_SLOTS = ['home', 'sidebar'] as const;
export const adSlot = z.enum(AD_SLOTS);
export type AdSlot = z.infer<typeof adSlot>;
export const AD_ERRORS = {
  link: 'Give the banner a link that starts with https:// or /',
  slot: 'Choose where the banner is shown',
  audience: 'Choose who sees the banner',
} as const;

export const houseAd = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  image_url: z.string().nullable(),
  /** The counting redirect: `/api/v1/ads/{id}/click`. */
  href: z.string(),
  lang: siteCode,
});
export type HouseAd = z.infer<typeof houseAd>;
export const adsQuery = z.object({ slot: adSlot, lang: siteCode.default('en') });
export const adClicks = z.object({ total: z.number().int(), days: z.array(z.object({ day: z.string(), clicks: z.number().int() })) });
export type AdClicks = z.infer<typeof adClicks>;

// ---- Applications (decision 0117): teachers asking to be verified mentors, and other requests ----

export const APPLICATION_KINDS = ['mentor', 'organization', 'other'] as const;
export const applicationKind = z.enum(APPLICATION_KINDS);
export const APPLICATION_STATUSES = ['pending', 'approved', 'declined'] as const;
export const APPLICATION_ERRORS = {
  pending: 'You have already sent this application; we will answer it soon',
  mentorOnly: 'Only teachers can apply to be verified mentors',
  alreadyVerified: 'You are already a verified mentor',
  answered: 'This application has already been answered',
  missing: 'Application not found',
} as const;

export const applicationBody = z.object({
  kind: applicationKind,
  message: z.string().trim().min(10, 'The message is too short').max(2000, 'The message is too long'),
});

export const applicationItem = z.object({
  id: z.number().int(),
  kind: applicationKind,
  status: z.enum(APPLICATION_STATUSES),
  message: z.string(),
  applicant: z.object({ id: z.number().int().nullable(), name: z.string(), email: z.string(), role: z.string(), verify_status: z.string() }),
  reply: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  decided_by: z.string().nullable(),
});
export type ApplicationItem = z.infer<typeof applicationItem>;

export const applicationListQuery = z.object({
  page: pageNumber,
  size: pageSize(100, 20),
  status: z.enum(APPLICATION_STATUSES).optional(),
  kind: applicationKind.optional(),
});
export const decideBody = z.object({
  decision: z.enum(['approve', 'decline']),
  message: z.string().trim().min(1, 'Field required').max(2000),
});
