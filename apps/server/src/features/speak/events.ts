import type { AppContext } from '../../context';
import { defineProcessor } from '../../events/define-event';
import { paymentSucceeded } from '../billing/domain-events';
import { ticketPaid } from './participation';
import { speakEventChanged, type SpeakChange } from './domain-events';
import { mailLanguage } from '../../adapters/mail-language';
import { sendSpeakMailJob } from './mail';
import { speakChangeMail, speakSentence } from './mail-copy';
import { nickOf } from './presenter';
import * as repo from './repo';

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
      const people = await repo.readers(ctx.db, [...p.userIds, ...(p.aboutUserId ? [p.aboutUserId] : [])]);
      const about = p.aboutUserId ? people.find((u) => u.id === p.aboutUserId) : undefined;
      const url = `${ctx.config.publicUrl}${linkOf(p.change, d.id, p.detail)}`;
      for (const id of p.userIds) {
        const to = people.find((u) => u.id === id);
        if (!to) continue;
        // Each reader gets the e-mail in their own site language.
        const lang = mailLanguage(to.siteLanguage);
        const line = speakSentence(lang, p.change, d.title, about ? nickOf(about) : null, p.detail);
        await ctx.jobs.enqueue(sendSpeakMailJob, { to: to.email, ...speakChangeMail(lang, nickOf(to), line, url) }, { dedupeKey: `${meta.key}:${id}` });
      }
    },
  }),
];
