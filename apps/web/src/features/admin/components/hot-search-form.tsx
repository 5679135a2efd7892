import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { adminHotSearchBody, HOT_SEARCH_CATEGORIES, type adminHotSearch, type AdminTrend, type z } from '@baandee/contracts';
import { fieldProps, showSubmitError } from '../../../lib/form-field';
import { localName } from '../../../lib/listing-text';
import { useStoreAdminHotSearch, type AdminHotSearchBody } from '../api/store-admin-hot-search';
import { issuesByField } from '../trend-filter';
import { useSlugFollowingName } from '../use-slug-following-name';
import { notifyDone } from '../notify';
import { AdminFormModal } from './admin-form-modal';

export type AdminHotSearchItem = z.infer<typeof adminHotSearch>;
type Category = (typeof HOT_SEARCH_CATEGORIES)[number];

interface HotSearchFormValues {
  search_key: string;
  search_name_th: string;
  search_name_en: string;
  category: Category;
  /** A Select value: the trend id as text, null for none. */
  trend_id: string | null;
  sort_order: number | string;
}

function toBody(values: HotSearchFormValues, chip: AdminHotSearchItem | null): AdminHotSearchBody {
  return {
    ...(chip && { id: chip.id }),
    search_key: values.search_key.trim(),
    search_name_th: values.search_name_th,
    search_name_en: values.search_name_en,
    category: values.category,
    trend_id: values.trend_id === null ? null : Number(values.trend_id),
    sort_order: values.sort_order === '' ? 0 : Number(values.sort_order),
  };
}

/** A quick-menu chip: its key, names, category, the trend it opens and its place in the order. */
export function HotSearchForm({ chip, trends, onClose }: { chip: AdminHotSearchItem | null; trends: AdminTrend[]; onClose: () => void }) {
  const { t } = useTranslation(['admin', 'common']);
  const store = useStoreAdminHotSearch();
  const form = useForm<HotSearchFormValues>({
    mode: 'controlled',
    initialValues: {
      search_key: chip?.search_key ?? '',
      search_name_th: chip?.search_name_th ?? '',
      search_name_en: chip?.search_name_en ?? '',
      category: chip?.category ?? 'area',
      trend_id: chip?.trend_id == null ? null : String(chip.trend_id),
      sort_order: chip?.sort_order ?? 0,
    },
  });
  const field = (name: keyof HotSearchFormValues) => fieldProps(form, name);

  const submit = form.onSubmit((values) => {
    const body = toBody(values, chip);
    const parsed = adminHotSearchBody.safeParse(body);
    if (!parsed.success) return form.setErrors(issuesByField(parsed.error.issues));
    store.mutate(body, {
      onSuccess: () => {
        notifyDone(t('hotSearches.saved'));
        onClose();
      },
      onError: (error) => showSubmitError(form, error, Object.keys(values)),
    });
  });

  // a new chip's key follows its English name until the key is typed
  const keyed = useSlugFollowingName(form, { name: 'search_name_en', slug: 'search_key' }, chip !== null);

  return (
    <AdminFormModal
      title={chip ? t('hotSearches.editTitle') : t('hotSearches.newTitle')}
      saving={store.isPending}
      onSubmit={submit}
      onClose={onClose}
      testId="hot-search-form"
      saveTestId="hot-search-save"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t('hotSearches.fields.nameTh')} withAsterisk data-autofocus {...field('search_name_th')} />
        <TextInput label={t('hotSearches.fields.nameEn')} withAsterisk {...keyed.name} />
        <TextInput
          label={t('hotSearches.fields.key')}
          description={t('hotSearches.fields.keyHint')}
          withAsterisk
          autoCapitalize="none"
          spellCheck={false}
          {...keyed.slug}
        />
        <Select
          label={t('hotSearches.fields.category')}
          data={HOT_SEARCH_CATEGORIES.map((category) => ({ value: category, label: t(`hotSearches.categories.${category}`) }))}
          allowDeselect={false}
          withAsterisk
          {...field('category')}
        />
        <Select
          label={t('hotSearches.fields.trend')}
          placeholder={t('hotSearches.fields.trendNone')}
          data={trends.map((trend) => ({ value: String(trend.trend_id), label: localName({ name_th: trend.trend_name_th, name_en: trend.trend_name_en }) }))}
          clearable
          searchable
          nothingFoundMessage="—"
          {...field('trend_id')}
        />
        <NumberInput label={t('hotSearches.fields.sortOrder')} min={0} max={10_000} allowDecimal={false} allowNegative={false} {...field('sort_order')} />
      </SimpleGrid>
    </AdminFormModal>
  );
}
