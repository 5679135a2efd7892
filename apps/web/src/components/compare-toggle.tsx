import { notifications } from '@mantine/notifications';
import { IconCheck, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { COMPARE_MAX } from '@baandee/domain';
import { comparePicks, useComparePicks } from '../lib/compare-picks';
import { i18n } from '../lib/i18n';
import classes from './compare-toggle.module.css';

/** Picks a listing to compare, or takes it out; a pick past COMPARE_MAX is refused with a message. */
let shown: string | undefined;

export function toggleCompare(id: number): void {
  const outcome = comparePicks.toggle(id);
  if (outcome === 'removed') return;
  const full = outcome === 'full';
  // one message at a time: the last pick's replaces the one before
  if (shown) notifications.hide(shown);
  shown = notifications.show({
    color: full ? 'red' : 'brand',
    message: full
      ? i18n.t('listing:compare.full', { max: String(COMPARE_MAX) })
      : i18n.t('listing:compare.added', { picked: String(comparePicks.get().length), max: String(COMPARE_MAX) }),
    closeButtonProps: { 'aria-label': i18n.t('common:actions.close') },
  });
}

/** The "compare" toggle over a listing card's photo. */
export function CompareToggle({ listingId }: { listingId: number }) {
  const { t } = useTranslation('listing');
  const picked = useComparePicks().includes(listingId);
  const Icon = picked ? IconCheck : IconPlus;
  return (
    <button
      type="button"
      className={classes.toggle}
      aria-pressed={picked}
      aria-label={picked ? t('compare.removeLabel') : t('compare.addLabel')}
      data-testid="compare-toggle"
      onClick={() => toggleCompare(listingId)}
    >
      <Icon size={14} aria-hidden />
      {picked ? t('compare.remove') : t('compare.add')}
    </button>
  );
}
