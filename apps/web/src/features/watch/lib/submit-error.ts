import { WATCH_ERRORS, WATCH_MESSAGES } from '@lingbridge/contracts/watch';
import { ApiError } from '../../../lib/api-client';

/** What the upload box shows for a failed submit (spec 01 §8). */
export type SubmitProblem = 'login' | 'badUrl' | 'unsupported' | 'freeLimit' | 'tooLarge' | 'badCaptions' | 'badFile' | 'failed';

export function submitProblem(err: unknown): { kind: SubmitProblem; detail: string | null } {
  if (!(err instanceof ApiError)) return { kind: 'failed', detail: null };
  const detail = err.detail;
  if (err.status === 401) return { kind: 'login', detail };
  if (err.status === 413) return { kind: 'tooLarge', detail };
  if (detail === 'FREE_LIMIT_REACHED' || (err.status === 403 && /free/i.test(detail ?? ''))) return { kind: 'freeLimit', detail };
  if (detail === WATCH_MESSAGES.badUrl) return { kind: 'badUrl', detail };
  if (detail === WATCH_ERRORS.unsupportedSource) return { kind: 'unsupported', detail };
  if (detail === WATCH_ERRORS.badCaptions) return { kind: 'badCaptions', detail };
  if (detail === WATCH_ERRORS.badFile || detail === WATCH_ERRORS.notAVideo) return { kind: 'badFile', detail };
  return { kind: 'failed', detail: err.status >= 500 || err.status === 0 ? null : detail };
}
