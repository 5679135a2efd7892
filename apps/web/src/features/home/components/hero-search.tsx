import { useState } from 'react';
import { Anchor, Box, Container, Group, SegmentedControl, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { POPULAR_AREAS, SELL_TYPE, trendPath } from '@baandee/domain';
import { SearchBox } from '../../search/components/search-box';
import classes from './home.module.css';

type SellChoice = 'all' | keyof typeof SELL_TYPE;

/** The first thing on the home page: what the site is, and a search to start with. */
export function HeroSearch() {
  const { t } = useTranslation(['home', 'common', 'shell']);
  const [sellType, setSellType] = useState<SellChoice>('all');

  return (
    <Box component="section" className={classes.hero} aria-labelledby="hero-title">
      <Container size="lg" className={classes.heroInner}>
        <Text className={classes.eyebrow}>{t('hero.eyebrow')}</Text>
        <Title order={1} id="hero-title" className={classes.heroTitle}>
          {t('hero.title')}
        </Title>
        <Text className={classes.heroText}>{t('hero.text')}</Text>

        <SearchBox
          variant="hero"
          className={classes.searchCard}
          label={t('hero.formLabel')}
          inputLabel={t('hero.keywordLabel')}
          placeholder={t('hero.keywordPlaceholder')}
          announceType={sellType === 'all' ? undefined : SELL_TYPE[sellType]}
        >
          <SegmentedControl
            value={sellType}
            onChange={(value) => setSellType(value as SellChoice)}
            aria-label={t('hero.sellTypeLabel')}
            radius="md"
            size="sm"
            mb="sm"
            data={[
              { value: 'all', label: t('common:sellType.all') },
              { value: 'rent', label: t('common:sellType.rent') },
              { value: 'sell', label: t('common:sellType.sell') },
            ]}
          />
        </SearchBox>

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
