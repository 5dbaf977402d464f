import type { VideoFailCode, VideoFailParams } from '@lingbridge/contracts/watch';
import { LOCAL_WHISPER_REASON, type SpeechToText } from '../../adapters/speech-to-text';
import { MediaError } from './media/probe';

/**
 * A limit or missing engine: the video ends in `fail`. The code and parameters let the client word
 * it in the learner's language; the English message is kept for clients that do not know the code.
 */
export class PipelineFailure extends Error {
  constructor(
    readonly code: VideoFailCode,
    readonly params: VideoFailParams | null,
    message: string,
  ) {
    super(message);
  }
}

/** Why no speech-to-text engine can run, as a failure (the adapter's reason is the English text). */
export function noSpeechToText(stt: Pick<SpeechToText, 'unavailableReason'>) {
  const reason = stt.unavailableReason ?? 'no speech-to-text engine is available';
  return new PipelineFailure(reason === LOCAL_WHISPER_REASON ? 'LOCAL_WHISPER_MISSING' : 'NO_STT', null, reason);
}

const MEDIA_CODES: Record<string, VideoFailCode> = {
  VIDEO_NOT_A_VIDEO: 'NOT_A_VIDEO',
  VIDEO_NO_AUDIO: 'NO_AUDIO',
  VIDEO_TOO_LONG: 'TOO_LONG_LINK',
  VIDEO_TOO_LARGE: 'TOO_LARGE',
  VIDEO_UNSUPPORTED_SOURCE: 'UNSUPPORTED_SOURCE',
  MEDIA_TOOL_MISSING: 'NO_MEDIA_TOOL',
  VIDEO_FETCH_FAILED: 'FETCH_FAILED',
};

export type FailRecord = { failReason: string; failCode: VideoFailCode; failParams: VideoFailParams | null };

/**
 * What a failed video keeps: the English reason (at most 1000 characters), its code and parameters.
 * `permanent` is false for an error that ran out of retries: its English reason says so.
 */
export function failRecordOf(err: unknown, permanent: boolean, o: { maxMb: number }): FailRecord {
  const message = (err as Error)?.message ?? String(err);
  const failReason = (permanent ? message : `Video processing failed: ${message}`).slice(0, 1000);
  if (err instanceof PipelineFailure) return { failReason, failCode: err.code, failParams: err.params };
  const failCode = err instanceof MediaError ? MEDIA_CODES[err.code] : undefined;
  if (failCode) return { failReason, failCode, failParams: failCode === 'TOO_LARGE' ? { mb: o.maxMb } : null };
  return { failReason, failCode: 'PROCESSING_FAILED', failParams: null };
}
