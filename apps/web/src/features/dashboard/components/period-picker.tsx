import 'dayjs/locale/th';
import { useState } from 'react';
import { Group, SegmentedControl, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { DashboardPeriodResult } from '@baandee/contracts';
import { DASHBOARD_EARLIEST_DATE, DASHBOARD_PERIOD_DAYS, DASHBOARD_RANGE_MAX_DAYS } from '@baandee/domain';
import { currentLanguage } from '../../../lib/i18n';
import type { PeriodQuery } from '../api/keys';
import { formatDay } from '../format';

type Choice = `${(typeof DASHBOARD_PERIOD_DAYS)[number]}` | 'custom';

/** 7, 30 or 90 days ending today, or a date range picked on a calendar (at most a year). */
export function PeriodPicker({ value, onChange, shown }: { value: PeriodQuery; onChange: (next: PeriodQuery) => void; shown?: DashboardPeriodResult }) {
  const { t } = useTranslation('dashboard');
  const [custom, setCustom] = useState(Boolean(value.from));
  const [range, setRange] = useState<[string | null, string | null]>([value.from ?? null, value.to ?? null]);
  const choice: Choice = custom ? 'custom' : (String(value.period) as Choice);
  const language = currentLanguage();
  const today = dayjs().format('YYYY-MM-DD');

  const choose = (next: string) => {
    if (next === 'custom') {
      setCustom(true);
      return;
    }
    setCustom(false);
    onChange({ period: Number(next) });
  };
  const pick = (next: [string | null, string | null]) => {
    setRange(next);
    if (next[0] && next[1]) onChange({ from: next[0], to: next[1] });
  };
  // a range starting on the first picked day may end at most a year later
  const maxDate = range[0] && !range[1] ? dayjs(range[0]).add(DASHBOARD_RANGE_MAX_DAYS - 1, 'day').format('YYYY-MM-DD') : today;

  return (
    <Group justify="space-between" align="flex-end" gap="sm" data-testid="dashboard-period">
      <SegmentedControl
        aria-label={t('period.label')}
        value={choice}
        onChange={choose}
        data={[...DASHBOARD_PERIOD_DAYS.map((n) => ({ value: String(n), label: t('period.days', { n: String(n), count: n }) })), { value: 'custom', label: t('period.custom') }]}
      />
      {custom ? (
        <DatePickerInput
          type="range"
          label={t('period.range')}
          placeholder={t('period.rangePlaceholder')}
          locale={language}
          value={range}
          onChange={pick}
          minDate={DASHBOARD_EARLIEST_DATE}
          maxDate={maxDate < today ? maxDate : today}
          valueFormat="DD/MM/YYYY"
          miw={240}
        />
      ) : (
        shown && (
          <Text size="sm" c="dimmed" data-testid="dashboard-period-shown">
            {t('period.showing', { from: formatDay(shown.from), to: formatDay(shown.to) })}
          </Text>
        )
      )}
    </Group>
  );
}
