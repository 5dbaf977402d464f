import { ORG_ERRORS } from '@lingbridge/contracts/organizations';
import type { TFunction } from 'i18next';
import { errorMessage } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';

const BY_TEXT = new Map<string, string>(Object.entries(ORG_ERRORS).map(([k, v]) => [v, k]));

/** A failed organisation call in the interface language: the server's known texts are translated. */
export function orgErrorText(t: TFunction, err: unknown) {
  const key = BY_TEXT.get(errorMessage(err));
  return key ? t(`organizations:errors.${key}`) : errorText(err, t);
}
