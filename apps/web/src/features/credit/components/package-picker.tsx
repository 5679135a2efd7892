import { Badge, Button, List, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CreditPackage } from '@baandee/contracts';
import { ContentLoader } from '../../../components/content-loader';
import { currentLanguage } from '../../../lib/i18n';
import { usePackages } from '../api/get-packages';
import { formatSatang } from '../../../lib/money';

/** A package's details in the page's language, one item a line (Thai when the English is empty). */
export function packageLines(item: CreditPackage): string[] {
  const text = currentLanguage() === 'en' && item.details.en.trim() ? item.details.en : item.details.th;
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

export interface PackagePickerProps {
  /** The package being bought, while its purchase runs. */
  buying: string | null;
  onChoose: (code: string) => void;
}

/** The packages on sale (spec section 3: code, price, details): choosing one buys it. */
export function PackagePicker({ buying, onChoose }: PackagePickerProps) {
  const { t } = useTranslation('credit');
  const query = usePackages();
  const packages = query.data ?? [];
  return (
    <Stack gap="sm" data-testid="package-picker">
      <Text size="sm" c="dimmed">
        {t('refill.packagesLead')}
      </Text>
      <ContentLoader loading={query.isPending} error={query.isError} empty={query.isSuccess && packages.length === 0} onRetry={() => void query.refetch()}>
        {packages.map((item) => (
          <Paper key={item.code} withBorder radius="md" p="md" data-testid="package-option" data-code={item.code}>
            <Stack gap="xs">
              <Badge variant="light" size="lg" tt="none">
                {item.code}
              </Badge>
              <Text fz={24} fw={800} c="brand.8" lh={1.2}>
                {t('refill.price', { price: formatSatang(item.price_satang) })}
              </Text>
              <Text fw={600}>{t('refill.credits', { n: String(item.credits) })}</Text>
              <List size="sm" spacing={2}>
                {packageLines(item).map((line) => (
                  <List.Item key={line}>{line}</List.Item>
                ))}
              </List>
              <Button onClick={() => onChoose(item.code)} loading={buying === item.code} disabled={buying !== null && buying !== item.code}>
                {t('refill.choose', { code: item.code })}
              </Button>
            </Stack>
          </Paper>
        ))}
      </ContentLoader>
    </Stack>
  );
}
