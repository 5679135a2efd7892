import { Checkbox, NumberInput, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { decimalOnly } from '@baandee/domain';
import { fieldProps, showSubmitError } from '../../../lib/form-field';
import { useStoreAdminPackage } from '../api/store-admin-package';
import { notifyDone } from '../notify';
import { packageBody, packageFormField, packageFormValues, type AdminPackage, type PackageFormValues } from '../package-form';
import { AdminFormModal } from './admin-form-modal';

/** A package's code, price in baht (to the satang), credits, Thai and English details, and whether it is on sale. */
export function PackageForm({ item, onClose }: { item: AdminPackage | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const store = useStoreAdminPackage();
  const form = useForm<PackageFormValues>({ mode: 'controlled', initialValues: packageFormValues(item) });
  const field = (name: keyof PackageFormValues) => fieldProps(form, name);

  const submit = form.onSubmit((values) => {
    const outcome = packageBody(values, item);
    if ('errors' in outcome) return form.setErrors(outcome.errors);
    store.mutate(outcome.body, {
      onSuccess: () => {
        notifyDone(t('packages.saved'));
        onClose();
      },
      onError: (error) => showSubmitError(form, error, Object.keys(values), packageFormField),
    });
  });

  return (
    <AdminFormModal
      title={item ? t('packages.editTitle') : t('packages.newTitle')}
      saving={store.isPending}
      onSubmit={submit}
      onClose={onClose}
      testId="package-form"
      saveTestId="package-save"
    >
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          label={t('packages.fields.code')}
          description={t('packages.fields.codeHint')}
          withAsterisk
          autoCapitalize="characters"
          spellCheck={false}
          data-autofocus
          {...field('code')}
          onChange={(event) => form.setFieldValue('code', event.currentTarget.value.toUpperCase())}
        />
        <TextInput
          label={t('packages.fields.price')}
          description={t('packages.fields.priceHint')}
          withAsterisk
          inputMode="decimal"
          {...field('price')}
          // spec section 5: a decimal input keeps digits and one dot
          onChange={(event) => form.setFieldValue('price', decimalOnly(event.currentTarget.value))}
        />
        <NumberInput label={t('packages.fields.credits')} withAsterisk min={1} max={10_000} allowDecimal={false} allowNegative={false} {...field('credits')} />
      </SimpleGrid>
      <Textarea label={t('packages.fields.detailsTh')} description={t('packages.fields.detailsHint')} autosize minRows={3} {...field('details_th')} />
      <Textarea label={t('packages.fields.detailsEn')} description={t('packages.fields.detailsHint')} autosize minRows={3} {...field('details_en')} />
      <Checkbox label={t('packages.fields.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
    </AdminFormModal>
  );
}
