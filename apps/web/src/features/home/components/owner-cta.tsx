import { Anchor, Button, Container, Group, Paper, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './home.module.css';

/** An invitation to owners and agents; `onPost` is the shell's Post action. */
export function OwnerCta({ onPost }: { onPost: () => void }) {
  const { t } = useTranslation('home');
  return (
    <Container size="lg" component="section" className="below-fold" pb={{ base: 48, md: 80 }} aria-labelledby="owner-title">
      <Paper radius="xl" p={{ base: 'xl', md: 48 }} className={classes.ownerCta}>
        <Title order={2} id="owner-title" c="white">
          {t('owner.title')}
        </Title>
        <Text mt="sm" maw={640} className={classes.ownerText}>
          {t('owner.text')}
        </Text>
        <Group mt="xl" gap="md">
          <Button size="md" variant="white" color="brand.8" leftSection={<IconPlus size={18} aria-hidden />} onClick={onPost}>
            {t('owner.cta')}
          </Button>
          <Anchor component={Link} to="/help-center/create-account" c="white" fw={500} underline="always">
            {t('owner.help')}
          </Anchor>
        </Group>
      </Paper>
    </Container>
  );
}
