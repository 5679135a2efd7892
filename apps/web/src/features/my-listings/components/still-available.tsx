import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { OutcomePanel } from '../../../components/outcome-panel';
import { ApiError } from '../../../lib/api-client';
import { translateMessage } from '../../../lib/api-messages';
import { answerAvailability } from '../api/confirm-available';
import { myListingKeys } from '../api/keys';

/**
 * /still-available?token=…: the answer one of the "still available?" mail's links gives
 * (docs/decisions/062). The page spends the single-use token once it runs in a browser (a
 * mail scanner fetching the link does not answer for the owner), as a cached query, so a
 * re-render or a strict-mode remount never spends it twice.
 */
export function StillAvailable() {
  const { t } = useTranslation('listing');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const query = useQuery({
    queryKey: myListingKeys.availabilityAnswer(token),
    queryFn: () => answerAvailability({ token }),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    throwOnError: false,
  });

  if (token && query.isPending) {
    return (
      <Stack align="center" gap="sm" py="xl" role="status">
        <Loader />
        <Text>{t('available.checking')}</Text>
      </Stack>
    );
  }

  if (query.isSuccess) {
    const { answer, listing } = query.data;
    const title = listing.announce_title || t('card.untitled');
    return (
      <OutcomePanel
        outcome="success"
        title={answer === 'yes' ? t('available.yesTitle') : t('available.noTitle')}
        text={answer === 'yes' ? t('available.yesText', { title }) : t('available.noText', { title })}
        data-testid={`still-available-${answer}`}
      >
        <Group justify="center" gap="sm">
          {answer === 'yes' && (
            <Button component={Link} to={`/view-announce/${listing.slug_id}`} data-testid="still-available-view">
              {t('available.viewListing')}
            </Button>
          )}
          <Button component={Link} to="/my-announce" variant="light">
            {t('available.myListings')}
          </Button>
        </Group>
      </OutcomePanel>
    );
  }

  const message = !token ? t('available.noToken') : translateMessage(query.error instanceof ApiError ? query.error.key : 'something went wrong');
  return (
    <OutcomePanel outcome="failure" title={t('available.failedTitle')} text={message} data-testid="still-available-failed">
      <Text size="sm" c="dimmed">
        {t('available.failedHint')}
      </Text>
      <Button component={Link} to="/my-announce" variant="light">
        {t('available.myListings')}
      </Button>
    </OutcomePanel>
  );
}
