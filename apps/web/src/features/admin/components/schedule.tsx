import { Badge } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { isInWindow } from '@baandee/domain';

interface Scheduled {
  starts_at: string;
  ends_at: string | null;
  active: boolean;
}

type Status = 'running' | 'scheduled' | 'ended' | 'off';

function statusOf(item: Scheduled, now = new Date()): Status {
  if (!item.active) return 'off';
  if (isInWindow(item, now)) return 'running';
  return new Date(item.starts_at) > now ? 'scheduled' : 'ended';
}

const COLOURS: Record<Status, string> = { running: 'green', scheduled: 'blue', ended: 'gray', off: 'gray' };

/** Running, scheduled, ended or switched off, from the dates and the active flag. */
export function ScheduleBadge({ item }: { item: Scheduled }) {
  const { t } = useTranslation('admin');
  const status = statusOf(item);
  return (
    <Badge variant="light" color={COLOURS[status]} data-testid="schedule-status" data-status={status}>
      {t(`ads.status.${status}`)}
    </Badge>
  );
}

const dateTime = (iso: string, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** "From … until …" (or "with no end") in the reader's language. */
export function scheduleText(t: TFunction<'admin'>, item: Scheduled): string {
  const locale = t('ads.dateLocale');
  const from = dateTime(item.starts_at, locale);
  return item.ends_at ? t('ads.window', { from, until: dateTime(item.ends_at, locale) }) : t('ads.openEnded', { from });
}
