import { Container, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHero } from '../../components/page-hero';
import { ContactChannels } from '../../features/contact/components/contact-channels';
import { ContactForm } from '../../features/contact/components/contact-form';
import { usePageTitle } from '../../lib/use-page-title';

export function Component() {
  const { t } = useTranslation(['contact', 'shell']);
  usePageTitle(t('page.title'));
  return (
    <>
      <PageHero title={t('page.title')} lead={t('page.intro')} crumbs={[{ label: t('shell:bottomNav.home'), to: '/' }, { label: t('page.title') }]} />
      <Container size="lg" py={{ base: 32, md: 48 }}>
        <Grid gap={{ base: 'lg', md: 40 }}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <ContactForm />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <ContactChannels />
              <Paper radius="lg" p="lg" bg="brand.0">
                <Title order={2} size="h4">
                  {t('page.reportTitle')}
                </Title>
                <Text size="sm" c="gray.7" mt={6}>
                  {t('page.reportText')}
                </Text>
              </Paper>
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
