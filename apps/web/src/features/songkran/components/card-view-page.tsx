import { songkranCardHead } from '@baandee/contracts/page-heads';
import { Button, Container, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHero } from '../../../components/page-hero';
import { usePageHead } from '../../../lib/page-head';
import { useSongkranCard } from '../api/get-songkran-card';
import { CardShare } from './card-share';

/**
 * /songkran-card/{ref}: a greeting card for whoever opens its link (the server renders it
 * with the card as the Open Graph image), its sharing (LINE, Facebook, the link, the
 * picture saved, the phone's share sheet), and an invitation to make one's own.
 */
export function CardViewPage({ cardRef }: { cardRef: string }) {
  const { t } = useTranslation(['event', 'shell']);
  const { data: card } = useSongkranCard(cardRef);
  const title = card ? t('card.title', { name: card.name }) : t('shell:pages.songkranCard');
  usePageHead(card, songkranCardHead);
  return (
    <>
      <PageHero title={title} lead={t('card.lead')} crumbs={[{ label: t('shell:bottomNav.home'), to: '/' }, { label: t('shell:pages.songkranCard') }]} />
      <Container size="md" py={{ base: 'lg', md: 'xl' }} data-testid="songkran-card-page">
        {card && (
          <Stack gap="xl">
            <Image
              src={card.image_url}
              alt={t('card.alt', { name: card.name, message: card.message })}
              width={card.image_width}
              height={card.image_height}
              radius="md"
              style={{ height: 'auto' }}
              data-testid="songkran-card-image"
            />
            <CardShare card={card} />
            <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} ta="center">
              <Stack gap="sm" align="center">
                <Title order={2} size="h3">
                  {t('card.cta')}
                </Title>
                <Text c="dimmed">{t('card.ctaLead')}</Text>
                <Button component={Link} to="/songkran" size="md" data-testid="songkran-card-cta">
                  {t('card.cta')}
                </Button>
              </Stack>
            </Paper>
          </Stack>
        )}
      </Container>
    </>
  );
}
