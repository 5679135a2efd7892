import { Button } from '@mantine/core';
import { EmptyState } from '../../../components/empty-state';
import { IconHeart, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentLoader } from '../../../components/content-loader';
import { ListingCard } from '../../listings';
import { PagedGrid } from '../../listings';
import { usePageParam } from '../../../lib/use-page-param';
import { useFavorites } from '../api/get-favorites';

/** /my-favorite: the hearted listings; taking the heart off removes the card at once. */
export function Favorites() {
  const { t } = useTranslation('listing');
  const [page, setPage] = usePageParam();
  const query = useFavorites(page);
  // a heart taken off shows in the cache at once (runToggleFavorite): the card leaves then,
  // and comes back if the server refuses
  const cards = query.data?.data.filter((listing) => listing.favorite) ?? [];
  return (
    <ContentLoader loading={query.isPending} error={query.isError} onRetry={() => void query.refetch()}>
      {query.data && cards.length === 0 ? (
        <EmptyState
          icon={<IconHeart size={40} aria-hidden color="var(--mantine-color-red-6)" />}
          title={t('favourites.emptyTitle')}
          text={t('favourites.emptyText')}
          data-testid="favourites-empty"
        >
          <Button component={Link} to="/announce-search" leftSection={<IconSearch size={18} aria-hidden />}>
            {t('favourites.search')}
          </Button>
        </EmptyState>
      ) : (
        query.data && (
          <PagedGrid page={query.data.current_page} lastPage={query.data.last_page} onPage={setPage}>
            {cards.map((listing) => (
              <ListingCard key={listing.id} listing={listing} />
            ))}
          </PagedGrid>
        )
      )}
    </ContentLoader>
  );
}
