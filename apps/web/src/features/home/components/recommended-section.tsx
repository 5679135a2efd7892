import { Button, Container, Group, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContentLoader } from '../../../components/content-loader';
import { useRecommended } from '../../listings';
import { ListingCard } from '../../listings';
import { ListingGrid } from '../../listings';

/** Recommended listings (GET api/recommended-estate): boosted first, then fresh and popular. */
export function RecommendedSection() {
  const { t } = useTranslation('listing');
  const query = useRecommended();
  const cards = query.data?.data ?? [];
  return (
    <Container size="lg" component="section" py={{ base: 40, md: 64 }} aria-labelledby="recommended-title" data-testid="recommended-section">
      <Group justify="space-between" align="flex-end" mb="xl">
        <div>
          <Title order={2} id="recommended-title">
            {t('recommended.title')}
          </Title>
          <Text c="gray.7" mt={6}>
            {t('recommended.lead')}
          </Text>
        </div>
        <Button component={Link} to="/announce-search" variant="subtle" rightSection={<IconArrowRight size={18} aria-hidden />}>
          {t('recommended.more')}
        </Button>
      </Group>
      <ContentLoader loading={query.isPending} error={query.isError} empty={query.isSuccess && cards.length === 0} onRetry={() => void query.refetch()}>
        <ListingGrid>
          {cards.map((listing) => (
            <ListingCard key={listing.id} listing={listing} />
          ))}
        </ListingGrid>
      </ContentLoader>
    </Container>
  );
}
