import { Card, Container, SimpleGrid, Skeleton, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '../../../lib/i18n';
import { searchHref } from '../../../lib/search-href';
import { estateTypeName, useEstateTypes } from '../../../lib/master-data/get-estate-master';
import { EstateTypeIcon } from '../../../components/estate-type-icon';
import classes from './home.module.css';

/** The skeleton and the card share a height, so nothing moves when the types arrive. */
const CARD_HEIGHT = 130;

/** Shortcuts to a search by estate type, from the master data. */
export function EstateTypeShortcuts() {
  const { t } = useTranslation('home');
  const { estateTypes, isPending, isError } = useEstateTypes();
  const language = currentLanguage();
  if (isError) return null; // the search bar and areas still work; a broken row helps nobody

  return (
    <Container size="lg" component="section" py={{ base: 40, md: 64 }} aria-labelledby="types-title">
      <Title order={2} id="types-title">
        {t('types.title')}
      </Title>
      <Text c="gray.7" mt={6} mb="xl">
        {t('types.text')}
      </Text>
      <SimpleGrid cols={{ base: 2, xs: 3, md: 4 }} spacing={{ base: 'sm', md: 'md' }}>
        {isPending
          ? Array.from({ length: 8 }, (_, index) => <Skeleton key={index} height={CARD_HEIGHT} radius="lg" />)
          : estateTypes.map((type) => {
              const name = estateTypeName(type, language);
              return (
                <Card
                  key={type.id}
                  component={Link}
                  to={searchHref({ category: name, ts: '1' })}
                  withBorder
                  radius="lg"
                  padding="lg"
                  mih={CARD_HEIGHT}
                  className={classes.typeCard}
                >
                  <ThemeIcon variant="light" size={48} radius="md">
                    <EstateTypeIcon estateType={type} size={26} stroke={1.6} />
                  </ThemeIcon>
                  <Text fw={600} mt="sm" lineClamp={2}>
                    {name}
                  </Text>
                </Card>
              );
            })}
      </SimpleGrid>
    </Container>
  );
}
