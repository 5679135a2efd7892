import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@baandee/domain';
import classes from './shell.module.css';

/** The mark: a house outline in the brand colour, then the product name. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden focusable="false">
      <rect width="64" height="64" rx="16" fill="var(--mantine-color-brand-7)" />
      <path d="M32 13 12 29.5V51h14V38h12v13h14V29.5z" fill="#fff" />
    </svg>
  );
}

export function Logo({ inverted = false }: { inverted?: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <Link to="/" className={classes.logo} aria-label={t('header.homeLink', { product: PRODUCT_NAME })}>
      <Group gap={8} wrap="nowrap">
        <LogoMark />
        <Text component="span" fw={700} fz={22} c={inverted ? 'white' : 'brand.8'} style={{ letterSpacing: '-0.02em' }}>
          {PRODUCT_NAME}
        </Text>
      </Group>
    </Link>
  );
}
