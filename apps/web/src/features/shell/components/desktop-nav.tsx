import { Suspense, useRef, useState } from 'react';
import { Group } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router';
import { lazyWithStyles } from '../../../lib/mantine-styles';
import { listingsHref } from '../../../lib/search-href';
import type { MenuName } from './desktop-menus';
import classes from './shell.module.css';

// The mega-menus need a popover engine (~30 KB gzip). The row first renders as plain
// links that look the same; the menus' code loads when a pointer or focus comes near.
const DesktopMenus = lazyWithStyles(() => import('./desktop-menus').then((m) => m.DesktopMenus));

/** The row before the menus' code is there: links that look the same, reporting where the pointer is. */
function PlainMenus({ onHover }: { onHover: (menu: MenuName | null) => void }) {
  const { t } = useTranslation('shell');
  const trigger = (menu: MenuName, to: string, label: string) => (
    <Link to={to} className={classes.navLink} onPointerEnter={() => onHover(menu)} onPointerLeave={() => onHover(null)}>
      {label}
      <IconChevronDown size={14} aria-hidden />
    </Link>
  );
  return (
    <Group gap={4} h="100%" wrap="nowrap">
      {trigger('sell', listingsHref('sell'), t('nav.sell'))}
      {trigger('rent', listingsHref('rent'), t('nav.rent'))}
      {trigger('articles', '/article', t('nav.articles'))}
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
  // Where the pointer rests while the code loads: that menu opens as soon as it is there,
  // so the first hover is not lost when the real triggers replace the plain links.
  const hovered = useRef<MenuName | null>(null);
  const onHover = (menu: MenuName | null) => {
    hovered.current = menu;
    setWanted(true);
  };
  const plain = <PlainMenus onHover={onHover} />;
  return (
    <div style={{ height: '100%' }} onPointerEnter={() => setWanted(true)} onFocus={() => setWanted(true)}>
      {wanted ? (
        <Suspense fallback={plain}>
          <MenusWhenLoaded hovered={hovered} />
        </Suspense>
      ) : (
        plain
      )}
    </div>
  );
}

/** Reads the pointer's last plain entry when the menus first render, not when loading began. */
function MenusWhenLoaded({ hovered }: { hovered: { readonly current: MenuName | null } }) {
  const [initial] = useState(() => hovered.current);
  return <DesktopMenus hovered={initial} />;
}
