import { Container, Grid, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconEye, IconHeartHandshake, IconMapPin, IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../components/page-hero';
import { AdRow, AdSlot } from '../../features/ads';
import { ContactForm } from '../../features/contact/components/contact-form';
import { usePageTitle } from '../../lib/use-page-title';

const VALUES = [
  { key: 'honest', Icon: IconEye },
  { key: 'direct', Icon: IconHeartHandshake },
  { key: 'local', Icon: IconMapPin },
  { key: 'privacy', Icon: IconShieldCheck },
] as const;

export function Component() {
  const { t } = useTranslation(['contact', 'shell']);
  usePageTitle(t('about.title'));
  return (
    <>
      <PageHero title={t('about.title')} lead={t('about.lead')} crumbs={[{ label: t('shell:bottomNav.home'), to: '/' }, { label: t('about.title') }]} />
      <Container size="lg" py={{ base: 32, md: 56 }}>
        <Stack gap={56}>
          <AdSlot page="aboutUs" position="top" />
          <Grid gap={{ base: 'lg', md: 48 }} align="center">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Title order={2}>{t('about.missionTitle')}</Title>
              <Text mt="md" size="lg" lh={1.8} c="gray.8">
                {t('about.mission')}
              </Text>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Paper radius="lg" p="xl" bg="brand.0">
                <Title order={3} size="h4">
                  {t('about.coverageTitle')}
                </Title>
                <Text mt="sm" lh={1.8} c="gray.8">
                  {t('about.coverage')}
                </Text>
              </Paper>
            </Grid.Col>
          </Grid>
          <section aria-labelledby="about-values">
            <Title order={2} id="about-values" mb="lg">
              {t('about.valuesTitle')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
              {VALUES.map(({ key, Icon }) => (
                <Paper key={key} withBorder radius="lg" p="lg">
                  <ThemeIcon variant="light" size={44} radius="md" aria-hidden>
                    <Icon size={24} />
                  </ThemeIcon>
                  <Title order={3} size="h4" mt="md">
                    {t(`about.values.${key}.title`)}
                  </Title>
                  <Text size="sm" c="gray.7" mt={6} lh={1.7}>
                    {t(`about.values.${key}.text`)}
                  </Text>
                </Paper>
              ))}
            </SimpleGrid>
          </section>
          <Grid gap={{ base: 'lg', md: 48 }}>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <Title order={2}>{t('about.contactTitle')}</Title>
              <Text mt="sm" c="gray.7" lh={1.8}>
                {t('about.contactText')}
              </Text>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 8 }}>
              <ContactForm />
            </Grid.Col>
          </Grid>
          <Stack gap="md">
            <AdSlot page="aboutUs" position="bottom" />
            <AdRow page="aboutUs" />
          </Stack>
        </Stack>
      </Container>
    </>
  );
}
