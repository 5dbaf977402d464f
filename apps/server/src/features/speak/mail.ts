import { z } from 'zod';
import { defineJob } from '../../adapters/jobs';

/** Sends one Speak e-mail (invitations, and the changes of events.ts). */
export const sendSpeakMailJob = defineJob({
  name: 'speak.send-mail',
  payload: z.object({ to: z.string(), subject: z.string(), text: z.string(), html: z.string() }),
  priority: 10,
  async handle(p, ctx) {
    await ctx.mailer.send(p);
  },
});
