import { useState } from 'react';
import { ActionIcon, Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ContentLoader } from '../../../components/content-loader';
import { formatSatang } from '../../../lib/money';
import { useAdminPackages } from '../api/get-admin-packages';
import type { AdminPackage } from '../package-form';
import { AdminEmptyState } from './admin-empty-state';
import { PackageForm } from './package-form';

/** /admin/packages: every package, on sale or not, with its price, credits and details; add and edit. */
export function PackagesAdmin() {
  const { t } = useTranslation('admin');
  const query = useAdminPackages();
  // undefined: the form is closed; null: a new package
  const [editing, setEditing] = useState<AdminPackage | null | undefined>(undefined);
  const packages = query.data ?? [];

  return (
    <Stack gap="md" data-testid="packages-admin">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed" maw={520}>
          {t('packages.lead')}
        </Text>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing(null)} data-testid="package-add">
          {t('packages.add')}
        </Button>
      </Group>
      <ContentLoader loading={query.isPending} error={query.isError} onRetry={() => void query.refetch()}>
        {packages.length === 0 ? (
          <AdminEmptyState section="packages" />
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {packages.map((item) => (
              <Paper key={item.id} component="li" withBorder radius="lg" p="md" data-testid="package-item" data-code={item.code} aria-labelledby={`package-${item.id}`}>
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                  <Stack gap={4} style={{ minWidth: 0 }}>
                    <Group gap="xs">
                      <Title order={3} size="h5" id={`package-${item.id}`}>
                        {item.code}
                      </Title>
                      <Badge color={item.active ? 'green' : 'gray'} variant="light" tt="none">
                        {item.active ? t('packages.onSale') : t('packages.offSale')}
                      </Badge>
                    </Group>
                    <Text fw={700} data-testid="package-price">
                      {t('packages.price', { price: formatSatang(item.price_satang) })} · {t('packages.credits', { credits: String(item.credits) })}
                    </Text>
                    <List size="sm" spacing={2}>
                      {item.details.th
                        .split('\n')
                        .filter((line) => line.trim())
                        .map((line) => (
                          <List.Item key={line}>{line}</List.Item>
                        ))}
                    </List>
                  </Stack>
                  <ActionIcon variant="subtle" size="lg" onClick={() => setEditing(item)} aria-label={t('packages.edit', { code: item.code })} data-testid="package-edit">
                    <IconEdit size={20} aria-hidden />
                  </ActionIcon>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </ContentLoader>
      {editing !== undefined && <PackageForm item={editing} onClose={() => setEditing(undefined)} />}
    </Stack>
  );
}
