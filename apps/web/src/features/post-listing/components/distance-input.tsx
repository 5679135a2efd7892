import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { decimalOnly } from '@baandee/domain';
import { fieldProps } from '../../../lib/form-field';
import { usePostFormContext } from '../post-form-context';

/** The distance of a nearby station or place (km, decimal, at most 20 checked by the contract). */
export function DistanceInput({ path, label }: { path: string; label: string }) {
  const { t } = useTranslation('postForm');
  const form = usePostFormContext();
  const props = fieldProps(form, path);
  return (
    <TextInput
      {...props}
      label={t('facility.distance')}
      aria-label={`${label} ${t('facility.distance')}`}
      inputMode="decimal"
      w={{ base: '100%', xs: 130 }}
      onChange={(event) => form.setFieldValue(path as never, decimalOnly(event.currentTarget.value) as never)}
    />
  );
}
