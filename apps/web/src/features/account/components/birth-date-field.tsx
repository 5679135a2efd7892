import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/th';
import dayjs from 'dayjs';
import buddhistEra from 'dayjs/plugin/buddhistEra';
import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import { fieldProps } from '../../../lib/form-field';
import { currentLanguage } from '../../../lib/i18n';
import type { ProfileFormState } from './profile-form';

// BBBB: the Buddhist-era year (CE + 543) Thai readers expect
dayjs.extend(buddhistEra);

/** dd/mm/yyyy in both languages; Thai years in the Buddhist era, throughout the calendar. */
const FORMATS = {
  th: { value: 'DD/MM/BBBB', year: 'BBBB', month: 'MMMM BBBB', day: 'D MMMM BBBB' },
  en: { value: 'DD/MM/YYYY', year: 'YYYY', month: 'MMMM YYYY', day: 'D MMMM YYYY' },
} as const;

/**
 * The birth date as a calendar in the app's language (not the browser's date input, which
 * follows the browser's locale). The form keeps and sends the ISO date (yyyy-mm-dd).
 */
export function BirthDateField({ form }: { form: ProfileFormState }) {
  const { t } = useTranslation('account');
  const language = currentLanguage();
  const format = FORMATS[language];
  const { value, error, onBlur, onFocus } = fieldProps(form, 'birth_date');
  const today = dayjs().format('YYYY-MM-DD');
  return (
    <DatePickerInput
      label={t('profile.birthDate')}
      placeholder={t('profile.birthDatePlaceholder')}
      locale={language}
      valueFormat={format.value}
      yearsListFormat={format.year}
      yearLabelFormat={format.year}
      decadeLabelFormat={format.year}
      monthLabelFormat={format.month}
      getDayAriaLabel={(date) => dayjs(date).locale(language).format(format.day)}
      previousLabel={t('profile.calendarPrevious')}
      nextLabel={t('profile.calendarNext')}
      defaultLevel={value ? 'month' : 'decade'}
      maxDate={today}
      clearable
      value={(value as string) || null}
      onChange={(date) => form.setFieldValue('birth_date', date ?? '')}
      onBlur={onBlur}
      onFocus={onFocus}
      error={error}
      data-testid="birth-date"
    />
  );
}
