import { notifications } from '@mantine/notifications';
import { i18n } from '../../lib/i18n';

/** A short confirmation of an admin's change; its close button is named (axe: button-name). */
export function notifyDone(message: string): void {
  notifications.show({ color: 'brand', message, closeButtonProps: { 'aria-label': i18n.t('common:actions.close') } });
}
