import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';

/** A failed billing call in the interface language: billing's codes first, then the shared texts. */
export function billingErrorText(t: TFunction, err: unknown): string {
  if (err instanceof ApiError && err.detail) {
    const own = t(`errors.${err.detail}`, { ns: 'billing', defaultValue: '' });
    if (own) return own;
  }
  return errorText(err, t);
}
