import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { apiErrorText } from './error-text';

/** A success toast with one of the spec's success texts (profile saved, update successful, uploaded). */
export const notifySuccess = (t: TFunction, key: 'profileSaved' | 'updateSuccessful' | 'uploaded') =>
  notifications.show({ color: 'teal', message: t(`success.${key}`), autoClose: 3000 });

/** "Save failed!" with the server's message, in the interface language. */
export const notifySaveFailed = (t: TFunction, err: unknown) =>
  notifications.show({ color: 'red', title: t('errors.saveFailed'), message: apiErrorText(t, err), autoClose: 6000 });
