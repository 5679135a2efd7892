import { useMemo } from 'react';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LISTING_TEXT_LIMITS } from '@baandee/domain';
import { fieldProps } from '../../../lib/form-field';
import { currentLanguage } from '../../../lib/i18n';
import { useAddressData } from '../../../lib/master-data/get-address-data';
import { useDistrictAroundBangkok } from '../../../lib/master-data/get-district-around-bangkok';
import { usePostFormContext } from '../post-form-context';

interface Place {
  id: number;
  name_th: string;
  name_en: string;
}

/**
 * Province (only the six of spec section 1), district and sub-district: each choice
 * narrows the next and clears what no longer fits; the sub-district fills the postal code.
 */
export function LocationFields() {
  const { t } = useTranslation(['postForm', 'listing']);
  const form = usePostFormContext();
  const provinces = useDistrictAroundBangkok();
  const address = useAddressData();
  const language = currentLanguage();
  const { province_id, district_id } = form.values;

  const options = useMemo(() => {
    const option = (item: Place) => ({ value: String(item.id), label: language === 'en' ? item.name_en : item.name_th });
    const province = provinces.data?.provinces.find((item) => String(item.id) === province_id);
    return {
      provinces: provinces.data?.provinces.map(option) ?? [],
      districts: province?.districts.map(option) ?? [],
      subDistricts: address.data?.sub_districts.filter((item) => String(item.district_id) === district_id).map(option) ?? [],
    };
  }, [provinces.data, address.data, province_id, district_id, language]);

  const select = (field: 'province_id' | 'district_id' | 'sub_district_id', data: { value: string; label: string }[]) => {
    const label = t(`listing:fields.${field}`);
    const { error } = fieldProps(form, field);
    return {
      label,
      placeholder: t('choose', { field: label }),
      data,
      value: form.values[field] || null,
      error,
      withAsterisk: true,
      searchable: true,
      disabled: data.length === 0,
      comboboxProps: { zIndex: 350 },
      'data-testid': `select-${field}`,
    };
  };

  const setProvince = (value: string | null) => form.setValues({ province_id: value ?? '', district_id: '', sub_district_id: '', postal_code: '' });
  const setDistrict = (value: string | null) => form.setValues({ district_id: value ?? '', sub_district_id: '', postal_code: '' });
  const setSubDistrict = (value: string | null) => {
    const postal = address.data?.sub_districts.find((item) => String(item.id) === value)?.postal_code ?? '';
    form.setValues({ sub_district_id: value ?? '', postal_code: postal });
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Select {...select('province_id', options.provinces)} description={t('info.provinceHint')} onChange={setProvince} />
      <Select {...select('district_id', options.districts)} onChange={setDistrict} />
      <Select {...select('sub_district_id', options.subDistricts)} onChange={setSubDistrict} />
      <TextInput
        label={t('listing:fields.postal_code')}
        description={t('info.postalCodeHint')}
        readOnly
        withAsterisk
        {...fieldProps(form, 'postal_code')}
        data-testid="postal-code"
      />
      <TextInput label={t('listing:fields.road')} maxLength={LISTING_TEXT_LIMITS.short} {...fieldProps(form, 'road')} />
      <TextInput label={t('listing:fields.lane')} maxLength={LISTING_TEXT_LIMITS.short} {...fieldProps(form, 'lane')} />
      <TextInput label={t('listing:fields.address_short')} maxLength={LISTING_TEXT_LIMITS.short} {...fieldProps(form, 'address_short')} />
    </SimpleGrid>
  );
}
