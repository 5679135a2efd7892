import { Button, Divider, Drawer, NavLink as MantineNavLink, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBuildingEstate, IconInfoCircle, IconKey, IconLogout, IconMail, IconPlus, IconShieldLock, IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { bottomSheetProps } from '../../../components/bottom-sheet';
import { HELP_LINKS } from '../../../lib/help-links';
import { listingsHref } from '../../../lib/search-href';
import { useCurrentUser } from '../../../lib/current-user';
import { useSession } from '../../../lib/session';
import { openLoginDialog } from '../../../lib/login-dialog-store';
import { usePostListing } from '../use-post-listing';
import { useLogout } from '../use-logout';
import { userLinks } from '../user-links';
import { LanguageSwitch } from './language-switch';

/** The bottom navigation's "More": account, explore and help links in a bottom sheet. */
export function MoreDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  const { token } = useSession();
  const profile = useCurrentUser();
  const post = usePostListing();
  const logout = useLogout();
  const then = (action: () => void) => () => {
    onClose();
    action();
  };
  const link = (to: string, label: string, Icon: typeof IconInfoCircle) => (
    <MantineNavLink key={to} component={Link} to={to} label={label} leftSection={<Icon size={20} aria-hidden />} onClick={onClose} />
  );

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      {...bottomSheetProps}
      title={t('more.title')}
    >
      <Stack gap="xs" data-testid="more-drawer">
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={then(post)} fullWidth>
          {t('header.post')}
        </Button>
        {token ? (
          <>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" mt="sm">
              {t('more.account')}
            </Text>
            {userLinks(profile).map(({ key, path, Icon }) => link(path, t(`userMenu.${key}`), Icon))}
            <MantineNavLink component="button" type="button" label={t('userMenu.logout')} leftSection={<IconLogout size={20} aria-hidden />} onClick={then(logout)} c="red.7" />
          </>
        ) : (
          <SimpleGrid cols={2} spacing="xs">
            <Button variant="light" onClick={then(() => openLoginDialog('login'))}>
              {t('header.login')}
            </Button>
            <Button variant="outline" onClick={then(() => openLoginDialog('register'))}>
              {t('header.register')}
            </Button>
          </SimpleGrid>
        )}
        <Divider my={4} />
        <Text size="xs" fw={700} c="dimmed" tt="uppercase">
          {t('more.explore')}
        </Text>
        {link(listingsHref('sell'), t('megaMenu.sellTitle'), IconBuildingEstate)}
        {link(listingsHref('rent'), t('megaMenu.rentTitle'), IconKey)}
        {link('/about-us', t('nav.about'), IconInfoCircle)}
        {link('/contact', t('nav.contact'), IconMail)}
        <Divider my={4} />
        <Text size="xs" fw={700} c="dimmed" tt="uppercase">
          {t('more.help')}
        </Text>
        {HELP_LINKS.map(({ key, path }) => link(path, t(`articlesMenu.${key}`), IconFileText))}
        {link('/privacy-policy', t('footer.privacy'), IconShieldLock)}
        {link('/terms-of-service', t('footer.terms'), IconFileText)}
        <Divider my={4} />
        <LanguageSwitch fullWidth />
      </Stack>
    </Drawer>
  );
}
