import { ACCOUNT_ERRORS, PASSWORD_RULE_MESSAGE } from '@lingbridge/contracts/accounts';
import { FILE_ERRORS } from '@lingbridge/contracts/files';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../lib/api-client';
import { serverText } from '../../../lib/server-text';

const CODES = new Set<string>(Object.values(ACCOUNT_ERRORS));

/** Login answered 422 (spec 01 §8). */
export const PASSWORD_INCORRECT = 'Password is incorrect.';

/**
 * English messages that come from the contracts' zod schemas (client and server side alike) and
 * from the accounts API, each with the translation key that says it in the interface language.
 */
const MESSAGE_KEYS: Record<string, string> = {
  'Field required': 'validation.required',
  [PASSWORD_INCORRECT]: 'errors.passwordIncorrect',
  'The password confirmation does not match': 'validation.passwordMismatch',
  'Email cannot be empty.': 'validation.emailEmpty',
  'Password cannot be empty.': 'validation.passwordEmpty',
  [PASSWORD_RULE_MESSAGE]: 'validation.passwordRule',
  'Password must be at most 128 characters': 'validation.tooLong',
  'Please enter a valid e-mail address': 'validation.email',
  'You must agree to the terms and privacy policy': 'validation.agreeTerms',
  'Current password is required to set a new password': 'validation.currentPasswordRequired',
  'Current password is incorrect': 'errors.UPDATE_USER_CURRENT_PASSWORD_INCORRECT',
  'Control characters are not allowed': 'validation.controlChars',
  'File size exceeds the limit': 'errors.fileTooLarge',
  'The avatar must be a JPEG, PNG, WebP, GIF or AVIF image': 'errors.notAnImage',
  'Not an image': 'errors.notAnImage',
  'The image could not be read': 'errors.brokenImage',
  [FILE_ERRORS.imageTooLarge]: 'errors.imageTooLarge',
  'Broken image': 'errors.brokenImage',
  'Please choose an image': 'errors.chooseImage',
  'No user found': 'errors.noUser',
  'Not found': 'errors.noUser',
  'Network error occurred': 'errors.network',
  'Network Error': 'errors.networkError',
  'timeout exceeded': 'errors.timeout',
  'Request aborted': 'errors.aborted',
};

/** zod issue codes (the `type` react-hook-form keeps) for messages not listed above. */
const TYPE_KEYS: Record<string, string> = {
  too_big: 'validation.tooLong',
  too_small: 'validation.tooShort',
  invalid_format: 'validation.invalid',
  invalid_type: 'validation.invalid',
  invalid_value: 'validation.invalid',
  custom: 'validation.invalid',
};

/** The translation key for a known English message or code, or null. */
export function messageKey(message: string | undefined | null): string | null {
  if (!message) return null;
  if (CODES.has(message)) return `errors.${message}`;
  return MESSAGE_KEYS[message] ?? null;
}

/**
 * A server text in the interface language from the server texts' catalogue (decision 0153), or null:
 * in English, for a text it lacks, or before a failed call fetched it.
 */
function fromServerTexts(t: TFunction, message: string | undefined | null): string | null {
  const lang = t('meta.lang');
  return message && lang !== 'en' ? serverText(message, lang) : null;
}

/**
 * Says a message in the interface language. Known messages are translated; a field error the
 * server sent (type `server`, e.g. "Must be at most 100 characters") from the server texts; an
 * unknown one is shown as the server wrote it in English and replaced by a general text elsewhere,
 * so no English is left on a Chinese or Spanish screen.
 */
export function translateMessage(t: TFunction, message: string | undefined | null, type?: string): string {
  const own = messageKey(message);
  if (own) return t(own);
  const server = type === 'server' ? fromServerTexts(t, message) : null;
  if (server) return server;
  const key = type ? TYPE_KEYS[type] : null;
  if (key) return t(key);
  if (message && t('meta.lang') === 'en') return message;
  return t('validation.invalid');
}

/** The text to show for a failed call (ApiError or anything else), in the interface language. */
export function apiErrorText(t: TFunction, err: unknown): string {
  if (!(err instanceof ApiError)) return t('errors.network');
  if (err.status === 429) return t('errors.rateLimited');
  if (err.status === 413) return t('errors.fileTooLarge');
  if (err.status === 401) return t('errors.unauthorized');
  if (err.status === 0) return translateMessage(t, err.message);
  if (err.status >= 500 && !messageKey(err.detail)) return t('errors.network');
  const key = messageKey(err.detail);
  if (key) return t(key);
  const server = fromServerTexts(t, err.detail);
  if (server) return server;
  if (err.detail && t('meta.lang') === 'en') return err.detail;
  return t('errors.generic');
}

/** True when the failure is the API's answer with this error code in `detail`. */
export const hasCode = (err: unknown, code: string) => err instanceof ApiError && err.detail === code;
