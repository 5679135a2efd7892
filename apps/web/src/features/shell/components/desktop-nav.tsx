import { Suspense, useState } from 'react';
import { Group } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { lazyWithStyles } from '../../../lib/mantine-styles';
import { listingsHref } from '../../../lib/search-href';
import classes from './shell.module.css';

// The mega-menus need a popover engine (~30 KB gzip). The row first renders as plain
// links that look the same; the menus' code loads when a pointer or focus comes near.
const DesktopMenus = lazyWithStyles(() => import('./desktop-menus').then((m) => m.DesktopMenus));

function PlainMenus() {
  const { t } = useTranslation('shell');
  const trigger = (to: string, label: string) => (
    <Link to={to} className={classes.navLink}>
      {label}
      <IconChevronDown size={14} aria-hidden />
    </Link>
  );
  return (
    <Group gap={4} h="100%" wrap="nowrap">
      {trigger(listingsHref('sell'), t('nav.sell'))}
      {trigger(listingsHref('rent'), t('nav.rent'))}
      {trigger('/article', t('nav.articles'))}
      <NavLink to="/about-us" className={classes.navLink}>
        {t('nav.about')}
      </NavLink>
      <NavLink to="/contact" className={classes.navLink}>
        {t('nav.contact')}
      </NavLink>
    </Group>
  );
}

export function DesktopNav() {
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  return (
    <div style={{ height: '100%' }} onPointerEnter={want} onFocus={want}>
      {wanted ? (
        <Suspense fallback={<PlainMenus />}>
          <DesktopMenus />
        </Suspense>
      ) : (
        <PlainMenus />
      )}
    </div>
  );
}
