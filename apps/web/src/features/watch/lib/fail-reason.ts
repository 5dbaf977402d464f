import type { Video } from '@lingbridge/contracts/watch';
import type { TFunction } from 'i18next';

type Failed = Pick<Video, 'transcribe_fail_reason' | 'transcribe_fail_code' | 'transcribe_fail_params'>;

/**
 * Why a video failed, in the learner's language: the server's code worded from the locale files,
 * with its parameters (language names translated too). A code this client has no text for, or a
 * video failed before codes existed, shows the server's English reason.
 */
export function failReasonText(t: TFunction<'watch'>, video: Failed): string | null {
  const reason = video.transcribe_fail_reason;
  const code = video.transcribe_fail_code;
  if (!code || !/^[A-Z_]+$/.test(code)) return reason;
  const params: Record<string, string | number> = { ...(video.transcribe_fail_params ?? {}) };
  for (const k of ['from', 'to'] as const) if (typeof params[k] === 'string') params[k] = t(`fail.languageNames.${params[k]}`, { defaultValue: params[k] });
  const text = t(`fail.reasons.${code}`, { ...params, defaultValue: '' });
  return text || reason;
}
