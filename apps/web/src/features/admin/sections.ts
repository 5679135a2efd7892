import type { Icon } from '@tabler/icons-react';
import {
  IconConfetti,
  IconCreditCard,
  IconFlag,
  IconGauge,
  IconHistory,
  IconMailX,
  IconNews,
  IconPackage,
  IconSettings,
  IconShare,
  IconShieldCheck,
  IconSpeakerphone,
  IconTrendingUp,
  IconUsers,
} from '@tabler/icons-react';

/** The admin screens (DESIGN 4.15); each later feature fills its own section. */
export const ADMIN_SECTIONS = ['moderation', 'payments', 'packages', 'articles', 'ads', 'trends', 'events', 'users', 'reports', 'broker-share', 'deliveries', 'audit', 'settings'] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number];

export function isAdminSection(value: string | undefined): value is AdminSection {
  return (ADMIN_SECTIONS as readonly string[]).includes(value ?? '');
}

export const SECTION_ICONS: Record<AdminSection | 'overview', Icon> = {
  overview: IconGauge,
  moderation: IconShieldCheck,
  payments: IconCreditCard,
  packages: IconPackage,
  articles: IconNews,
  ads: IconSpeakerphone,
  trends: IconTrendingUp,
  events: IconConfetti,
  users: IconUsers,
  reports: IconFlag,
  deliveries: IconMailX,
  audit: IconHistory,
  'broker-share': IconShare,
  settings: IconSettings,
};

export const sectionPath = (section: AdminSection | 'overview') => (section === 'overview' ? '/admin' : `/admin/${section}`);
