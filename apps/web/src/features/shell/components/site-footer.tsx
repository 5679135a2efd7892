import { Anchor, Container, Divider, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconBrandFacebook, IconBrandLine, IconMail, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { COMPANY_CONTACT, FOOTER_LANDING_PAGES, FOOTER_RENT_BANDS, FOOTER_SALE_BANDS, POPULAR_AREAS, trendPath, type PriceBand } from '@baandee/domain';
import { HELP_LINKS } from '../../../lib/help-links';
import { listingsHref } from '../../../lib/search-href';
import { usePriceBandLabel } from '../../../lib/use-price-band-label';
import { Logo } from './logo';
import classes from './shell.module.css';

function LinkGroup({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <Stack gap={8}>
      <Title order={2} className={classes.footerTitle}>
        {title}
      </Title>
      <ul className={classes.footerList}>
        {links.map((link) => (
          <li key={link.to}>
            <Anchor component={Link} to={link.to} className={classes.footerLink}>
              {link.label}
            </Anchor>
          </li>
        ))}
      </ul>
    </Stack>
  );
}

/** Shortcut link groups (rent and sale budgets, popular areas) and the company's contact channels. */
export function SiteFooter() {
  const { t } = useTranslation('shell');
  const bandLabel = usePriceBandLabel();
  const bandLinks = (sellType: 'sell' | 'rent', bands: readonly PriceBand[]) =>
    bands.map((band) => ({ to: listingsHref(sellType, { band }), label: bandLabel(band) }));
  const groups = [
    { title: t('footer.rentTitle'), links: bandLinks('rent', FOOTER_RENT_BANDS) },
    { title: t('footer.saleTitle'), links: bandLinks('sell', FOOTER_SALE_BANDS) },
    {
      title: t('footer.areasTitle'),
      links: [
        ...POPULAR_AREAS.map((area) => ({ to: trendPath(area.slug, area.trendId), label: t(`areas.${area.slug}`) })),
        // landing pages: a type and deal in a province or near a station
        ...FOOTER_LANDING_PAGES.map((page) => ({ to: page.path, label: t(`landingLinks.${page.key}`) })),
      ],
    },
    {
      title: t('footer.companyTitle'),
      links: [
        { to: '/about-us', label: t('nav.about') },
        { to: '/contact', label: t('nav.contact') },
        { to: '/article', label: t('nav.articles') },
        ...HELP_LINKS.map((link) => ({ to: link.path, label: t(`articlesMenu.${link.key}`) })),
        { to: '/privacy-policy', label: t('footer.privacy') },
        { to: '/terms-of-service', label: t('footer.terms') },
      ],
    },
  ];
  const channels = [
    { href: `tel:${COMPANY_CONTACT.phone}`, label: t('footer.phone'), value: COMPANY_CONTACT.phoneDisplay, Icon: IconPhone },
    { href: `mailto:${COMPANY_CONTACT.email}`, label: t('footer.email'), value: COMPANY_CONTACT.email, Icon: IconMail },
    { href: COMPANY_CONTACT.lineUrl, label: t('footer.line'), value: COMPANY_CONTACT.lineId, Icon: IconBrandLine },
    { href: COMPANY_CONTACT.facebookUrl, label: t('footer.facebook'), value: COMPANY_CONTACT.facebookName, Icon: IconBrandFacebook },
  ];

  return (
    <footer className={classes.footer}>
      <Container py={48}>
        <Grid gap={{ base: 32, md: 40 }}>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md">
              <Logo inverted />
              <Text size="sm" className={classes.footerMuted}>
                {t('footer.about')}
              </Text>
              <Title order={2} className={classes.footerTitle}>
                {t('footer.contactTitle')}
              </Title>
              <Stack gap={8} component="address" className={classes.footerAddress}>
                {channels.map(({ href, label, value, Icon }) => (
                  <Anchor
                    key={href}
                    href={href}
                    className={classes.footerLink}
                    target={href.startsWith('http') ? '_blank' : undefined}
                    rel={href.startsWith('http') ? 'noopener noreferrer' : undefined}
                  >
                    <Group gap={8} wrap="nowrap">
                      <Icon size={18} aria-hidden />
                      <span>
                        <span className="visually-hidden">{label}: </span>
                        {value}
                      </span>
                    </Group>
                  </Anchor>
                ))}
                <Text size="xs" className={classes.footerMuted}>
                  {t('footer.hours')}
                </Text>
              </Stack>
            </Stack>
          </Grid.Col>
          {groups.map((group) => (
            <Grid.Col key={group.title} span={{ base: 6, md: 2 }}>
              <LinkGroup {...group} />
            </Grid.Col>
          ))}
        </Grid>
        <Divider my="xl" color="rgba(255,255,255,0.12)" />
        <Text size="xs" className={classes.footerMuted}>
          {t('footer.copyright', { year: String(new Date().getFullYear()) })}
        </Text>
      </Container>
    </footer>
  );
}
