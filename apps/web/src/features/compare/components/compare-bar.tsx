import { IconLayoutColumns } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { comparePath } from '@baandee/domain';
import { useComparePicks } from '../../../lib/compare-picks';
import { commuteSuffix } from '../commute-address';
import classes from './compare-bar.module.css';

/** "Compare 3": the way to the comparison from any page while listings are picked (not on the comparison itself); from a commute search it takes the search's station or place along (the commute row). */
export function CompareBar() {
  const { t } = useTranslation('shell');
  const picks = useComparePicks();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  if (picks.length === 0 || pathname === '/compare') return null;
  return (
    <Link to={`${comparePath(picks)}${commuteSuffix(params)}`} className={classes.bar} data-testid="compare-bar">
      <IconLayoutColumns size={18} aria-hidden />
      {t('compareBar', { picked: String(picks.length) })}
    </Link>
  );
}
