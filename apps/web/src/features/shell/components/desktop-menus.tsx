import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { ArticlesMenu } from './articles-menu';
import { ListingsMenu } from './listings-menu';
import classes from './shell.module.css';

/** The desktop header's second row: the sell, rent and article menus, about and contact. */
export function DesktopMenus() {
  const { t } = useTranslation('shell');
  return (
    <Group gap={4} h="100%" wrap="nowrap">
      <ListingsMenu sellType="sell" />
      <ListingsMenu sellType="rent" />
      <ArticlesMenu />
      <NavLink to="/about-us" className={classes.navLink}>
        {t('nav.about')}
      </NavLink>
      <NavLink to="/contact" className={classes.navLink}>
        {t('nav.contact')}
      </NavLink>
    </Group>
  );
}
