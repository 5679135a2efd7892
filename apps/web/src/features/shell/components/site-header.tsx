import { Suspense } from 'react';
import { Avatar, Button, Container, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { lazyWithStyles } from '../../../lib/mantine-styles';
import { useSession } from '../../../lib/session';
import { openLoginDialog } from '../../../lib/login-dialog-store';
import { SearchBox } from '../../search';
import { usePostListing } from '../use-post-listing';
import { DesktopNav } from './desktop-nav';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import classes from './shell.module.css';

// Menus need a popover engine; phones never show them, so they load only on wide screens
// when wanted (and the user menu only for a signed-in user), keeping the first page's code small.
const UserMenu = lazyWithStyles(() => import('./user-menu').then((m) => m.UserMenu));

export const DESKTOP_QUERY = '(min-width: 62em)';

/**
 * Desktop: logo, quick search, language, account and Post on the first row; the sell,
 * rent and article menus, about and contact on the second. Phones keep the first row's
 * logo, language and account; search and menus move to the bottom navigation.
 */
export function SiteHeader() {
  const { t } = useTranslation('shell');
  const { token } = useSession();
  const post = usePostListing();
  const desktop = useMediaQuery(DESKTOP_QUERY, false);

  return (
    <header className={classes.header} aria-label={t('header.label')}>
      <Container className={classes.headerRow}>
        <Logo />
        <Group visibleFrom="md" style={{ flex: 1 }} justify="center" px="lg">
          <SearchBox variant="header" label={t('header.searchLabel')} inputLabel={t('header.searchLabel')} placeholder={t('header.searchPlaceholder')} />
        </Group>
        <Group gap="xs" wrap="nowrap" ml="auto">
          <LanguageSwitch />
          {token ? (
            <Suspense fallback={<Avatar radius="xl" size={34} color="brand" aria-hidden />}>
              <UserMenu />
            </Suspense>
          ) : (
            <>
              <Button variant="subtle" size="sm" onClick={() => openLoginDialog('login')} data-testid="header-login">
                {t('header.login')}
              </Button>
              <Button variant="outline" size="sm" visibleFrom="md" onClick={() => openLoginDialog('register')}>
                {t('header.register')}
              </Button>
            </>
          )}
          <Button size="sm" visibleFrom="md" leftSection={<IconPlus size={16} aria-hidden />} onClick={post}>
            {t('header.post')}
          </Button>
        </Group>
      </Container>
      <nav aria-label={t('header.mainNav')} className={classes.navRow}>
        <Container h="100%">
          {desktop && <DesktopNav />}
        </Container>
      </nav>
    </header>
  );
}
