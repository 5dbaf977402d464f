import { z } from 'zod';
import { defineJob } from '../../adapters/jobs';
import { renderAccountEmail } from './emails';

/** Sends an account e-mail; enqueued in the transaction that created the token. */
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
