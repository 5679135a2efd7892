import type { TFunction } from 'i18next';
import { daysSinceConfirmed } from '@baandee/domain';

/** "Confirmed available N days ago" (docs/decisions/062); null for a listing never confirmed. */
export function confirmedAvailableText(t: TFunction<'listing'>, confirmedAt: string | null, now = new Date()): string | null {
  if (!confirmedAt) return null;
  const days = daysSinceConfirmed(confirmedAt, now);
  return days === 0 ? t('available.confirmedToday') : t('available.confirmed', { count: days });
}
