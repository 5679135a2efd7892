import { Notifications } from '@mantine/notifications';
import classes from './notifications-host.module.css';

/**
 * Toasts at the bottom, above the bottom navigation on phones: at the top they covered the
 * header (language switch, avatar) while they showed.
 */
export function NotificationsHost() {
  return <Notifications position="bottom-center" zIndex={450} limit={3} classNames={{ root: classes.root }} />;
}
