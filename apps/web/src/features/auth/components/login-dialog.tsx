import { Anchor, Drawer, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { closeLoginDialog, restoreOpenerFocus, setLoginDialogView, useLoginDialog, type LoginDialogView } from '../../../lib/login-dialog-store';
import { bottomSheetProps } from '../../../components/bottom-sheet';
import { LoginDialogBody } from './login-dialog-body';

/** Below this width the dialog is a bottom sheet (spec section 2). */
const SHEET_QUERY = '(max-width: 48em)'; // 768 px

type SwitchLabel = 'toForgot' | 'toRegister' | 'toLogin' | 'backToLogin';

const SWITCH_LINKS: Record<LoginDialogView, { to: LoginDialogView; label: SwitchLabel }[]> = {
  login: [
    { to: 'forgot-password', label: 'toForgot' },
    { to: 'register', label: 'toRegister' },
  ],
  'forgot-password': [{ to: 'login', label: 'backToLogin' }],
  register: [{ to: 'login', label: 'toLogin' }],
};

function DialogContent({ view }: { view: LoginDialogView }) {
  const { t } = useTranslation('shell');
  return (
    <Stack gap="lg" data-testid="login-dialog" data-view={view}>
      <Text c="dimmed" size="sm">
        {t(`loginDialog.subtitle.${view}`)}
      </Text>
      <LoginDialogBody view={view} />
      <Group justify="space-between" gap="xs">
        {SWITCH_LINKS[view].map((link) => (
          <Anchor key={link.to} component="button" type="button" size="sm" fw={500} onClick={() => setLoginDialogView(link.to)}>
            {t(`loginDialog.${link.label}`)}
          </Anchor>
        ))}
      </Group>
    </Stack>
  );
}

/** The login / forgot-password / register dialog: a modal on wide screens, a bottom sheet on phones. */
export function LoginDialog() {
  const { opened, view } = useLoginDialog();
  const sheet = useMediaQuery(SHEET_QUERY, false);
  const { t } = useTranslation('shell');
  const shared = {
    opened,
    onClose: closeLoginDialog,
    // the first opening mounts this dialog already open, so Mantine never saw the opener
    returnFocus: false,
    onExitTransitionEnd: restoreOpenerFocus,
    title: t(`loginDialog.title.${view}`),
    zIndex: 300,
    styles: { title: { fontSize: 'var(--mantine-h3-font-size)', fontWeight: 700 } },
  };

  return sheet ? (
    <Drawer {...shared} {...bottomSheetProps} styles={{ ...bottomSheetProps.styles, ...shared.styles }}>
      <DialogContent view={view} />
    </Drawer>
  ) : (
    <Modal {...shared} centered size={440} radius="lg" padding="xl">
      <DialogContent view={view} />
    </Modal>
  );
}
