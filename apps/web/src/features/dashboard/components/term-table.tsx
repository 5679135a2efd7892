import type { ReactNode } from 'react';
import { Group, Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CsvColumn } from '../csv';
import { CsvButton } from './csv-button';

export interface TermColumn<Row> extends CsvColumn<Row> {
  /** What the cell shows, when it is more than the exported value. */
  render?: (row: Row) => ReactNode;
  numeric?: boolean;
}

/** One small ranked table of search analytics, with its CSV. */
export function TermTable<Row>({ title, fileName, columns, rows, testId, children }: {
  title: string;
  fileName: string;
  columns: readonly TermColumn<Row>[];
  rows: readonly Row[];
  testId: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Group justify="space-between" mb="xs" gap="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        {rows.length > 0 && <CsvButton table={title} fileName={fileName} columns={columns} rows={rows} />}
      </Group>
      {children}
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('search.empty')}
        </Text>
      ) : (
        // a table wider than a phone scrolls: the region takes the keyboard's focus to scroll it
        <Table.ScrollContainer minWidth={columns.length > 2 ? 480 : 240} type="native" tabIndex={0} role="region" aria-label={title}>
          <Table verticalSpacing={6} fz="sm">
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column.header} ta={column.numeric ? 'right' : undefined}>
                    {column.header}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                <Table.Tr key={index}>
                  {columns.map((column) => (
                    <Table.Td key={column.header} ta={column.numeric ? 'right' : undefined}>
                      {column.render ? column.render(row) : String(column.value(row) ?? '')}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
