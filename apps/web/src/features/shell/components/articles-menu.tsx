import { Menu, Text, UnstyledButton } from '@mantine/core';
import { IconBook2, IconChevronDown, IconHelpCircle, IconHash, IconRocket, IconUserCircle, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HELP_LINKS } from '../../../lib/help-links';
import { useArticleCategories } from '../../articles';
import { categoryHref, categoryName } from '../../articles';
import classes from './shell.module.css';

const HELP_ICONS = { createAccount: IconUserPlus, accountManagement: IconUserCircle, boostPost: IconRocket } as const;

/** `defaultOpened`: the pointer was already on this entry while the menus' code loaded. */
export function ArticlesMenu({ defaultOpened }: { defaultOpened?: boolean }) {
  const { t } = useTranslation('shell');
  // the real categories; while they load (or if they fail) the menu keeps its other entries
  const categories = useArticleCategories().data ?? [];
  return (
    <Menu trigger="click-hover" defaultOpened={defaultOpened} openDelay={60} closeDelay={160} position="bottom-start" offset={6} shadow="lg" radius="md" width={320}>
      <Menu.Target>
        <UnstyledButton className={classes.navLink} data-testid="menu-articles">
          {t('nav.articles')}
          <IconChevronDown size={14} aria-hidden />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown p="xs">
        <Menu.Item component={Link} to="/article" leftSection={<IconBook2 size={20} aria-hidden />}>
          <Text fw={600} size="sm">
            {t('articlesMenu.all')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('articlesMenu.allHint')}
          </Text>
        </Menu.Item>
        {categories.map((category) => (
          <Menu.Item
            key={category.category_id}
            component={Link}
            to={categoryHref(category.slug_id)}
            leftSection={<IconHash size={18} aria-hidden />}
            data-testid="menu-article-category"
          >
            {categoryName(category)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Label>
          <IconHelpCircle size={12} aria-hidden style={{ verticalAlign: -1 }} /> {t('articlesMenu.helpCenter')}
        </Menu.Label>
        {HELP_LINKS.map((link) => {
          const Icon = HELP_ICONS[link.key];
          return (
            <Menu.Item key={link.key} component={Link} to={link.path} leftSection={<Icon size={18} aria-hidden />}>
              {t(`articlesMenu.${link.key}`)}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
