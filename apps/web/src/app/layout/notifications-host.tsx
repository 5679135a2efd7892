import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';

/**
 * Toasts at the bottom, above the bottom navigation on phones: at the top they covered the
 * header (language switch, avatar) while they showed.
 */
export function NotificationsHost() {
  return (
    <Notifications
      position="bottom-center"
      zIndex={450}
      limit={3}
      style={{ bottom: 'calc(var(--bottom-nav-height) + 12px + env(safe-area-inset-bottom))' }}
    />
  );
}
