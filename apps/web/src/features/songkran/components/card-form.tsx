import { Button, Grid, Group, Image, Paper, Radio, SimpleGrid, Skeleton, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconSparkles } from '@tabler/icons-react';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { songkranStoreBody, type SongkranCard } from '@baandee/contracts';
import {
  SONGKRAN_DESIGNS,
  SONGKRAN_LANGUAGES,
  SONGKRAN_MESSAGE_MAX,
  SONGKRAN_MESSAGE_MAX_LINES,
  SONGKRAN_NAME_MAX,
  songkranBackgroundSvg,
  type SongkranDesign,
  type SongkranLanguage,
} from '@baandee/domain';
import { useCurrentUser } from '../../../lib/current-user';
import { fieldProps, revealFirstError, showSubmitError } from '../../../lib/form-field';
import { currentLanguage } from '../../../lib/i18n';
import { useStoreSongkranCard } from '../api/store-songkran-card';
import { CardPreview } from './card-preview';

interface CardValues {
  design: SongkranDesign;
  language: SongkranLanguage;
  message: string;
  name: string;
}
const FIELDS = ['design', 'language', 'message', 'name'] as const;

/** A design's background as a small picture for its choice. */
function DesignThumb({ design }: { design: SongkranDesign }) {
  const src = useMemo(() => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(songkranBackgroundSvg(design))}`, [design]);
  return <Image src={src} alt="" radius="sm" style={{ aspectRatio: '1200 / 630' }} />;
}

/**
 * Choose a design and the card's language, write the greeting and the sender's name,
 * watch the live preview, create: the server draws the card and answers it.
 */
export function CardForm({ onCreated }: { onCreated: (card: SongkranCard) => void }) {
  const { t } = useTranslation('event');
  const profile = useCurrentUser();
  const store = useStoreSongkranCard();
  const form = useForm<CardValues>({
    mode: 'controlled',
    initialValues: {
      design: 'splash',
      language: currentLanguage(),
      message: '',
      name: [profile?.firstname, profile?.lastname].filter(Boolean).join(' ').slice(0, SONGKRAN_NAME_MAX),
    },
    validate: schemaResolver(songkranStoreBody, { sync: true }),
    validateInputOnBlur: true,
  });
  const values = form.getValues();

  const submit = form.onSubmit(
    (input) =>
      store.mutate(input, {
        onSuccess: (card) => {
          form.setFieldValue('message', '');
          onCreated(card);
        },
        onError: (error) => showSubmitError(form, error, FIELDS),
      }),
    () => revealFirstError(document.querySelector('[data-testid="songkran-form"]')),
  );

  return (
    <Paper component="form" withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} onSubmit={submit} noValidate data-testid="songkran-form">
      <Title order={2} size="h3" mb="md">
        {t('songkran.form.title')}
      </Title>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <Radio.Group label={t('songkran.form.design')} {...fieldProps(form, 'design')}>
              <SimpleGrid cols={3} spacing="xs" mt={6}>
                {SONGKRAN_DESIGNS.map((design) => (
                  <Radio.Card
                    key={design}
                    value={design}
                    radius="md"
                    p={6}
                    style={values.design === design ? { outline: '3px solid var(--mantine-primary-color-filled)', outlineOffset: -1 } : undefined}
                    data-testid={`songkran-design-${design}`}
                  >
                    <DesignThumb design={design} />
                    <Text size="xs" ta="center" mt={4} fw={values.design === design ? 700 : 400}>
                      {t(`songkran.designs.${design}`)}
                    </Text>
                  </Radio.Card>
                ))}
              </SimpleGrid>
            </Radio.Group>
            <Radio.Group label={t('songkran.form.language')} {...fieldProps(form, 'language')}>
              <Group mt={6}>
                {SONGKRAN_LANGUAGES.map((language) => (
                  <Radio key={language} value={language} label={t(`songkran.languages.${language}`)} />
                ))}
              </Group>
            </Radio.Group>
            <Textarea
              label={t('songkran.form.message')}
              description={t('songkran.form.messageHint', { max: String(SONGKRAN_MESSAGE_MAX), lines: String(SONGKRAN_MESSAGE_MAX_LINES) })}
              placeholder={t('songkran.form.messagePlaceholder')}
              autosize
              minRows={3}
              maxRows={6}
              withAsterisk
              {...fieldProps(form, 'message')}
              rightSection={
                <Text size="xs" c="dimmed" aria-hidden>
                  {t('songkran.form.count', { length: String(values.message.trim().length), max: String(SONGKRAN_MESSAGE_MAX) })}
                </Text>
              }
              rightSectionWidth={64}
              data-testid="songkran-message"
            />
            <TextInput
              label={t('songkran.form.name')}
              placeholder={t('songkran.form.namePlaceholder')}
              withAsterisk
              {...fieldProps(form, 'name')}
              data-testid="songkran-name"
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="sm">
            <Text fw={500} size="sm">
              {t('songkran.form.preview')}
            </Text>
            {/* the other language's printed words load on first choice of it */}
            <Suspense fallback={<Skeleton radius="md" style={{ aspectRatio: '1200 / 630' }} />}>
              <CardPreview design={values.design} language={values.language} message={values.message.trim()} name={values.name.trim()} />
            </Suspense>
            <Button type="submit" size="md" leftSection={<IconSparkles size={18} aria-hidden />} loading={store.isPending} data-testid="songkran-create">
              {t('songkran.form.create')}
            </Button>
          </Stack>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
