import { Box, Card, Container, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { IconArrowRight, IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { POPULAR_AREAS, trendPath } from '@baandee/domain';
import classes from './home.module.css';

/** The popular areas: trend groups 11-15. */
export function PopularAreas() {
  const { t } = useTranslation(['home', 'shell']);
  return (
    <Box component="section" id="popular-areas" className={`${classes.areas} below-fold`} aria-labelledby="areas-title">
      <Container size="lg" py={{ base: 40, md: 64 }}>
        <Title order={2} id="areas-title">
          {t('areas.title')}
        </Title>
        <Text c="gray.7" mt={6} mb="xl">
          {t('areas.text')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          {POPULAR_AREAS.map((area, index) => (
            <Card
              key={area.slug}
              component={Link}
              to={trendPath(area.slug, area.trendId)}
              radius="lg"
              padding="lg"
              className={classes.areaCard}
              data-variant={index % 3}
            >
              <Group gap={8} wrap="nowrap">
                <IconMapPin size={20} aria-hidden />
                <Text fw={700} fz="lg">
                  {t(`shell:areas.${area.slug}`)}
                </Text>
              </Group>
              <Text size="sm" mt="xs" className={classes.areaBlurb}>
                {t(`areas.blurb.${area.slug}`)}
              </Text>
              <Group gap={4} mt="md" className={classes.areaMore}>
                <Text size="sm" fw={600}>
                  {t('areas.explore')}
                </Text>
                <IconArrowRight size={16} aria-hidden />
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
