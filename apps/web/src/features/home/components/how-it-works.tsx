import { Container, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSignUpMethods } from '../../../lib/sign-up-methods';
import classes from './home.module.css';

const GROUPS = [
  { key: 'seekers', Icon: IconSearch },
  { key: 'owners', Icon: IconUserPlus },
] as const;
const STEPS = ['s1', 's2', 's3'] as const;

export function HowItWorks() {
  const { t } = useTranslation('home');
  // the owners' first step names only the sign-ups this server offers
  const signUp = useSignUpMethods();
  return (
    <Container size="lg" component="section" className="below-fold" py={{ base: 40, md: 64 }} aria-labelledby="how-title">
      <Title order={2} id="how-title" mb="xl">
        {t('how.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {GROUPS.map(({ key, Icon }) => (
          <Paper key={key} withBorder radius="lg" p={{ base: 'lg', md: 'xl' }}>
            <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
              <Icon size={24} />
            </ThemeIcon>
            <Title order={3} mt="md" mb="lg">
              {t(`how.${key}.title`)}
            </Title>
            <Stack component="ol" gap="lg" className={classes.steps}>
              {STEPS.map((step, index) => (
                <li key={step} className={classes.step}>
                  <span className={classes.stepNumber} aria-hidden>
                    {index + 1}
                  </span>
                  <div>
                    <Text fw={600}>{t(`how.${key}.${step}.title`)}</Text>
                    <Text size="sm" c="gray.7" mt={2} lh={1.7}>
                      {t(`how.${key}.${step}.text`, signUp)}
                    </Text>
                  </div>
                </li>
              ))}
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Container>
  );
}
