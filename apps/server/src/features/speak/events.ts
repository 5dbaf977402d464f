import type { AppContext } from '../../context';
import { defineProcessor } from '../../events/define-event';
import { paymentSucceeded } from '../billing/domain-events';
import { ticketPaid } from './participation';
import { speakEventChanged, type SpeakChange } from './domain-events';
import { sendSpeakMailJob } from './mail';
import { nickOf } from './presenter';
import * as repo from './repo';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The e-mail line of each change (English; the notification is written in the reader's language by the web). */
function sentence(change: SpeakChange, title: string, about: string | null, detail: string | null): string {
  const t = `"${title}"`;
  switch (change) {
    case 'application_received':
      return `${about ?? 'Someone'} applied to ${t} as ${detail ?? 'a participant'}. Review the application on your event page.`;
    case 'approved':
      return `Your application to ${t} was approved.`;
    case 'declined':
      return `Your application to ${t} was declined.${detail ? ` Reason: ${detail}` : ''}`;
    case 'kicked':
      return `The initiator removed you from ${t}.${detail ? ` Reason: ${detail}` : ''}`;
    case 'withdrawn':
      return `${about ?? 'A participant'} withdrew from ${t}.`;
    case 'side_changed':
      return `The initiator changed your part in ${t} to ${detail === 'prop' ? 'Prop' : detail === 'opp' ? 'Opp' : (detail ?? 'another one')}.`;
    case 'verified':
      return `Your event ${t} was approved and is now open for applications.`;
    case 'rejected':
      return `Your event ${t} was not approved.${detail ? ` Reason: ${detail}` : ''}`;
    case 'cancelled':
      return `The event ${t} was cancelled.${detail ? ` Reason: ${detail}` : ''}`;
    case 'rescheduled':
      return `${t} now starts at ${detail ? `${detail.slice(0, 16).replace('T', ' ')} UTC` : 'another time'}. See the event page.`;
    case 'starting_soon':
      return `${t} starts in 30 minutes. The room is open now.`;
    case 'started':
      return `${t} has started.`;
    case 'closed':
      return `${t} has ended.`;
    case 'invited':
      return `${about ?? 'Someone'} invited you to ${t}.`;
    case 'question_asked':
      return `${about ?? 'A participant'} asked a question about ${t}.`;
    case 'question_answered':
      return `The initiator answered your question about ${t}.`;
  }
}

/** Link of a change: the invitation, my event page for the initiator, else the event. */
export function linkOf(change: SpeakChange, debateId: number, detail: string | null) {
  if (change === 'invited' && detail) return `/speak/${debateId}?invite=${detail}`;
  if (change === 'application_received' || change === 'withdrawn' || change === 'question_asked') return `/user/event/${debateId}`;
  if (change === 'verified' || change === 'rejected') return `/user/event/${debateId}`;
  if (change === 'question_answered') return `/user/debate/qa`;
  return `/speak/${debateId}`;
}

/** Every change that matters to someone reaches them as an e-mail too (the notification is in notifications/events.ts). */
export const speakProcessors = [
  defineProcessor(paymentSucceeded, {
    name: 'speak.ticket-paid',
    async handle(p, ctx) {
      if (p.item === 'event_ticket') await ticketPaid(ctx, p.userId, p.ref);
    },
  }),
  defineProcessor(speakEventChanged, {
    name: 'speak.mail-on-change',
    async handle(p, ctx: AppContext, meta) {
      // Invitations carry their own e-mail (invitations.ts).
      if (p.change === 'invited') return;
      const d = await repo.findDebate(ctx.db, p.debateId);
      if (!d) return;
      const people = await repo.people(ctx.db, [...p.userIds, ...(p.aboutUserId ? [p.aboutUserId] : [])]);
      const about = p.aboutUserId ? people.find((u) => u.id === p.aboutUserId) : undefined;
      const line = sentence(p.change, d.title, about ? nickOf(about) : null, p.detail);
      const url = `${ctx.config.publicUrl}${linkOf(p.change, d.id, p.detail)}`;
      for (const id of p.userIds) {
        const to = people.find((u) => u.id === id);
        if (!to) continue;
        const text = `Hello ${nickOf(to)},\n\n${line}\n\n${url}\n\nLingbridge Speak`;
        const html = `<p>Hello ${esc(nickOf(to))},</p><p>${esc(line)}</p><p><a href="${esc(url)}">${esc(url)}</a></p><p>Lingbridge Speak</p>`;
        await ctx.jobs.enqueue(
          sendSpeakMailJob,
          { to: to.email, subject: `Lingbridge Speak: ${line.slice(0, 90)}`, text, html },
          { dedupeKey: `${meta.key}:${id}` },
        );
      }
    },
  }),
];
