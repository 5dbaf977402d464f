import type { NotificationDraft } from '@lingbridge/contracts/notifications';
import type { z } from 'zod';
import type { AppContext } from '../../../context';
import type { recordingFeedbackGiven } from '../domain-events';
import * as repo from '../repo';

/** The learner's notification for a teacher's feedback; none when the recording is gone. */
export async function recordingNotification(ctx: AppContext, p: z.output<typeof recordingFeedbackGiven.payload>): Promise<NotificationDraft | null> {
  const row = await repo.findRecording(ctx.db, p.recordingId);
  if (!row) return null;
  const names = await repo.namesOf(ctx.db, [p.teacherId]);
  return {
    kind: 'recording_feedback',
    params: { recording_id: row.id, title: row.title, teacher_name: names.get(p.teacherId) ?? '', feedback: p.kind },
    link: `/user/record?recording=${row.id}`,
  };
}
