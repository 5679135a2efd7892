import { useMemo } from 'react';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/api-messages';
import { currentLanguage } from '../../../lib/i18n';
import { useAddressData } from '../../../lib/master-data/get-address-data';
import type { ProfileValues } from '../profile-values';

interface Place {
  id: number;
  name_th: string;
  name_en: string;
}

/**
 * Province, district and sub-district pickers from api/address-data: each choice narrows
 * the next and clears what no longer fits; the sub-district fills the postal code.
 */
export function AddressFields({ form }: { form: UseFormReturnType<ProfileValues> }) {
  const { t } = useTranslation('account');
  const { data, isError } = useAddressData();
  const language = currentLanguage();
  const { province_id, district_id } = form.values;

  const options = useMemo(() => {
    const option = (item: Place) => ({ value: String(item.id), label: language === 'en' ? item.name_en : item.name_th });
    return {
      provinces: data?.provinces.map(option) ?? [],
      districts: data?.districts.filter((d) => String(d.province_id) === province_id).map(option) ?? [],
      subDistricts: data?.sub_districts.filter((s) => String(s.district_id) === district_id).map(option) ?? [],
    };
  }, [data, province_id, district_id, language]);

  const error = (field: keyof ProfileValues) => {
    const key = form.errors[field];
    return typeof key === 'string' ? translateMessage(key) : undefined;
  };
  const select = (field: 'province_id' | 'district_id' | 'sub_district_id', label: string, data: { value: string; label: string }[]) => ({
    label,
    placeholder: t('profile.choose', { field: label }),
    data,
    value: form.values[field] || null,
    error: error(field),
    searchable: true,
    clearable: true,
    disabled: data.length === 0,
    comboboxProps: { zIndex: 350 },
    'data-testid': `select-${field}`,
  });

  const setProvince = (value: string | null) =>
    form.setValues({ province_id: value ?? '', district_id: '', sub_district_id: '', postal_code: '' });
  const setDistrict = (value: string | null) => form.setValues({ district_id: value ?? '', sub_district_id: '', postal_code: '' });
  const setSubDistrict = (value: string | null) => {
    const postal = data?.sub_districts.find((s) => String(s.id) === value)?.postal_code ?? '';
    form.setValues({ sub_district_id: value ?? '', postal_code: postal });
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Select {...select('province_id', t('profile.province'), options.provinces)} onChange={setProvince} />
      <Select {...select('district_id', t('profile.district'), options.districts)} onChange={setDistrict} />
      <Select {...select('sub_district_id', t('profile.subDistrict'), options.subDistricts)} onChange={setSubDistrict} />
      <TextInput
        label={t('profile.postalCode')}
        description={isError ? t('profile.loadFailed') : t('profile.postalCodeHint')}
        value={form.values.postal_code}
        error={error('postal_code')}
        readOnly
        data-testid="postal-code"
      />
    </SimpleGrid>
  );
}
