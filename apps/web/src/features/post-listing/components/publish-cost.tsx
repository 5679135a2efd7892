import { Alert, Anchor, Text } from '@mantine/core';
import { IconCoins } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '@baandee/domain';
import { profileQuery } from '../../../lib/current-user';
import { useSession } from '../../../lib/session';

/**
 * What pressing Publish costs (DESIGN 4.4), said before it is pressed: the first publish
 * uses a credit, publishing again does not; with the balance before and after, and the
 * way to refill when it falls short. `cost` is the server's `publish_credits`.
 */
export function PublishCost({ cost }: { cost: number }) {
  const { t } = useTranslation('postForm');
  const { userId } = useSession();
  // the balance as it is now: credits move on other pages and in other tabs
  const { data: profile } = useQuery({ ...profileQuery(userId ?? 0), enabled: userId !== null });
  if (!profile) return null;
  const balance = profile.credit;
  const short = cost > balance;
  const text =
    cost === 0
      ? t('cost.free', { balance: formatNumber(balance) })
      : t(short ? 'cost.short' : 'cost.first', { cost: formatNumber(cost), balance: formatNumber(balance), after: formatNumber(balance - cost) });
  return (
    <Alert color={short ? 'red' : 'blue'} icon={<IconCoins aria-hidden />}>
      <Text size="sm" data-testid="publish-cost">
        {text}
      </Text>
      {short && (
        <Anchor component={Link} to="/my-credit-point" size="sm">
          {t('cost.refill')}
        </Anchor>
      )}
    </Alert>
  );
}
