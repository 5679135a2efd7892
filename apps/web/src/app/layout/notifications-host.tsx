import { Notifications } from '@mantine/notifications';

export function NotificationsHost() {
  return <Notifications position="top-center" zIndex={450} limit={3} />;
}
