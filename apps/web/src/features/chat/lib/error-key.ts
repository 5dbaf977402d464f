import { CHAT_ERRORS } from '@lingbridge/contracts/chat';
import { FILE_ERRORS } from '@lingbridge/contracts/files';
import type { TFunction } from 'i18next';
import { serverText } from '../../../lib/server-text';

const KEYS = new Map<string, string>(Object.entries(CHAT_ERRORS).map(([k, v]) => [v, k]));

/** The chat's error details in the interface language (unknown ones as the server said them). */
export function chatErrorText(t: TFunction, detail: string | null | undefined): string {
  if (!detail) return t('errors.generic', { ns: 'chat' });
  if (detail === FILE_ERRORS.tooLarge) return t('errors.tooLarge', { ns: 'chat' });
  if (detail === FILE_ERRORS.imageTooLarge) return t('errors.imageTooLarge', { ns: 'chat' });
  if (detail === FILE_ERRORS.imageUnreadable) return t('errors.imageUnreadable', { ns: 'chat' });
  const key = KEYS.get(detail);
  return key ? t(`errors.${key}`, { ns: 'chat', defaultValue: detail }) : (serverText(detail) ?? detail);
}
