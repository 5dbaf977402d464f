import { notifications } from '@mantine/notifications';
import i18n from '../../../lib/i18n';

/** A short message in the corner; its close button is named for screen readers (axe: button-name). */
export function toast(color: 'teal' | 'red', message: string) {
  notifications.show({ color, message, closeButtonProps: { 'aria-label': i18n.t('actions.close', { ns: 'common' }) } });
}
