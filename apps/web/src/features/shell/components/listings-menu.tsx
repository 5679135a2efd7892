import { useState } from 'react';
import { Box, Menu, SimpleGrid, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconLayoutGrid } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FOOTER_LANDING_PAGES, RENT_MENU_BANDS, SALE_MENU_BANDS } from '@baandee/domain';
import { currentLanguage } from '../../../lib/i18n';
import { listingsHref } from '../../../lib/search-href';
import { usePriceBandLabel } from '../../../lib/use-price-band-label';
import { estateTypeName, useEstateTypes, type EstateType } from '../../../lib/master-data/get-estate-master';
import { EstateTypeIcon } from '../../../components/estate-type-icon';
import classes from './shell.module.css';

const BANDS = { sell: SALE_MENU_BANDS, rent: RENT_MENU_BANDS } as const;
/** The footer's landing pages of this menu's deal (decision 020). */
const LANDING = {
  sell: FOOTER_LANDING_PAGES.filter((page) => page.path.includes('-for-sale/')),
  rent: FOOTER_LANDING_PAGES.filter((page) => page.path.includes('-for-rent/')),
} as const;

/**
 * The sell or rent mega-menu: estate types on the left; the price bands of the type in
 * focus (or of all types) on the right. Every link opens the search route with
 * announce_type, category, mn and mx.
 */
/** `defaultOpened`: the pointer was already on this entry while the menus' code loaded. */
export function ListingsMenu({ sellType, defaultOpened }: { sellType: 'sell' | 'rent'; defaultOpened?: boolean }) {
  const { t } = useTranslation('shell');
  const bandLabel = usePriceBandLabel();
  const { estateTypes, isPending, isError } = useEstateTypes();
  const [active, setActive] = useState<EstateType | null>(null);
  const language = currentLanguage();
  const category = active ? estateTypeName(active, language) : undefined;
  const typeLabel = (type: EstateType) => t(sellType === 'sell' ? 'megaMenu.sellOf' : 'megaMenu.rentOf', { type: estateTypeName(type, language) });

  return (
    <Menu trigger="click-hover" defaultOpened={defaultOpened} openDelay={60} closeDelay={160} position="bottom-start" offset={6} shadow="lg" radius="md" width={640} onClose={() => setActive(null)}>
      <Menu.Target>
        <UnstyledButton className={classes.navLink} data-testid={`menu-${sellType}`}>
          {t(sellType === 'sell' ? 'nav.sell' : 'nav.rent')}
          <IconChevronDown size={14} aria-hidden />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown p="sm">
        <SimpleGrid cols={2} spacing="md">
          <Stack gap={2}>
            <Menu.Item
              component={Link}
              to={listingsHref(sellType)}
              leftSection={<IconLayoutGrid size={20} aria-hidden />}
              onFocus={() => setActive(null)}
              onMouseEnter={() => setActive(null)}
              fw={600}
            >
              {t(sellType === 'sell' ? 'megaMenu.sellTitle' : 'megaMenu.rentTitle')}
            </Menu.Item>
            {isPending && Array.from({ length: 6 }, (_, index) => <Skeleton key={index} height={30} radius="sm" my={3} />)}
            {isError && (
              <Text size="xs" c="dimmed" px="sm" py={6}>
                {t('megaMenu.typesFailed')}
              </Text>
            )}
            {estateTypes.map((type) => (
              <Menu.Item
                key={type.id}
                component={Link}
                to={listingsHref(sellType, { category: estateTypeName(type, language) })}
                leftSection={<EstateTypeIcon estateType={type} size={20} stroke={1.6} />}
                onFocus={() => setActive(type)}
                onMouseEnter={() => setActive(type)}
                data-active={active?.id === type.id || undefined}
              >
                {typeLabel(type)}
              </Menu.Item>
            ))}
          </Stack>
          <Box className={classes.menuPanel}>
            <Menu.Label>{active ? `${typeLabel(active)} · ${t('megaMenu.byPrice')}` : t('megaMenu.byPrice')}</Menu.Label>
            {BANDS[sellType].map((band) => (
              <Menu.Item key={`${band.min}-${band.max}`} component={Link} to={listingsHref(sellType, { category, band })}>
                {bandLabel(band)}
              </Menu.Item>
            ))}
            <Menu.Label mt="xs">{t('megaMenu.byArea')}</Menu.Label>
            {LANDING[sellType].map((page) => (
              <Menu.Item key={page.path} component={Link} to={page.path} data-testid="menu-landing-link">
                {t(`landingLinks.${page.key}`)}
              </Menu.Item>
            ))}
          </Box>
        </SimpleGrid>
      </Menu.Dropdown>
    </Menu>
  );
}
