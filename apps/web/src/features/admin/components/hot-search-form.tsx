import { useRef, type ChangeEvent } from 'react';
import { Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { adminHotSearchBody, HOT_SEARCH_CATEGORIES, type adminHotSearch, type AdminTrend, type z } from '@baandee/contracts';
import { showAlert } from '../../../components/alert-store';
import { ApiError, firstFieldMessages } from '../../../lib/api-client';
import { describeApiError } from '../../../lib/api-messages';
import { fieldProps } from '../../../lib/form-field';
import { localName } from '../../listings/listing-text';
import { useStoreAdminHotSearch, type AdminHotSearchBody } from '../api/store-admin-hot-search';
import { issuesByField, slugify } from '../trend-filter';
import { notifyDone } from '../notify';

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

const PHONE_QUERY = '(max-width: 48em)';

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
  const phone = useMediaQuery(PHONE_QUERY, false);
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
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        const known = Object.entries(firstFieldMessages(error.fieldErrors)).filter(([name]) => name in values);
        if (known.length > 0) form.setErrors(Object.fromEntries(known));
        else showAlert({ type: 'error', ...describeApiError(error) });
      },
    });
  });

  // a new chip's key follows its English name until the key is typed
  const keyTyped = useRef(chip !== null);
  const nameEn = field('search_name_en');
  const onNameEn = (event: ChangeEvent<HTMLInputElement>) => {
    nameEn.onChange(event);
    if (!keyTyped.current) form.setFieldValue('search_key', slugify(event.currentTarget.value));
  };
  const key = field('search_key');
  const onKey = (event: ChangeEvent<HTMLInputElement>) => {
    keyTyped.current = true;
    key.onChange(event);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={chip ? t('hotSearches.editTitle') : t('hotSearches.newTitle')}
      size="lg"
      radius={phone ? 0 : 'lg'}
      fullScreen={phone}
      centered
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      data-testid="hot-search-form"
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={t('hotSearches.fields.nameTh')} withAsterisk data-autofocus {...field('search_name_th')} />
            <TextInput label={t('hotSearches.fields.nameEn')} withAsterisk {...nameEn} onChange={onNameEn} />
            <TextInput
              label={t('hotSearches.fields.key')}
              description={t('hotSearches.fields.keyHint')}
              withAsterisk
              autoCapitalize="none"
              spellCheck={false}
              {...key}
              onChange={onKey}
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
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('trends.cancel')}
            </Button>
            <Button type="submit" loading={store.isPending} data-testid="hot-search-save">
              {t('trends.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
