import { z } from 'zod';
import { defineJob } from '../../adapters/jobs';
import { renderAccountEmail } from './emails';

/**
 * Sends an account e-mail. Links are now mailed by event processors (events.ts); this job stays
 * registered so rows queued by an older version before an upgrade are still sent.
 */
export const sendAccountEmailJob = defineJob({
  name: 'accounts.send-email',
  payload: z.object({
    to: z.string(),
    kind: z.enum(['verify', 'reset']),
    siteLanguage: z.string(),
    link: z.string(),
  }),
  async handle(p, ctx) {
    await ctx.mailer.send({ to: p.to, ...renderAccountEmail(p.kind, p.siteLanguage, p.link) });
  },
});
