import type { TFunction } from 'i18next';
import { ApiError, errorMessage } from './api-client';
import { serverText } from './server-text';

// The spec's HTTP-layer texts (spec 01 §8), mapped to interface strings.
const SPEC_TEXTS: Record<string, string> = {
  'Network error occurred': 'errors.networkOccurred',
  'Network Error': 'errors.networkError',
  'timeout exceeded': 'errors.timeout',
  'Request aborted': 'errors.aborted',
};

/**
 * The message to show for a failed call, in the interface language: the spec's texts, known error
 * codes and the server's texts (locales/<lang>/server.json) are translated; a text none of them
 * knows is shown as the server sent it.
 */
export function errorText(err: unknown, t: TFunction): string {
  const raw = err instanceof ApiError && err.status === 0 ? err.message : errorMessage(err);
  const key = SPEC_TEXTS[raw];
  if (key) return t(key, { ns: 'common' });
  const coded = t(`errors.codes.${raw}`, { ns: 'common', defaultValue: '' });
  return coded || serverText(raw) || raw;
}
