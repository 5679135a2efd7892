import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '@baandee/domain';
import { profileImageSrc } from '../../../lib/profile-image';
import { useCurrentUser } from '../../../lib/current-user';
import { useLogout } from '../use-logout';
import { displayName, userLinks } from '../user-links';

export function UserMenu() {
  const { t } = useTranslation('shell');
  const profile = useCurrentUser();
  const logout = useLogout();
  const name = displayName(profile) ?? t('userMenu.guest');
  return (
    <Menu position="bottom-end" offset={6} shadow="lg" radius="md" width={240}>
      <Menu.Target>
        {/* the accessible name starts with the name the button shows (WCAG 2.5.3, label in name) */}
        <UnstyledButton aria-label={t('userMenu.label', { name })} data-testid="user-menu">
          <Group gap={6} wrap="nowrap">
            <Avatar src={profileImageSrc(profile?.profile_img_path)} alt="" radius="xl" size={34} color="brand" />
            <Text size="sm" fw={500} maw={140} truncate visibleFrom="md">
              {name}
            </Text>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('userMenu.greeting', { name })}</Menu.Label>
        {userLinks(profile).map(({ key, path, Icon }) => (
          <Menu.Item
            key={key}
            component={Link}
            to={path}
            leftSection={<Icon size={18} aria-hidden />}
            rightSection={
              // the balance the credit bar shows, from the same profile
              key === 'credit' && profile ? (
                <Text span size="xs" fw={700} c="dimmed" data-testid="user-menu-credit">
                  {formatNumber(profile.credit)}
                </Text>
              ) : undefined
            }
          >
            {t(`userMenu.${key}`)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={18} aria-hidden />} onClick={logout}>
          {t('userMenu.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
