import { Button, List, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useReturnFocus } from '../lib/use-return-focus';
import { closeAlert, useAlert, type AlertType } from './alert-store';

const ICONS = {
  warning: { Icon: IconAlertTriangle, color: 'yellow.7' },
  error: { Icon: IconCircleX, color: 'red.7' },
  success: { Icon: IconCircleCheck, color: 'brand' },
  info: { Icon: IconInfoCircle, color: 'blue.7' },
} satisfies Record<AlertType, { Icon: typeof IconInfoCircle; color: string }>;

export function AlertModal() {
  const alert = useAlert();
  const { t } = useTranslation(['shell', 'common']);
  const { Icon, color } = ICONS[alert?.type ?? 'info'];
  // the first alert mounts this modal already open
  useReturnFocus(alert !== null);
  return (
    <Modal.Root opened={alert !== null} onClose={closeAlert} centered size="sm" radius="lg" zIndex={400}>
      <Modal.Overlay />
      <Modal.Content data-testid="alert-modal" data-alert-type={alert?.type}>
        <Modal.Body p="lg">
          <Stack align="center" gap="sm" ta="center" pt="sm">
            <ThemeIcon size={56} radius="xl" variant="light" color={color} aria-hidden>
              <Icon size={34} stroke={1.6} />
            </ThemeIcon>
            <Modal.Title fz="h4" fw={700}>
              {alert?.title ?? t(`alert.${alert?.type ?? 'info'}`)}
            </Modal.Title>
            {alert?.text && <Text c="dimmed">{alert.text}</Text>}
            {alert?.items && alert.items.length > 0 && (
              <List ta="start" size="sm" spacing={4}>
                {alert.items.map((item) => (
                  <List.Item key={item}>{item}</List.Item>
                ))}
              </List>
            )}
            <Button onClick={closeAlert} fullWidth mt="xs" data-autofocus>
              {t('common:actions.ok')}
            </Button>
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
