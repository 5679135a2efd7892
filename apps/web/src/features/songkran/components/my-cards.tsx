import { Anchor, Image, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SongkranCard } from '@baandee/contracts';
import { songkranCardPath } from '@baandee/domain';

/** The user's own cards, newest first, each linking to its page. */
export function MyCards({ cards }: { cards: SongkranCard[] }) {
  const { t } = useTranslation('event');
  if (cards.length === 0) return null;
  return (
    <Stack gap="sm" data-testid="songkran-my-cards">
      <Title order={2} size="h4">
        {t('songkran.mine.title')}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
        {cards.map((card) => (
          <Anchor key={card.ref} component={Link} to={songkranCardPath(card.ref)} aria-label={t('card.title', { name: card.name })}>
            <Image src={card.image_url} alt="" width={card.image_width} height={card.image_height} radius="sm" loading="lazy" style={{ height: 'auto' }} />
          </Anchor>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
