import type { AppContext } from '../../context';
import { defineProcessor } from '../../events/define-event';
import { articleAudioTimed } from '../reading/domain-events';
import { precomputeNativePitch } from './pitch-service';

/** A Chinese article's recording got its timings: its sentences' native contours are made now, not on first use. */
export const precomputeNativePitchOnTiming = defineProcessor(articleAudioTimed, {
  name: 'recordings.precompute-native-pitch',
  maxAttempts: 3,
  async handle(p, ctx: AppContext) {
    const made = await precomputeNativePitch(ctx, p.articleId);
    if (made) ctx.log.info({ articleId: p.articleId, sentences: made }, 'native pitch contours made');
  },
});

export const recordingsProcessors = [precomputeNativePitchOnTiming];
