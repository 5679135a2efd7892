import { useEffect, useRef, useState } from 'react';
import { Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { IconCookie } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { enableAnalytics, isAnalyticsEnabled } from '../../../lib/analytics';
import { useHydrated } from '../../../lib/use-hydrated';
import { useAcceptCookie } from '../api/accept-cookie';
import classes from './cookie-bar.module.css';

/**
 * Spec section 4: the bar shows while no analytics cookie exists, and again on every
 * route change until accepted. "Not now" hides it for the current page only.
 */
export function CookieBar() {
  const { t } = useTranslation('shell');
  const location = useLocation();
  const accept = useAcceptCookie();
  const [dismissedOn, setDismissedOn] = useState<string | null>(null);
  const [accepted, setAccepted] = useState(false);
  const hydrated = useHydrated();
  const bar = useRef<HTMLElement>(null);
  const shown = hydrated && !accepted && !isAnalyticsEnabled() && dismissedOn !== location.key;

  // the floating buttons stand above the bar while it shows (app/layout/floating-actions)
  useEffect(() => {
    const element = bar.current;
    if (!shown || !element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty('--cookie-bar-space', `${element.offsetHeight + 12}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty('--cookie-bar-space');
    };
  }, [shown]);

  if (!shown) return null;

  const onAccept = () => {
    enableAnalytics();
    setAccepted(true);
    accept.mutate();
  };

  return (
    <Paper
      ref={bar}
      component="section"
      aria-label={t('cookie.label')}
      className={classes.bar}
      shadow="lg"
      radius="lg"
      p="md"
      withBorder
      data-testid="cookie-bar"
    >
      <Group gap="md" wrap="nowrap" align="flex-start" className={classes.content}>
        <IconCookie size={28} className={classes.icon} aria-hidden />
        <Text size="sm" className={classes.text}>
          {t('cookie.text')}{' '}
          <Anchor component={Link} to="/privacy-policy" size="sm" fw={500}>
            {t('cookie.policy')}
          </Anchor>
        </Text>
      </Group>
      <Group gap="xs" justify="flex-end" className={classes.actions} wrap="nowrap">
        <Button variant="subtle" color="gray" size="sm" onClick={() => setDismissedOn(location.key)}>
          {t('cookie.later')}
        </Button>
        <Button size="sm" onClick={onAccept}>
          {t('cookie.accept')}
        </Button>
      </Group>
    </Paper>
  );
}
