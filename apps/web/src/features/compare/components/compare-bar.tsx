import { IconLayoutColumns } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { comparePath } from '@baandee/domain';
import { useComparePicks } from '../../../lib/compare-picks';
import classes from './compare-bar.module.css';

/** "Compare 3": the way to the comparison from any page while listings are picked (not on the comparison itself). */
export function CompareBar() {
  const { t } = useTranslation('shell');
  const picks = useComparePicks();
  const { pathname } = useLocation();
  if (picks.length === 0 || pathname === '/compare') return null;
  return (
    <Link to={comparePath(picks)} className={classes.bar} data-testid="compare-bar">
      <IconLayoutColumns size={18} aria-hidden />
      {t('compareBar', { picked: String(picks.length) })}
    </Link>
  );
}
