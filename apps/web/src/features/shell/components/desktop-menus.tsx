import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { ArticlesMenu } from './articles-menu';
import { ListingsMenu } from './listings-menu';
import classes from './shell.module.css';

export type MenuName = 'sell' | 'rent' | 'articles';

/**
 * The desktop header's second row: the sell, rent and article menus, about and contact.
 * `hovered`: the entry the pointer rests on as this replaces the plain links, opened at once.
 */
export function DesktopMenus({ hovered }: { hovered?: MenuName | null }) {
  const { t } = useTranslation('shell');
  return (
    <Group gap={4} h="100%" wrap="nowrap">
      <ListingsMenu sellType="sell" defaultOpened={hovered === 'sell'} />
      <ListingsMenu sellType="rent" defaultOpened={hovered === 'rent'} />
      <ArticlesMenu defaultOpened={hovered === 'articles'} />
      <NavLink to="/about-us" className={classes.navLink}>
        {t('nav.about')}
      </NavLink>
      <NavLink to="/contact" className={classes.navLink}>
        {t('nav.contact')}
      </NavLink>
    </Group>
  );
}
