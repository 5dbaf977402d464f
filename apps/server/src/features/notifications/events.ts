import type { NotificationDraft } from '@lingbridge/contracts/notifications';
import type { AppContext } from '../../context';
import { defineProcessor, type EventMeta } from '../../events/define-event';
import { emailVerified } from '../accounts/domain-events';
import { paymentFailed, paymentSucceeded, subscriptionCancelled, subscriptionEnded } from '../billing/domain-events';
import { CHAT_NOTIFY_DELAY_MS, messagesPosted } from '../chat/domain-events';
import { unreadRecipients } from '../chat/unread-service';
import { recordingFeedbackGiven } from '../recordings/domain-events';
import { recordingNotification } from '../recordings/public/notifications';
import { speakEventChanged } from '../speak/domain-events';
import { speakNotification } from '../speak/public/notifications';
import { videoFailed, videoTranscribed } from '../watch/domain-events';
import { questionAnswered } from '../discussions/domain-events';
import { notify } from './service';

/** Where a payment's notification leads: a ticket to its event, a subscription to its page. */
const paymentLink = (item: string, ref: string | null) =>
  item === 'mentor_verify'
    ? '/order'
    : item === 'event_ticket'
      ? ref?.startsWith('debate:')
        ? `/speak/${ref.slice(7)}`
        : '/user/debate/tickets'
      : item === 'material'
        ? `/materials/${ref?.slice(9) ?? ''}`
        : '/user/subscription';

/** One notification per event, stored once however often the processor runs (meta.key). */
const once = (ctx: AppContext, userId: number, meta: EventMeta, draft: NotificationDraft) => notify(ctx, userId, draft, { key: meta.key });

/** The events that become notifications (docs/decisions/0076); the web words each kind. */
export const notificationProcessors = [
  defineProcessor(emailVerified, {
    name: 'notifications.on-email-verified',
    async handle(p, ctx, meta) {
      await once(ctx, p.userId, meta, { kind: 'email_verified', params: {}, link: null });
    },
  }),
  defineProcessor(paymentSucceeded, {
    name: 'notifications.on-payment-succeeded',
    async handle(p, ctx, meta) {
      const params = { order_id: p.orderId, item: p.item, amount_cents: p.amountCents, currency: p.currency };
      await once(ctx, p.userId, meta, { kind: 'payment_succeeded', params, link: paymentLink(p.item, p.ref) });
    },
  }),
  defineProcessor(paymentFailed, {
    name: 'notifications.on-payment-failed',
    async handle(p, ctx, meta) {
      await once(ctx, p.userId, meta, { kind: 'payment_failed', params: { order_id: p.orderId, item: p.item }, link: '/order' });
    },
  }),
  defineProcessor(subscriptionCancelled, {
    name: 'notifications.on-subscription-cancelled',
    async handle(p, ctx, meta) {
      await once(ctx, p.userId, meta, { kind: 'subscription_ending', params: { plan: p.plan, ends_at: p.endsAt }, link: '/user/subscription' });
    },
  }),
  defineProcessor(subscriptionEnded, {
    name: 'notifications.on-subscription-ended',
    async handle(p, ctx, meta) {
      await once(ctx, p.userId, meta, { kind: 'subscription_ended', params: { plan: p.plan }, link: '/subscribe' });
    },
  }),
  defineProcessor(videoTranscribed, {
    name: 'notifications.on-video-transcribed',
    async handle(p, ctx, meta) {
      await once(ctx, p.ownerId, meta, { kind: 'video_transcribed', params: { video_id: p.videoId, title: p.title }, link: `/video/upload/${p.videoId}` });
    },
  }),
  defineProcessor(videoFailed, {
    name: 'notifications.on-video-failed',
    async handle(p, ctx, meta) {
      const params = { video_id: p.videoId, title: p.title, fail_code: p.failCode };
      await once(ctx, p.ownerId, meta, { kind: 'video_failed', params, link: `/video/upload/${p.videoId}` });
    },
  }),
  defineProcessor(questionAnswered, {
    name: 'notifications.on-question-answered',
    async handle(p, ctx, meta) {
      const params = { question_id: p.questionId, answerer_name: p.answererName, kind: p.kind, ref: p.ref, title: p.title };
      const link = p.kind === 'article' ? `/article/${p.ref}#discussion` : `/videoplayer?v=${p.ref}#discussion`;
      await once(ctx, p.askerId, meta, { kind: 'discussion_answer', params, link });
    },
  }),
  defineProcessor(recordingFeedbackGiven, {
    name: 'notifications.on-recording-feedback',
    async handle(p, ctx, meta) {
      const draft = await recordingNotification(ctx, p);
      if (draft) await once(ctx, p.learnerId, meta, draft);
    },
  }),
  defineProcessor(speakEventChanged, {
    name: 'notifications.on-speak-event',
    async handle(p, ctx, meta) {
      for (const n of await speakNotification(ctx, p)) await notify(ctx, n.userId, n.draft, { key: `${meta.key}:${n.userId}` });
    },
  }),
  // Checked after the window: whoever has still not read (chat box closed, or on another
  // conversation) gets one notification per conversation, refreshed while it stays unread.
  defineProcessor(messagesPosted, {
    name: 'notifications.on-chat-messages',
    delayMs: CHAT_NOTIFY_DELAY_MS,
    async handle(p, ctx) {
      const { senderName, recipients } = await unreadRecipients(ctx, p.roomId, p.senderId, p.firstMessageId);
      for (const r of recipients) {
        const params = { chat_room_id: p.roomId, sender_name: senderName, count: r.unread };
        await notify(ctx, r.userId, { kind: 'chat_message', params, link: `?chat=${p.roomId}` }, { group: `chat:${p.roomId}` });
      }
    },
  }),
];
