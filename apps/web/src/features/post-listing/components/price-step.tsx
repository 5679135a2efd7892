import { Alert, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { requiredPrices } from '@baandee/domain';
import { usePostFormContext } from '../post-form-context';
import { FormSection } from './form-section';
import { NumberField } from './number-field';
import { StepForm } from './step-form';

const WHOLE_BAHT_FEES = ['maintenance_fee', 'deposit_price', 'insurance_fee', 'internet_price_per_month'] as const;
/** Utilities are billed per unit in satang as well. */
const PER_UNIT_FEES = ['water_price_per_unit', 'electricity_price_per_unit'] as const;

/** Step 2 (AnnounceFormPrice): the prices the sell type asks for, and the fees. */
export function PriceStep() {
  const { t } = useTranslation(['postForm', 'listing']);
  const form = usePostFormContext();
  const prices = requiredPrices(form.values.sell_type || null);

  return (
    <StepForm step="price">
      <FormSection title={t('price.sections.price')}>
        {prices.length === 0 ? (
          <Alert color="yellow">{t('price.chooseSellType')}</Alert>
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            {prices.map((name) => (
              <NumberField key={name} name={name} label={t(`listing:fields.${name}`)} withAsterisk />
            ))}
          </SimpleGrid>
        )}
      </FormSection>
      <FormSection title={t('price.sections.fees')} hint={t('price.feesHint')}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {WHOLE_BAHT_FEES.map((name) => (
            <NumberField key={name} name={name} label={t(`listing:fields.${name}`)} />
          ))}
          {PER_UNIT_FEES.map((name) => (
            <NumberField key={name} name={name} label={t(`listing:fields.${name}`)} decimal />
          ))}
        </SimpleGrid>
      </FormSection>
    </StepForm>
  );
}
