import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SECTION_ICONS, type AdminSection } from '../sections';

/** A section whose work has not arrived: says what will appear here. */
export function AdminEmptyState({ section }: { section: AdminSection }) {
  const { t } = useTranslation('admin');
  const Icon = SECTION_ICONS[section];
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', md: 'xl' }} data-testid="admin-empty-state" data-section={section}>
      <Stack align="center" ta="center" gap="sm" py="xl">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <Icon size={30} stroke={1.6} />
        </ThemeIcon>
        <Title order={2} size="h4">
          {t(`empty.${section}.title`)}
        </Title>
        <Text c="dimmed" maw={420}>
          {t(`empty.${section}.text`)}
        </Text>
      </Stack>
    </Paper>
  );
}
