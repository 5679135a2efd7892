import { useState, type FormEvent } from 'react';
import { Anchor, Box, Button, Container, Group, Paper, SegmentedControl, Text, TextInput, Title } from '@mantine/core';
import { IconMapPin, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { POPULAR_AREAS, SELL_TYPE, trendPath } from '@baandee/domain';
import { searchHref } from '../../../lib/search-href';
import classes from './home.module.css';

type SellChoice = 'all' | keyof typeof SELL_TYPE;

/** The first thing on the home page: what the site is, and a search to start with. */
export function HeroSearch() {
  const { t } = useTranslation(['home', 'common', 'shell']);
  const navigate = useNavigate();
  const [sellType, setSellType] = useState<SellChoice>('all');
  const [keyword, setKeyword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(
      searchHref({ q: keyword.trim(), announce_type: sellType === 'all' ? undefined : SELL_TYPE[sellType], ts: '1' }),
    );
  };

  return (
    <Box component="section" className={classes.hero} aria-labelledby="hero-title">
      <Container size="lg" className={classes.heroInner}>
        <Text className={classes.eyebrow}>{t('hero.eyebrow')}</Text>
        <Title order={1} id="hero-title" className={classes.heroTitle}>
          {t('hero.title')}
        </Title>
        <Text className={classes.heroText}>{t('hero.text')}</Text>

        <Paper component="form" role="search" onSubmit={submit} className={classes.searchCard} radius="lg" shadow="xl" p={{ base: 'sm', sm: 'md' }}>
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
          <Group gap="sm" wrap="nowrap" align="stretch">
            <TextInput
              aria-label={t('hero.keywordLabel')}
              placeholder={t('hero.keywordPlaceholder')}
              value={keyword}
              onChange={(event) => setKeyword(event.currentTarget.value)}
              size="md"
              radius="md"
              name="q"
              leftSection={<IconSearch size={18} aria-hidden />}
              style={{ flex: 1 }}
            />
            <Button type="submit" size="md" radius="md" px={{ base: 'md', sm: 'xl' }}>
              {t('hero.submit')}
            </Button>
          </Group>
        </Paper>

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
