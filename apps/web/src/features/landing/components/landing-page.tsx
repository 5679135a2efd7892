import { Anchor, Container, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LandingLink } from '@baandee/contracts';
import { formatNumber } from '@baandee/domain';
import { landingHead } from '@baandee/contracts/page-heads';
import { PageHero } from '../../../components/page-hero';
import { currentLanguage } from '../../../lib/i18n';
import { usePageHead } from '../../../lib/page-head';
import { EmptyResults } from '../../search';
import { SearchResults } from '../../search';
import { useResultsParams } from '../../search';
import { useLanding } from '../api/get-landing';

const nameOf = (link: LandingLink) => (currentLanguage() === 'en' && link.name_en ? link.name_en : link.name_th);

/**
 * A landing page (`/condo-for-rent/near-bts-asok`, decision 020): its name, the results of
 * its saved search with the search route's list, map, sort and pager, and links to the
 * pages around it (nearby stations, other districts, price bands, other types, the other deal).
 */
export function LandingPage({ path }: { path: string }) {
  const { t } = useTranslation(['search', 'shell']);
  const { page, setPage, pageHref, view, setView, order, setOrder } = useResultsParams();
  const query = useLanding(path, page, order);
  const landing = query.data?.landing;
  const name = landing ? nameOf(landing) : '';
  usePageHead(query.data, landingHead);
  const crumbs = query.data?.breadcrumbs.map((crumb, index, all) => ({ label: nameOf(crumb), to: index < all.length - 1 ? crumb.path : undefined }));

  return (
    <>
      <PageHero title={name || t('shell:pages.landing')} lead={landing ? t('landing.lead', { name, total: formatNumber(landing.total) }) : undefined} crumbs={crumbs} />
      <Container size="lg" py={{ base: 'lg', md: 'xl' }} data-testid="landing-page" data-landing-path={path}>
        <Stack gap="xl">
          <SearchResults
            result={query.data?.announces}
            pending={query.isPending}
            error={query.isError}
            fetching={query.isFetching}
            onRetry={() => void query.refetch()}
            onPage={setPage}
            pageHref={pageHref}
            order={order ?? query.data?.filter.order_by ?? 'date-desc'}
            onOrder={setOrder}
            view={view}
            onView={setView}
            sellType={query.data?.filter.sell_type}
            empty={<EmptyResults filter={null} />}
          />
          {query.data && query.data.related.length > 0 && (
            <Stack gap="md" component="nav" aria-label={t('landing.related')} data-testid="landing-related">
              <Title order={2} size="h4">
                {t('landing.related')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
                {query.data.related.map((group) => (
                  <Stack key={group.group} gap={6}>
                    <Title order={3} size="h6">
                      {t(`landing.groups.${group.group}`)}
                    </Title>
                    {group.links.map((link) => (
                      <Anchor key={link.path} component={Link} to={link.path} size="sm">
                        {nameOf(link)}
                      </Anchor>
                    ))}
                  </Stack>
                ))}
              </SimpleGrid>
            </Stack>
          )}
        </Stack>
      </Container>
    </>
  );
}
