import { Group, Radio, Select, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LISTING_SELL_TYPES, type ListingSellType } from '@baandee/domain';
import { fieldProps } from '../../../lib/form-field';
import { currentLanguage } from '../../../lib/i18n';
import { estateTypeName, useEstateTypes } from '../../../lib/master-data/get-estate-master';
import { usePostFormContext } from '../post-form-context';
import { FormSection } from './form-section';
import { LocationFields } from './location-fields';
import { LocationPicker } from './location-picker';
import { NumberField } from './number-field';
import { ProjectPicker } from './project-picker';
import { selectProps } from './select-props';
import { StepForm } from './step-form';

/** Step 1 (AnnounceFormInfo): what is offered, the project and where it is. */
export function InfoStep() {
  const { t } = useTranslation(['postForm', 'listing']);
  const form = usePostFormContext();
  const { estateTypes } = useEstateTypes();
  const language = currentLanguage();
  const field = (name: 'area_size' | 'released_year' | 'total_floor' | 'room_floor') => t(`listing:fields.${name}`);

  return (
    <StepForm step="info">
      <FormSection title={t('info.sections.type')}>
        <Radio.Group
          label={t('listing:fields.sell_type')}
          withAsterisk
          {...fieldProps(form, 'sell_type')}
          data-invalid={form.errors.sell_type ? true : undefined}
          tabIndex={form.errors.sell_type ? -1 : undefined}
          onChange={(value) => form.setFieldValue('sell_type', value as ListingSellType)}
        >
          <Group mt="xs" gap="lg">
            {LISTING_SELL_TYPES.map((type) => (
              <Radio key={type} value={type} label={t(`listing:sellType.${type}`)} />
            ))}
          </Group>
        </Radio.Group>
        <Select
          label={t('listing:fields.estate_type_id')}
          placeholder={t('choose', { field: t('listing:fields.estate_type_id') })}
          withAsterisk
          data={estateTypes.map((type) => ({ value: String(type.id), label: estateTypeName(type, language) }))}
          {...selectProps(form, 'estate_type_id')}
          data-testid="select-estate_type_id"
        />
      </FormSection>

      <FormSection title={t('info.sections.project')}>
        <ProjectPicker />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <NumberField name="area_size" label={field('area_size')} withAsterisk decimal />
          <NumberField name="released_year" label={field('released_year')} plain maxDigits={4} />
          <NumberField name="total_floor" label={field('total_floor')} plain maxDigits={3} />
          <NumberField name="room_floor" label={field('room_floor')} plain maxDigits={3} />
        </SimpleGrid>
      </FormSection>

      <FormSection title={t('info.sections.location')}>
        <LocationFields />
        <LocationPicker />
      </FormSection>
    </StepForm>
  );
}
