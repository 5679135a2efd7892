import { Anchor, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconWallet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '@baandee/domain';
import { useCurrentUser } from '../../../lib/current-user';
import { RefillButton } from './refill-button';

/**
 * The credit bar (spec section 2): the balance and the refill button. The balance is the
 * profile's `credit`, the same number the user menu shows; `linked` makes it a link to the
 * credit page (on pages other than that one).
 */
export function CreditBar({ linked = false }: { linked?: boolean }) {
  const { t } = useTranslation('credit');
  const profile = useCurrentUser();
  const balance = profile ? t('bar.balance', { n: formatNumber(profile.credit) }) : '…';
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-label={t('bar.label')} data-testid="credit-bar">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={44} radius="xl" variant="light" color="yellow" aria-hidden>
            <IconWallet size={26} />
          </ThemeIcon>
          <div>
            <Text size="sm" c="dimmed">
              {t('bar.label')}
            </Text>
            <Text fz={24} fw={800} lh={1.2} data-testid="credit-balance" data-credit={profile?.credit}>
              {balance}
            </Text>
            {linked && (
              <Anchor component={Link} to="/my-credit-point" size="sm">
                {t('bar.open')}
              </Anchor>
            )}
          </div>
        </Group>
        <RefillButton />
      </Group>
    </Paper>
  );
}
