import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';

/** The failures of spec 01 §8 this feature reports; each reads "Something Wrong" and its sentence. */
export type FailureKind = 'save' | 'unsave' | 'saveSentence' | 'deleteSentence';

/** Shows one of the spec's failure messages as a notification, in the interface language. */
export function notifyFailure(t: TFunction, kind: FailureKind) {
  notifications.show({
    color: 'red',
    title: t('failure.title', { ns: 'vocabulary' }),
    message: t(`failure.${kind}`, { ns: 'vocabulary' }),
    autoClose: 6000,
  });
}
