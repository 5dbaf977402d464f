import { z } from 'zod';
import { defineJob } from '../../adapters/jobs';
import { forgetPaidUsers, refreshPaidFlags } from '../billing/service';
import { lockOrg, orgUsers } from './repo';

/** Sends one organisation e-mail (invitations). */
export const sendOrgMailJob = defineJob({
  name: 'organizations.send-mail',
  payload: z.object({ to: z.string(), subject: z.string(), text: z.string(), html: z.string() }),
  priority: 10,
  async handle(p, ctx) {
    await ctx.mailer.send(p);
  },
});

/**
 * When an organisation's paid seats run out, its members' is_paid is decided again (billing keeps it):
 * those without a subscription of their own fall back to free (docs/decisions/0094). Idempotent.
 */
export const seatsExpireJob = defineJob({
  name: 'organizations.seats-expire',
  payload: z.object({ orgId: z.number().int().positive() }),
  maxAttempts: 10,
  async handle(p, ctx) {
    const ids = await ctx.db.transaction(async (tx) => {
      const org = await lockOrg(tx, p.orgId);
      if (!org) return [];
      const members = (await orgUsers(tx, [p.orgId])).filter((u) => u.m.role === 'Member').map((u) => u.m.userId);
      await refreshPaidFlags(tx, members, ctx.now());
      return members;
    });
    await forgetPaidUsers(ctx, ids);
  },
});

export const organizationJobs = [sendOrgMailJob, seatsExpireJob];
