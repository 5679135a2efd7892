import { Suspense, useState } from 'react';
import { useNotifications } from '@mantine/notifications';
import { useAlert } from '../../components/alert-store';
import { useLoginDialog } from '../../lib/login-dialog-store';
import { lazyWithStyles } from '../../lib/mantine-styles';

// Dialogs and notifications load on first use, so Mantine's Modal, Drawer and Notifications
// (and the full Mantine stylesheet) stay out of the first page.
const AlertModal = lazyWithStyles(() => import('../../components/alert-modal').then((m) => m.AlertModal));
const LoginDialog = lazyWithStyles(() => import('../../features/auth/components/login-dialog').then((m) => m.LoginDialog));
const Notifications = lazyWithStyles(() => import('./notifications-host').then((m) => m.NotificationsHost));

/** Mounts a component once `needed` was true, and keeps it mounted for its close animation. */
function useOnceTrue(needed: boolean): boolean {
  const [seen, setSeen] = useState(needed);
  if (needed && !seen) setSeen(true);
  return seen || needed;
}

export function DeferredDialogs() {
  const alertMounted = useOnceTrue(useAlert() !== null);
  const loginMounted = useOnceTrue(useLoginDialog().opened);
  // notifications.show() from any feature queues in Mantine's store; the host mounts then
  const notificationsMounted = useOnceTrue(useNotifications().notifications.length > 0);

  return (
    <Suspense fallback={null}>
      {alertMounted && <AlertModal />}
      {loginMounted && <LoginDialog />}
      {notificationsMounted && <Notifications />}
    </Suspense>
  );
}
