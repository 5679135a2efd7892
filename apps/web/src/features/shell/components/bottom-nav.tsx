import { Suspense, useState } from 'react';
import { UnstyledButton } from '@mantine/core';
import { IconArticle, IconDots, IconHome, IconSearch, IconThumbUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BOTTOM_NAV } from '@baandee/domain';
import { lazyWithStyles } from '../../../lib/mantine-styles';
import { RECOMMENDED_HASH, bottomNavIndex } from '../bottom-nav-index';
import classes from './shell.module.css';

// The drawer (and Mantine's Drawer) loads on the first tap, not with the first page.
const MoreDrawer = lazyWithStyles(() => import('./more-drawer').then((module) => module.MoreDrawer));

const TABS = [
  { index: BOTTOM_NAV.home, label: 'home', to: '/', Icon: IconHome },
  { index: BOTTOM_NAV.recommended, label: 'recommended', to: `/${RECOMMENDED_HASH}`, Icon: IconThumbUp },
  { index: BOTTOM_NAV.search, label: 'find', to: '/announce-search', Icon: IconSearch },
  { index: BOTTOM_NAV.articles, label: 'article', to: '/article', Icon: IconArticle },
] as const;

/** Phones and tablets: Home, Recommended, Find, Article, More (spec section 2). */
export function BottomNav() {
  const { t } = useTranslation('shell');
  const { pathname, hash } = useLocation();
  const [moreOpened, setMoreOpened] = useState(false);
  const [moreLoaded, setMoreLoaded] = useState(false);
  const current = bottomNavIndex(pathname, hash);

  return (
    <>
      <nav aria-label={t('bottomNav.label')} className={classes.bottomNav} data-testid="bottom-nav">
        {TABS.map(({ index, label, to, Icon }) => (
          <Link
            key={label}
            to={to}
            className={classes.bottomTab}
            aria-current={current === index ? 'page' : undefined}
            data-active={current === index || undefined}
          >
            <Icon size={22} stroke={1.7} aria-hidden />
            <span>{t(`bottomNav.${label}`)}</span>
          </Link>
        ))}
        <UnstyledButton
          className={classes.bottomTab}
          onClick={() => {
            setMoreLoaded(true);
            setMoreOpened(true);
          }}
          aria-haspopup="dialog"
          aria-expanded={moreOpened}
          aria-current={current === BOTTOM_NAV.more ? 'page' : undefined}
          data-active={current === BOTTOM_NAV.more || undefined}
        >
          <IconDots size={22} stroke={1.7} aria-hidden />
          <span>{t('bottomNav.more')}</span>
        </UnstyledButton>
      </nav>
      {moreLoaded && (
        <Suspense fallback={null}>
          <MoreDrawer opened={moreOpened} onClose={() => setMoreOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
