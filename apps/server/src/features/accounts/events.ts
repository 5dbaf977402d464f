import { defineProcessor } from '../../events/define-event';
import { passwordResetRequested, verificationRequested } from './domain-events';
import { renderAccountEmail } from './emails';

/** Accounts' own reactions: the e-mails that carry the links (sent at least once). */
export const accountsProcessors = [
  defineProcessor(verificationRequested, {
    name: 'accounts.mail-verification-link',
    async handle(p, ctx) {
      await ctx.mailer.send({ to: p.to, ...renderAccountEmail('verify', p.siteLanguage, p.link) });
    },
  }),
  defineProcessor(passwordResetRequested, {
    name: 'accounts.mail-reset-link',
    async handle(p, ctx) {
      await ctx.mailer.send({ to: p.to, ...renderAccountEmail('reset', p.siteLanguage, p.link) });
    },
  }),
];
