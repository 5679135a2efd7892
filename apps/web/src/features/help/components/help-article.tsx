import { Anchor, Box, Button, Card, Container, Grid, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconBrandLine, IconHelpCircle, IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  BOOST_APPROVAL_DAYS,
  BOOST_LIFETIME_DAYS,
  COMPANY_CONTACT,
  COVER_IMAGE,
  GALLERY_MIN_IMAGES,
  IMAGE_MAX_BYTES,
  PACKAGE_OPENING99,
  PHONE_LENGTH,
  PROFILE_IMAGE_SIZE,
  PASSWORD_MIN_LENGTH,
  formatNumber,
} from '@baandee/domain';
import { PageHero } from '../../../components/page-hero';
import { RichText } from '../../../components/rich-text';
import { HELP_LINKS, type HelpTopic } from '../../../lib/help-links';
import { usePageTitle } from '../../../lib/use-page-title';
import { useSignUpMethods } from '../../../lib/sign-up-methods';

/** Numbers the help text quotes, from the one place each is defined. */
const VALUES = {
  phoneLength: String(PHONE_LENGTH),
  passwordMin: String(PASSWORD_MIN_LENGTH),
  imageMb: String(IMAGE_MAX_BYTES / (1024 * 1024)),
  profileSize: String(PROFILE_IMAGE_SIZE),
  boostDays: String(BOOST_LIFETIME_DAYS),
  approvalMin: String(BOOST_APPROVAL_DAYS.min),
  approvalMax: String(BOOST_APPROVAL_DAYS.max),
  packageCode: PACKAGE_OPENING99.code,
  packagePrice: formatNumber(PACKAGE_OPENING99.headPrice),
  coverWidth: String(COVER_IMAGE.width),
  coverHeight: String(COVER_IMAGE.height),
  galleryMin: String(GALLERY_MIN_IMAGES),
};

/** One help-center page: its sections, the other topics, and a way to reach the team. */
export function HelpArticle({ topic }: { topic: HelpTopic }) {
  const { t } = useTranslation(['help', 'shell']);
  const title = t(`${topic}.title`);
  usePageTitle(title);
  // sign-up copy names only the ways this server offers
  const { methods, providers } = useSignUpMethods();
  const socialLine = providers ? t('createAccount.socialLine', { providers }) : '';
  const values = { ...VALUES, methods, socialLine };
  const sections = Object.entries(t(`${topic}.sections`, { returnObjects: true, ...values }));

  return (
    <>
      <PageHero
        title={title}
        lead={t(`${topic}.intro`, VALUES)}
        crumbs={[{ label: t('shell:bottomNav.home'), to: '/' }, { label: t('center') }, { label: title }]}
      />
      <Container size="lg" py={{ base: 32, md: 48 }}>
        <Grid gap={{ base: 'lg', md: 48 }}>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              {sections.map(([key, section]) => (
                <Paper key={key} component="section" withBorder radius="lg" p={{ base: 'md', md: 'xl' }} aria-labelledby={`${key}-title`}>
                  <Title order={2} size="h3" id={`${key}-title`} mb="sm">
                    {section.title}
                  </Title>
                  <RichText text={section.body} />
                </Paper>
              ))}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <Box component="nav" aria-labelledby="help-topics">
                <Text id="help-topics" fw={700} mb="sm">
                  {t('otherTopics')}
                </Text>
                <Stack gap="sm">
                  {HELP_LINKS.filter((link) => link.key !== topic).map((link) => (
                    <Card key={link.key} component={Link} to={link.path} withBorder radius="md" padding="md">
                      <Group wrap="nowrap" gap="sm">
                        <ThemeIcon variant="light" radius="md" size="lg" aria-hidden>
                          <IconHelpCircle size={20} />
                        </ThemeIcon>
                        <Box style={{ flex: 1 }}>
                          <Text fw={600} size="sm">
                            {t(`${link.key}.title`)}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {t(`${link.key}.summary`, values)}
                          </Text>
                        </Box>
                        <IconArrowRight size={16} aria-hidden />
                      </Group>
                    </Card>
                  ))}
                </Stack>
              </Box>
              <Paper radius="lg" p="lg" bg="brand.0">
                <Text fw={700}>{t('stillNeedHelp')}</Text>
                <Text size="sm" c="gray.7" mt={4} mb="md">
                  {t('stillNeedHelpText')}
                </Text>
                <Stack gap="xs">
                  <Button component={Link} to="/contact" leftSection={<IconMessageCircle size={18} aria-hidden />}>
                    {t('contactUs')}
                  </Button>
                  <Button
                    component="a"
                    href={COMPANY_CONTACT.lineUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="default"
                    leftSection={<IconBrandLine size={18} aria-hidden />}
                  >
                    {t('shell:footer.line')} {COMPANY_CONTACT.lineId}
                  </Button>
                </Stack>
              </Paper>
              <Anchor component={Link} to="/article" size="sm">
                {t('shell:articlesMenu.all')}
              </Anchor>
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
