import { Anchor, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminSummary } from '@baandee/contracts';
import { formatNumber, PAGE_ROUTES } from '@baandee/domain';

/**
 * The week's searches: how many found nothing, and the keywords that found nothing most
 * often, each opening that search, so an admin sees what visitors look for and do not find.
 */
export function AdminSearchOutcomes({ searches }: { searches: AdminSummary['searches'] }) {
  const { t } = useTranslation('admin');
  const rate = searches.zeroResultRate === null ? '–' : `${(searches.zeroResultRate * 100).toFixed(1)}%`;
  return (
    <Stack gap="sm" component="section" aria-labelledby="admin-searches" data-testid="admin-searches">
      <Title order={2} size="h4" id="admin-searches">
        {t('overview.searchesTitle', { count: searches.days })}
      </Title>
      <SimpleGrid cols={{ base: 2, md: 3 }}>
        <Paper withBorder radius="lg" p="md">
          <Text size="sm" c="dimmed">
            {t('overview.searches')}
          </Text>
          <Text fz={28} fw={700} data-testid="admin-searches-total">
            {formatNumber(searches.total)}
          </Text>
        </Paper>
        <Paper withBorder radius="lg" p="md">
          <Text size="sm" c="dimmed">
            {t('overview.zeroResults')}
          </Text>
          <Group gap="xs" align="baseline">
            <Text fz={28} fw={700} data-testid="admin-searches-zero">
              {formatNumber(searches.zeroResults)}
            </Text>
            <Text c="dimmed" data-testid="admin-searches-zero-rate">
              {rate}
            </Text>
          </Group>
        </Paper>
      </SimpleGrid>
      <Text fw={600}>{t('overview.topZeroKeywords')}</Text>
      {searches.topZeroKeywords.length === 0 ? (
        <Text c="dimmed">{t('overview.noZeroKeywords')}</Text>
      ) : (
        <List spacing={4} data-testid="admin-zero-keywords">
          {searches.topZeroKeywords.map(({ keyword, count }) => (
            <List.Item key={keyword}>
              <Anchor component={Link} to={`${PAGE_ROUTES.search!.path}?q=${encodeURIComponent(keyword)}`}>
                {keyword}
              </Anchor>{' '}
              <Text span c="dimmed">
                {t('overview.timesSearched', { count })}
              </Text>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
