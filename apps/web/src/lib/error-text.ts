import type { TFunction } from 'i18next';
import { ApiError, errorMessage } from './api-client';

// The spec's HTTP-layer texts (spec 01 §8), mapped to interface strings.
const SPEC_TEXTS: Record<string, string> = {
  'Network error occurred': 'errors.networkOccurred',
  'Network Error': 'errors.networkError',
  'timeout exceeded': 'errors.timeout',
  'Request aborted': 'errors.aborted',
};

/**
 * The message to show for a failed call, in the interface language: the spec's texts and known
 * error codes are translated; other server details are shown as they are.
 */
export function errorText(err: unknown, t: TFunction): string {
  const raw = err instanceof ApiError && err.status === 0 ? err.message : errorMessage(err);
  const key = SPEC_TEXTS[raw];
  if (key) return t(key, { ns: 'common' });
  const coded = t(`errors.codes.${raw}`, { ns: 'common', defaultValue: '' });
  return coded || raw;
}
