import { Checkbox, SimpleGrid } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { estateMasterQuery } from '../../../lib/master-data/get-estate-master';
import { usePostFormContext } from '../post-form-context';
import { FormSection } from './form-section';
import { NearbyPlaces } from './nearby-places';
import { NearbyStations } from './nearby-stations';
import { StepForm } from './step-form';

/** Step 4 (AnnounceFormFacility): furniture, facilities, nearby stations and places. */
export function FacilityStep() {
  const { t } = useTranslation(['postForm', 'listing']);
  const form = usePostFormContext();
  const { data } = useQuery(estateMasterQuery());
  const language = currentLanguage();
  const name = (item: { name_th: string; name_en: string }) => (language === 'en' ? item.name_en : item.name_th);

  const checklist = (field: 'furniture_cast' | 'facility_cast', items: { id: number; name_th: string; name_en: string }[]) => (
    <Checkbox.Group label={t(`listing:fields.${field}`)} {...form.getInputProps(field)}>
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="xs" mt="xs">
        {items.map((item) => (
          <Checkbox key={item.id} value={String(item.id)} label={name(item)} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );

  return (
    <StepForm step="facility">
      <FormSection title={t('facility.sections.furniture')}>{checklist('furniture_cast', data?.furniture ?? [])}</FormSection>
      <FormSection title={t('facility.sections.facilities')}>{checklist('facility_cast', data?.facilities ?? [])}</FormSection>
      <FormSection title={t('facility.sections.stations')}>
        <NearbyStations />
      </FormSection>
      <FormSection title={t('facility.sections.places')}>
        <NearbyPlaces />
      </FormSection>
    </StepForm>
  );
}
