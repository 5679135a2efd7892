import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { downloadCsv, toCsv, type CsvColumn } from '../csv';

/** Downloads a table as CSV: its rows now, or all of them from `load` (every page of a paged table). */
export function CsvButton<Row>({
  table,
  fileName,
  columns,
  rows,
  load,
}: {
  table: string;
  fileName: string;
  columns: readonly CsvColumn<Row>[];
  rows?: readonly Row[];
  load?: () => Promise<readonly Row[]>;
}) {
  const { t } = useTranslation('dashboard');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const data = load ? await load() : (rows ?? []);
      downloadCsv(`${fileName}.csv`, toCsv(data, columns));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="light"
      size="xs"
      leftSection={<IconDownload size={16} aria-hidden />}
      loading={busy}
      onClick={() => void download()}
      aria-label={t('csv.label', { table })}
      data-testid={`csv-${fileName}`}
    >
      {t('csv.download')}
    </Button>
  );
}
