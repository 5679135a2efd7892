import { useCallback, useMemo } from 'react';
import { useAddressParams } from '../../lib/use-page-param';
import { DASHBOARD_DEFAULT_PERIOD_DAYS, DASHBOARD_PERIOD_DAYS } from '@baandee/domain';
import type { PeriodQuery } from './api/keys';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The period in the address (?period=7, or ?from=&to=), so a reload or a shared link keeps it. */
export function usePeriod(): [PeriodQuery, (next: PeriodQuery) => void] {
  const [params, setParams] = useAddressParams();
  const from = params.get('from');
  const to = params.get('to');
  const days = Number(params.get('period'));
  const period = useMemo<PeriodQuery>(
    () =>
      from && to && DAY.test(from) && DAY.test(to) && from <= to
        ? { from, to }
        : { period: (DASHBOARD_PERIOD_DAYS as readonly number[]).includes(days) ? days : DASHBOARD_DEFAULT_PERIOD_DAYS },
    [from, to, days],
  );
  const setPeriod = useCallback(
    (next: PeriodQuery) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        for (const name of ['period', 'from', 'to']) updated.delete(name);
        if (next.from && next.to) {
          updated.set('from', next.from);
          updated.set('to', next.to);
        } else if (next.period) updated.set('period', String(next.period));
        return updated;
      }),
    [setParams],
  );
  return [period, setPeriod];
}
