import { useState } from 'react';
import { Alert, Container, Stack, Text } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SongkranCard } from '@baandee/contracts';
import { formatBangkokTime, formatNumber } from '@baandee/domain';
import { PageHero } from '../../../components/page-hero';
import { PageLoading } from '../../../components/page-loading';
import { currentLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSongkranEvent } from '../api/get-songkran-event';
import { eventPhase } from '../songkran-text';
import { CardForm } from './card-form';
import { EventSignIn } from './event-sign-in';
import { MyCards } from './my-cards';
import { SharePanel } from './share-panel';

/**
 * /songkran (Songkran): within the event's window a signed-in user makes a greeting card,
 * sees it drawn and shares it, and the first share brings the event's credits; a visitor
 * signs in here first. Outside the window the page says when the event runs.
 */
export function SongkranPage() {
  const { t } = useTranslation(['event', 'shell']);
  const { token } = useSession();
  const event = useSongkranEvent();
  const [created, setCreated] = useState<SongkranCard | null>(null);
  usePageTitle(t('songkran.title'));

  const data = event.data;
  const language = currentLanguage();
  const dates = data && { start: formatBangkokTime(data.starts_at, language), end: formatBangkokTime(data.ends_at, language) };
  const phase = data ? (data.running ? 'running' : eventPhase(data, new Date(data.now))) : null;

  return (
    <>
      <PageHero
        title={t('songkran.title')}
        lead={data ? t('songkran.lead', { count: data.share_credits, credits: formatNumber(data.share_credits) }) : undefined}
        crumbs={[{ label: t('shell:bottomNav.home'), to: '/' }, { label: t('songkran.title') }]}
      >
        {dates && phase === 'running' && (
          <Text mt="xs" fw={500} data-testid="songkran-window">
            {t('songkran.runs', dates)}
          </Text>
        )}
      </PageHero>
      <Container size="lg" py={{ base: 'lg', md: 'xl' }} data-testid="songkran-page">
        {!data || !dates ? (
          <PageLoading />
        ) : phase !== 'running' ? (
          <Alert color="orange" icon={<IconCalendarEvent size={20} aria-hidden />} title={t('songkran.closedTitle')} data-testid="songkran-closed">
            {t(phase === 'before' ? 'songkran.notStarted' : 'songkran.ended', dates)}
          </Alert>
        ) : !token ? (
          <EventSignIn />
        ) : (
          <Stack gap="xl">
            {created ? (
              <SharePanel card={created} shareCredits={data.share_credits} rewarded={data.me?.rewarded ?? false} onAnother={() => setCreated(null)} />
            ) : (
              <CardForm onCreated={setCreated} />
            )}
            <MyCards cards={data.me?.cards ?? []} />
          </Stack>
        )}
      </Container>
    </>
  );
}
