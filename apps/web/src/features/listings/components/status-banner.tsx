import { Alert, Button } from '@mantine/core';
import { IconEyeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListingView } from '@baandee/contracts';

/** The owner looking at their listing that others cannot see: its status, the admin's reason, a way to edit. */
export function StatusBanner({ listing }: { listing: ListingView }) {
  const { t } = useTranslation('listing');
  if (!listing.is_owner || listing.status === 'publish') return null;
  const status = t(`status.${listing.status}`);
  return (
    <Alert color={listing.status === 'banned' ? 'red' : 'yellow'} icon={<IconEyeOff aria-hidden />} title={t('page.statusBanner', { status })} data-testid="listing-status-banner" data-status={listing.status}>
      {listing.moderation_reason && <p style={{ margin: 0 }}>{t('page.reason', { reason: listing.moderation_reason })}</p>}
      {listing.status !== 'banned' && listing.status !== 'closed' && (
        <Button component={Link} to={`/${listing.id}/announce`} size="xs" variant="white" mt="xs">
          {t('page.editListing')}
        </Button>
      )}
    </Alert>
  );
}
