import { NavLink, Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ADMIN_SECTIONS, SECTION_ICONS, sectionPath, type AdminSection } from '../sections';

/** The admin sections: a column beside the content on desktop, a list above it on phones. */
export function AdminNav({ current }: { current: AdminSection | 'overview' }) {
  const { t } = useTranslation('admin');
  return (
    <Paper component="nav" withBorder radius="lg" p="xs" aria-label={t('nav.label')} data-testid="admin-nav">
      {(['overview', ...ADMIN_SECTIONS] as const).map((section) => {
        const Icon = SECTION_ICONS[section];
        return (
          <NavLink
            key={section}
            component={Link}
            to={sectionPath(section)}
            label={t(`nav.${section}`)}
            leftSection={<Icon size={18} aria-hidden />}
            active={section === current}
            aria-current={section === current ? 'page' : undefined}
          />
        );
      })}
    </Paper>
  );
}
