import { contentKind } from '@lingbridge/contracts/cms';
import { z } from 'zod';
import { defineJob } from '../../adapters/jobs';

/** Publishes one scheduled entry when its time comes (nothing if it was unpublished or rescheduled meanwhile). */
export const publishScheduledJob = defineJob({
  name: 'cms.publish-scheduled',
  payload: z.object({ kind: contentKind, id: z.number().int().positive(), by: z.number().int().nullable() }),
  maxAttempts: 10,
  async handle(p, ctx) {
    // Loaded here: the service enqueues this job, so a static import would be a cycle.
    const { publishDue } = await import('./entries-service');
    await publishDue(ctx, p.kind, p.id, p.by);
  },
});

/** Sends one e-mail of the content system (a reply to a contact message). */
export const sendCmsMailJob = defineJob({
  name: 'cms.send-mail',
  payload: z.object({ to: z.string(), subject: z.string(), text: z.string(), html: z.string() }),
  priority: 10,
  async handle(p, ctx) {
    await ctx.mailer.send(p);
  },
});

export const cmsJobs = [publishScheduledJob, sendCmsMailJob];
