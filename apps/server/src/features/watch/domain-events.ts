import { VIDEO_FAIL_CODES } from '@lingbridge/contracts/watch';
import { z } from 'zod';
import { defineEvent } from '../../events/define-event';

const video = z.object({ videoId: z.number().int(), ownerId: z.number().int(), title: z.string() });

/** A submitted video's transcript is stored and ready to watch. */
export const videoTranscribed = defineEvent({ name: 'watch.video-transcribed', payload: video });
/** A submitted video ended in `fail`; its reason is on the video; `freeUseReturned`: its free use came back. */
export const videoFailed = defineEvent({
  name: 'watch.video-failed',
  payload: video.extend({ failCode: z.enum(VIDEO_FAIL_CODES).nullable(), freeUseReturned: z.boolean().optional() }),
});
