import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SELL_CHOICES, sellChoice, sellTypeOf } from './sell-type';
import type { SearchFilter } from '../search-filter';
import classes from './search-bar.module.css';

interface SellTypeSwitchProps {
  label: string;
  value: SearchFilter['sell_type'];
  onChange(sellType: SearchFilter['sell_type']): void;
  fullWidth?: boolean;
}

/**
 * The sell-type select (spec section 2: all, rent, sell) as a segmented row of native
 * radio buttons: keyboard and screen readers work as for any radio group, and it costs
 * the first page a few hundred bytes instead of a floating-indicator component.
 */
export function SellTypeSwitch({ label, value, onChange, fullWidth }: SellTypeSwitchProps) {
  const { t } = useTranslation('common');
  const name = useId();
  const chosen = sellChoice(value);
  return (
    <fieldset className={classes.segmented} data-full={fullWidth || undefined} data-testid="sell-type">
      <legend className="visually-hidden">{label}</legend>
      {SELL_CHOICES.map((choice) => (
        <label key={choice} className={classes.segment}>
          <input type="radio" name={name} value={choice} checked={chosen === choice} onChange={() => onChange(sellTypeOf(choice))} />
          <span>{t(`sellType.${choice}`)}</span>
        </label>
      ))}
    </fieldset>
  );
}
