import { Anchor, Box, Container, Group, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { POPULAR_AREAS, trendPath } from '@baandee/domain';
import { SearchBar } from '../../search';
import { useSavedFilter } from '../../search';
import classes from './home.module.css';

/** The first thing on the home page: what the site is, and the search bar, starting from the visitor's last search. */
export function HeroSearch() {
  const { t } = useTranslation(['home', 'shell']);
  const saved = useSavedFilter();

  return (
    <Box component="section" className={classes.hero} aria-labelledby="hero-title">
      <Container size="lg" className={classes.heroInner}>
        <Text className={classes.eyebrow}>{t('hero.eyebrow')}</Text>
        <Title order={1} id="hero-title" className={classes.heroTitle}>
          {t('hero.title')}
        </Title>
        <Text className={classes.heroText}>{t('hero.text')}</Text>

        <SearchBar
          value={saved}
          className={classes.searchCard}
          texts={{ label: t('hero.formLabel'), keyword: t('hero.keywordLabel'), placeholder: t('hero.keywordPlaceholder'), sellType: t('hero.sellTypeLabel') }}
        />

        <Group gap={8} mt="md" className={classes.popular}>
          <Text size="sm" fw={500} className={classes.popularLabel}>
            {t('hero.popular')}
          </Text>
          {POPULAR_AREAS.map((area) => (
            <Anchor key={area.slug} component={Link} to={trendPath(area.slug, area.trendId)} className={classes.chip}>
              <IconMapPin size={14} aria-hidden />
              {t(`shell:areas.${area.slug}`)}
            </Anchor>
          ))}
        </Group>
      </Container>
    </Box>
  );
}
