import { Checkbox, Fieldset, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { AdminTrend, SearchFilter } from '@baandee/contracts';
import { LISTING_PRICE_MAX, type SortOption } from '@baandee/domain';
import { fieldProps, showSubmitError } from '../../../lib/form-field';
import { FILTER_FIELD_CONTROLS, withDependents } from '../../search';
import { useStoreAdminTrend } from '../api/store-admin-trend';
import { formField, trendBody, trendBodyErrors, trendFormValues, type TrendFormValues } from '../trend-filter';
import type { TrendOptions } from '../use-trend-options';
import { useSlugFollowingName } from '../use-slug-following-name';
import { notifyDone } from '../notify';
import { AdminFormModal } from './admin-form-modal';

const ALL = 'all';
type SellChoice = TrendFormValues['sell_type'];

/**
 * A trend's names, slug and order, and its saved search as simple fields. Checked with the
 * contract before it is sent; the server's field errors (a slug already in use) land on
 * the fields too.
 */
export function TrendForm({ trend, options, onClose }: { trend: AdminTrend | null; options: TrendOptions; onClose: () => void }) {
  const { t } = useTranslation(['admin', 'common']);
  const store = useStoreAdminTrend();
  const form = useForm<TrendFormValues>({ mode: 'controlled', initialValues: trendFormValues(trend) });
  const field = (name: keyof TrendFormValues) => fieldProps(form, name);
  const values = form.getValues();

  const submit = form.onSubmit((current) => {
    const body = trendBody(current, trend);
    const errors = trendBodyErrors(body);
    if (errors) return form.setErrors(errors);
    store.mutate(body, {
      onSuccess: () => {
        notifyDone(t('trends.saved'));
        onClose();
      },
      onError: (error) => showSubmitError(form, error, Object.keys(current), formField),
    });
  });

  // the search's own controls read and change the saved filter as the form holds it
  const filter = trendBody(values, trend).filter as SearchFilter;
  const patchFilter = (change: Partial<SearchFilter>) => {
    const lifted = withDependents(filter, change);
    form.setFieldValue('fields', { ...values.fields, ...Object.fromEntries(FILTER_FIELD_CONTROLS.filter(({ field }) => field in lifted).map(({ field }) => [field, lifted[field]])) });
  };
  const onDistrict = (value: string | null) => {
    form.setFieldValue('district_id', value);
    patchFilter({ district_id: value === null ? undefined : Number(value) });
  };

  // a new trend's slug follows its English name until the slug is typed
  const slugged = useSlugFollowingName(form, { name: 'trend_name_en', slug: 'slug' }, trend !== null);
  const onProvince = (value: string | null) => {
    form.setFieldValue('province_id', value);
    const keepsDistrict = value === null || options.districtsOf(value).some((d) => d.value === values.district_id);
    if (!keepsDistrict) form.setFieldValue('district_id', null);
    patchFilter({ province_id: value === null ? undefined : Number(value), ...(keepsDistrict ? {} : { district_id: undefined }) });
  };
  const onTrainType = (value: string | null) => {
    form.setFieldValue('train_type', value);
    const lines = options.trainLinesOf(value).flatMap((group) => group.items);
    if (value !== null && !lines.some((line) => line.value === values.train_line)) form.setFieldValue('train_line', null);
  };
  const price = (name: 'min_price' | 'max_price') => ({
    ...field(name),
    min: 0,
    max: LISTING_PRICE_MAX,
    thousandSeparator: ',',
    allowDecimal: false,
    allowNegative: false,
  });

  return (
    <AdminFormModal
      title={trend ? t('trends.editTitle') : t('trends.newTitle')}
      saving={store.isPending}
      onSubmit={submit}
      onClose={onClose}
      testId="trend-form"
      saveTestId="trend-save"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t('trends.fields.nameTh')} withAsterisk data-autofocus {...field('trend_name_th')} />
        <TextInput label={t('trends.fields.nameEn')} withAsterisk {...slugged.name} />
        <TextInput
          label={t('trends.fields.slug')}
          description={t('trends.fields.slugHint')}
          withAsterisk
          autoCapitalize="none"
          spellCheck={false}
          {...slugged.slug}
        />
        <NumberInput label={t('trends.fields.sortOrder')} min={0} max={10_000} allowDecimal={false} allowNegative={false} {...field('sort_order')} />
      </SimpleGrid>

      <Fieldset legend={t('trends.fields.filter')} radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t('trends.fields.keyword')} {...field('keyword')} />
          <Select
            label={t('trends.fields.sellType')}
            data={options.sellTypes.map((o) => ({ ...o, value: o.value || ALL }))}
            allowDeselect={false}
            {...field('sell_type')}
            value={values.sell_type || ALL}
            onChange={(value) => form.setFieldValue('sell_type', (value === ALL || value === null ? '' : value) as SellChoice)}
          />
          <Select label={t('trends.fields.estateType')} placeholder={t('trends.fields.any')} data={options.estateTypes} clearable {...field('estate_type_id')} />
          <Select label={t('trends.fields.bedrooms')} placeholder={t('trends.fields.any')} data={options.bedrooms} clearable {...field('total_bedroom')} />
          <Select
            label={t('trends.fields.province')}
            placeholder={t('trends.fields.any')}
            data={options.provinces}
            clearable
            {...field('province_id')}
            onChange={onProvince}
          />
          <Select
            label={t('trends.fields.district')}
            placeholder={t('trends.fields.any')}
            data={options.districtsOf(values.province_id)}
            clearable
            searchable
            nothingFoundMessage="—"
            {...field('district_id')}
            onChange={onDistrict}
          />
          {FILTER_FIELD_CONTROLS.map(({ field: name, Control }) => (
            <Control key={name} filter={filter} patch={patchFilter} />
          ))}
          <NumberInput label={t('trends.fields.minPrice')} {...price('min_price')} />
          <NumberInput label={t('trends.fields.maxPrice')} {...price('max_price')} />
          <Select
            label={t('trends.fields.trainType')}
            placeholder={t('trends.fields.any')}
            data={options.trainTypes}
            clearable
            {...field('train_type')}
            onChange={onTrainType}
          />
          <Select
            label={t('trends.fields.trainLine')}
            placeholder={t('trends.fields.any')}
            data={options.trainLinesOf(values.train_type)}
            clearable
            {...field('train_line')}
          />
          <Select
            label={t('trends.fields.order')}
            data={options.orders}
            allowDeselect={false}
            {...field('order_by')}
            onChange={(value) => value && form.setFieldValue('order_by', value as SortOption)}
          />
          <Checkbox label={t('trends.fields.petAllow')} mt={{ sm: 30 }} {...form.getInputProps('is_pet_allow', { type: 'checkbox' })} />
        </SimpleGrid>
      </Fieldset>
    </AdminFormModal>
  );
}
