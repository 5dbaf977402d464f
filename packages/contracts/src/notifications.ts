import { z } from 'zod';
import { pageQuery, paged } from './common';
import { ORDER_ITEMS, SUBSCRIPTION_PLANS } from './billing';
import { VIDEO_FAIL_CODES } from './watch';

/**
 * A notification carries no text: the web writes it in the reader's language from `kind` and
 * `params` (docs/decisions/0076). Each kind's params are typed here, for server and web alike.
 */
export const notificationParams = {
  email_verified: z.object({}),
  payment_succeeded: z.object({ order_id: z.number().int(), item: z.enum(ORDER_ITEMS), amount_cents: z.number().int(), currency: z.string() }),
  payment_failed: z.object({ order_id: z.number().int(), item: z.enum(ORDER_ITEMS) }),
  /** Renewal was cancelled: access stays until `ends_at`. */
  subscription_ending: z.object({ plan: z.enum(SUBSCRIPTION_PLANS), ends_at: z.string() }),
  /** The paid period is over and PRO access has closed. */
  subscription_ended: z.object({ plan: z.enum(SUBSCRIPTION_PLANS) }),
  video_transcribed: z.object({ video_id: z.number().int(), title: z.string() }),
  video_failed: z.object({ video_id: z.number().int(), title: z.string(), fail_code: z.enum(VIDEO_FAIL_CODES).nullable() }),
  /** Unread messages in one conversation, coalesced: one unread notification per conversation. */
  chat_message: z.object({ chat_room_id: z.number().int(), sender_name: z.string(), count: z.number().int().min(1) }),
  /** Something changed in a Speak event for this person (an application, a verdict, a cancellation; speak.ts SPEAK_CHANGES). */
  speak_event: z.object({
    debate_id: z.number().int(),
    title: z.string(),
    change: z.string(),
    about_name: z.string().nullable(),
    detail: z.string().nullable(),
  }),
  /** Someone answered my question under an article or a video (discussions, decision 0106). */
  discussion_answer: z.object({
    question_id: z.number().int(),
    answerer_name: z.string(),
    kind: z.enum(['article', 'video']),
    ref: z.number().int(),
    title: z.string(),
  }),
  /** A teacher commented on or reviewed the learner's recording (recordings, decision 0103). */
  recording_feedback: z.object({
    recording_id: z.number().int(),
    title: z.string(),
    teacher_name: z.string(),
    feedback: z.enum(['comment', 'review']),
  }),
  /** An admin answered the person's application (cms, decision 0117); the admin's message comes with it. */
  application_decided: z.object({
    application_id: z.number().int(),
    kind: z.enum(['mentor', 'organization', 'other']),
    decision: z.enum(['approved', 'declined']),
    message: z.string(),
  }),
  /** An admin approved or rejected the teacher's material (materials, decision 0119), with a message. */
  material_reviewed: z.object({
    material_id: z.number().int(),
    title: z.string(),
    decision: z.enum(['approved', 'rejected']),
    message: z.string(),
  }),
} as const;

export type NotificationKind = keyof typeof notificationParams;
export const NOTIFICATION_KINDS = Object.keys(notificationParams) as NotificationKind[];
export type NotificationParams<K extends NotificationKind> = z.infer<(typeof notificationParams)[K]>;

const common = {
  id: z.number().int(),
  /** Where the notification leads: an app path, or `?chat=<room>` (the chat box opens there). */
  link: z.string().nullable(),
  created_at: z.string(),
  read_at: z.string().nullable(),
};

const variant = <K extends NotificationKind>(kind: K) => z.object({ ...common, kind: z.literal(kind), params: notificationParams[kind] });

export const notificationItem = z.discriminatedUnion('kind', [
  variant('email_verified'),
  variant('payment_succeeded'),
  variant('payment_failed'),
  variant('subscription_ending'),
  variant('subscription_ended'),
  variant('video_transcribed'),
  variant('video_failed'),
  variant('chat_message'),
  variant('speak_event'),
  variant('discussion_answer'),
  variant('recording_feedback'),
  variant('application_decided'),
  variant('material_reviewed'),
]);
export type NotificationItem = z.infer<typeof notificationItem>;

/** A notification before it is stored: what a processor hands to the notifications feature. */
export type NotificationDraft = { [K in NotificationKind]: { kind: K; params: NotificationParams<K>; link: string | null } }[NotificationKind];

export const notificationsQuery = pageQuery;
export const notificationsPage = paged(notificationItem).extend({ unread_count: z.number().int() });
export type NotificationsPage = z.infer<typeof notificationsPage>;

export const unreadCountResponse = z.object({ unread_count: z.number().int() });
export type UnreadCountResponse = z.infer<typeof unreadCountResponse>;

export const readAllResponse = z.object({ updated: z.number().int(), unread_count: z.number().int() });
export type ReadAllResponse = z.infer<typeof readAllResponse>;

export const NOTIFICATION_ERRORS = { notFound: 'NOTIFICATION_NOT_FOUND' } as const;

/**
 * The live frame a signed-in tab receives when a notification is stored (over the user socket of
 * the realtime layer): the new item and the user's unread count after it.
 */
export const notificationFrame = z.object({ type: z.literal('notification'), item: notificationItem, unread_count: z.number().int() });
export type NotificationFrame = z.infer<typeof notificationFrame>;
