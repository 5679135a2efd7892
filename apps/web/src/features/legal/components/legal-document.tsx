import { Anchor, Box, Container, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  BOOST_APPROVAL_DAYS,
  BOOST_LIFETIME_DAYS,
  COMPANY_CONTACT,
  LISTING_LIFETIME_DAYS,
  PACKAGE_OPENING99,
  formatNumber,
} from '@baandee/domain';
import { PageHero } from '../../../components/page-hero';
import { RichText } from '../../../components/rich-text';
import { usePageTitle } from '../../../lib/use-page-title';
import { useRetention } from '../api/get-retention';
import classes from './legal-document.module.css';

/** Numbers the documents quote, from the one place they are defined. */
const VALUES = {
  lifetimeDays: String(LISTING_LIFETIME_DAYS),
  boostDays: String(BOOST_LIFETIME_DAYS),
  packageCode: PACKAGE_OPENING99.code,
  packagePrice: formatNumber(PACKAGE_OPENING99.headPrice),
  approvalMin: String(BOOST_APPROVAL_DAYS.min),
  approvalMax: String(BOOST_APPROVAL_DAYS.max),
  email: COMPANY_CONTACT.email,
  dpoEmail: COMPANY_CONTACT.dpoEmail,
  phone: COMPANY_CONTACT.phoneDisplay,
};

/** The privacy policy or the terms of service: a table of contents and numbered sections. */
export function LegalDocument({ document }: { document: 'privacy' | 'terms' }) {
  const { t } = useTranslation(['legal', 'shell']);
  const title = t(`${document}.title`);
  usePageTitle(title);
  // the privacy policy quotes this server's retention settings, not a copy of them
  const retention = useRetention(document === 'privacy');
  const sections = Object.entries(
    t(`${document}.sections`, { returnObjects: true, ...VALUES, rawDays: String(retention.raw_event_days), messageDays: String(retention.message_days) }),
  );

  return (
    <>
      <PageHero title={title} crumbs={[{ label: t('shell:bottomNav.home'), to: '/' }, { label: title }]}>
        <Text size="sm" c="dimmed" mt="xs">
          {t('updated')}
        </Text>
      </PageHero>
      <Container size="lg" py={{ base: 32, md: 48 }}>
        <Grid gap={{ base: 'lg', md: 48 }}>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper component="nav" aria-labelledby="legal-toc" withBorder radius="lg" p="md" className={classes.toc}>
              <Text id="legal-toc" fw={700} size="sm" mb="xs">
                {t('toc')}
              </Text>
              <Stack gap={6}>
                {sections.map(([key, section]) => (
                  <Anchor key={key} href={`#${key}`} size="sm" c="gray.8">
                    {section.title}
                  </Anchor>
                ))}
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="xl">
              <Text size="lg" lh={1.8}>
                {t(`${document}.intro`)}
              </Text>
              {sections.map(([key, section]) => (
                <Box component="section" key={key} id={key} aria-labelledby={`${key}-title`}>
                  <Title order={2} size="h3" id={`${key}-title`} mb="sm">
                    {section.title}
                  </Title>
                  <RichText text={section.body} />
                </Box>
              ))}
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
