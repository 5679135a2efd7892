import { Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { openLoginDialog } from '../../../lib/login-dialog-store';
import { useSignUpMethods } from '../../../lib/sign-up-methods';
import { SocialSignIn } from '../../auth';
import { songkranSignIn } from '../api/songkran-sign-in';

/**
 * The event is for signed-in users (spec section 2); a visitor signs in right here, with
 * Google or Facebook where set up, through the event's own calls, or by e-mail in the login dialog, and
 * stays on the event page (decision 022).
 */
export function EventSignIn() {
  const { t } = useTranslation(['event', 'account']);
  const emailLogin = (view: 'login' | 'register') => openLoginDialog(view, { returnTo: '/songkran' });
  // the lead names only the sign-ins this server offers
  const { providers } = useSignUpMethods();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={520} mx="auto" data-testid="songkran-sign-in">
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('songkran.signIn.title')}
        </Title>
        <Text c="dimmed" data-testid="songkran-sign-in-lead">
          {providers ? t('songkran.signIn.lead', { providers }) : t('songkran.signIn.leadEmail')}
        </Text>
        <SocialSignIn calls={songkranSignIn} divider={false} />
        <Divider label={t('account:social.or')} labelPosition="center" />
        <Group grow>
          <Button variant="default" leftSection={<IconMail size={18} aria-hidden />} onClick={() => emailLogin('login')} data-testid="songkran-email-login">
            {t('songkran.signIn.email')}
          </Button>
          <Button variant="subtle" onClick={() => emailLogin('register')}>
            {t('songkran.signIn.register')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
