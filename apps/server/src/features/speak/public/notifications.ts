import type { NotificationDraft } from '@lingbridge/contracts/notifications';
import type { z } from 'zod';
import type { AppContext } from '../../../context';
import type { speakEventChanged } from '../domain-events';
import { linkOf } from '../events';
import { nickOf } from '../presenter';
import * as repo from '../repo';

/** The notification each recipient of a Speak change gets (the web words it from `change`). */
export async function speakNotification(ctx: AppContext, p: z.output<typeof speakEventChanged.payload>) {
  const d = await repo.findDebate(ctx.db, p.debateId);
  if (!d) return [];
  const [about] = p.aboutUserId ? await repo.people(ctx.db, [p.aboutUserId]) : [];
  const detail = p.change === 'invited' ? null : p.detail;
  const draft: NotificationDraft = {
    kind: 'speak_event',
    params: { debate_id: d.id, title: d.title, change: p.change, about_name: about ? nickOf(about) : null, detail },
    link: linkOf(p.change, d.id, p.detail),
  };
  return p.userIds.map((userId) => ({ userId, draft }));
}
