import { lazy, Suspense, useState } from 'react';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconEdit, IconEye, IconEyeOff, IconLock, IconReceipt, IconRocket, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MyListingCard } from '@baandee/contracts';
import { paymentPath } from '../../credit';
import { useChangeListing, type ListingChange } from '../api/change-listing';
import { useConfirmAvailable } from '../api/confirm-available';
import { ConfirmModal } from './confirm-modal';

// the boost steps load when the owner opens them
const BoostDialog = lazy(() => import('../../credit/boost-dialog.lazy').then((m) => ({ default: m.BoostDialog })));

const ICONS = { publish: IconEye, 'un-publish': IconEyeOff, close: IconLock, delete: IconTrash } as const;
/** Closing and deleting cannot be undone: they are confirmed first. */
const CONFIRMED = ['close', 'delete'] as const;
type Confirmed = (typeof CONFIRMED)[number];
const isConfirmed = (change: ListingChange): change is Confirmed => (CONFIRMED as readonly string[]).includes(change);

/** The actions the API allows for the listing's status, in the API's order. */
export function MyListingActions({ listing }: { listing: MyListingCard }) {
  const { t } = useTranslation('listing');
  const change = useChangeListing();
  const confirm = useConfirmAvailable();
  const [asking, setAsking] = useState<Confirmed | null>(null);
  const [boosting, setBoosting] = useState(false);

  const run = (action: ListingChange) =>
    change.mutate(
      { id: listing.id, change: action },
      {
        onSuccess: (status) => {
          setAsking(null);
          notifications.show({ color: 'brand', message: t(`mine.done.${action === 'publish' && status === 'pending' ? 'pending' : action}`) });
        },
        onError: () => setAsking(null),
      },
    );

  return (
    <Group gap="xs" mt="xs" role="group" aria-label={t('mine.actions.label')} data-testid="my-listing-actions">
      {listing.status === 'publish' && (
        // "still available?" answered from the list (docs/decisions/062)
        <Button
          size="xs"
          variant="light"
          color="green"
          leftSection={<IconCircleCheck size={16} aria-hidden />}
          loading={confirm.isPending}
          onClick={() => confirm.mutate(listing.id, { onSuccess: () => notifications.show({ color: 'brand', message: t('available.confirmDone') }) })}
          data-action="confirm-available"
        >
          {t('available.confirm')}
        </Button>
      )}
      {listing.actions.map((action) => {
        if (action === 'edit')
          return (
            <Button key={action} component={Link} to={`/${listing.id}/announce`} size="xs" variant="light" leftSection={<IconEdit size={16} aria-hidden />}>
              {t('mine.actions.edit')}
            </Button>
          );
        if (action === 'boost' && listing.boost_payment)
          // a boost awaiting its transfer or the review of its slip: the way to its payment, not a second boost
          return (
            <Button
              key={action}
              component={Link}
              to={paymentPath(listing.boost_payment.id)}
              size="xs"
              variant="light"
              color="orange"
              leftSection={<IconReceipt size={16} aria-hidden />}
              data-action="boost-payment"
            >
              {t('mine.boostPayment.open')}
            </Button>
          );
        if (action === 'boost')
          // a running boost cannot be boosted again: the label on the card says it is on
          return listing.boosted ? null : (
            <Button
              key={action}
              size="xs"
              variant="filled"
              color="orange"
              leftSection={<IconRocket size={16} aria-hidden />}
              onClick={() => setBoosting(true)}
              data-action="boost"
            >
              {t('mine.actions.boost')}
            </Button>
          );
        const Icon = ICONS[action];
        return (
          <Button
            key={action}
            size="xs"
            variant={action === 'delete' ? 'subtle' : 'light'}
            color={isConfirmed(action) ? 'red' : undefined}
            leftSection={<Icon size={16} aria-hidden />}
            loading={change.isPending && change.variables?.change === action}
            onClick={() => (isConfirmed(action) ? setAsking(action) : run(action))}
            data-action={action}
          >
            {t(`mine.actions.${action}`)}
          </Button>
        );
      })}
      <ConfirmModal
        opened={asking !== null}
        title={asking ? t(`mine.confirm.${asking}Title`) : ''}
        text={asking ? t(`mine.confirm.${asking}Text`) : ''}
        confirmLabel={asking ? t(`mine.actions.${asking}`) : ''}
        loading={change.isPending}
        onConfirm={() => asking && run(asking)}
        onClose={() => setAsking(null)}
      />
      {boosting && (
        <Suspense fallback={null}>
          <BoostDialog listingId={listing.id} title={listing.announce_title || t('card.untitled')} onClose={() => setBoosting(false)} />
        </Suspense>
      )}
    </Group>
  );
}
