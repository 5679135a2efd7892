import { useId } from 'react';
import { Box, Button, NavLink, Paper } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ADMIN_SECTIONS, SECTION_ICONS, sectionPath, type AdminSection } from '../sections';
import classes from './admin-nav.module.css';

/**
 * The admin sections: a column beside the content on desktop; on a phone a button naming the
 * section open, which unfolds the list, so the section's content starts on the first screen.
 */
export function AdminNav({ current }: { current: AdminSection | 'overview' }) {
  const { t } = useTranslation('admin');
  const [opened, { toggle, close }] = useDisclosure(false);
  const listId = useId();
  const CurrentIcon = SECTION_ICONS[current];
  return (
    <Paper component="nav" withBorder radius="lg" p="xs" aria-label={t('nav.label')} data-testid="admin-nav">
      <Button
        hiddenFrom="md"
        variant="subtle"
        color="dark"
        fullWidth
        justify="space-between"
        leftSection={<CurrentIcon size={18} aria-hidden />}
        rightSection={<IconChevronDown size={18} aria-hidden style={{ transform: opened ? 'rotate(180deg)' : undefined }} />}
        aria-expanded={opened}
        aria-controls={listId}
        onClick={toggle}
        data-testid="admin-nav-toggle"
      >
        {t('nav.sections', { section: t(`nav.${current}`) })}
      </Button>
      <Box id={listId} className={opened ? undefined : classes.folded}>
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
              onClick={close}
            />
          );
        })}
      </Box>
    </Paper>
  );
}
