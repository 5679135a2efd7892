import { Checkbox, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Textarea, TextInput, Input } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { AdminAd } from '@baandee/contracts';
import { AD_NAME_MAX_LENGTH, AD_PAGES, AD_POSITIONS, AD_SLOT_RATIO, type AdPage, type AdPosition } from '@baandee/domain';
import { fieldProps, showSubmitError } from '../../../lib/form-field';
import { adBody, adBodyErrors, adFormValues, type AdContent, type AdFormValues } from '../ad-form';
import { useStoreAdminAd } from '../api/store-admin-ad';
import { notifyDone } from '../notify';
import { AdImageField } from './ad-image-field';
import { AdminFormModal } from './admin-form-modal';
import classes from './ads-admin.module.css';

/**
 * An ad's page and position, its picture and link or its HTML, alt texts, dates and
 * order; the preview has the position's shape. HTML is previewed in a sandbox (no
 * scripts) and sanitised by the server when saved.
 */
export function AdEditor({ ad, onClose }: { ad: AdminAd | null; onClose: () => void }) {
  const { t } = useTranslation(['admin', 'common']);
  const store = useStoreAdminAd();
  const form = useForm<AdFormValues>({ mode: 'controlled', initialValues: adFormValues(ad) });
  const field = (name: keyof AdFormValues) => fieldProps(form, name);
  const values = form.getValues();
  const ratio = AD_SLOT_RATIO[values.page_position];

  const submit = form.onSubmit((current) => {
    const body = adBody(current, ad);
    const errors = adBodyErrors(body);
    if (errors) return form.setErrors(errors);
    store.mutate(body, {
      onSuccess: () => {
        notifyDone(t('ads.saved'));
        onClose();
      },
      onError: (error) => showSubmitError(form, error, Object.keys(current)),
    });
  });

  return (
    <AdminFormModal title={ad ? t('ads.editTitle') : t('ads.newTitle')} saving={store.isPending} onSubmit={submit} onClose={onClose} testId="ad-form" saveTestId="ad-save">
      <TextInput
        label={t('ads.fields.name')}
        description={t('ads.fields.nameHint')}
        withAsterisk
        maxLength={AD_NAME_MAX_LENGTH}
        data-autofocus
        {...field('name')}
        data-testid="ad-name-input"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label={t('ads.fields.page')}
          data={AD_PAGES.map((page) => ({ value: page, label: t(`ads.pages.${page}`) }))}
          allowDeselect={false}
          withAsterisk
          {...field('page_name')}
          onChange={(value) => value && form.setFieldValue('page_name', value as AdPage)}
          data-testid="ad-page"
        />
        <Select
          label={t('ads.fields.position')}
          data={AD_POSITIONS.map((position) => ({ value: position, label: t(`ads.positions.${position}`) }))}
          allowDeselect={false}
          withAsterisk
          {...field('page_position')}
          onChange={(value) => value && form.setFieldValue('page_position', value as AdPosition)}
          data-testid="ad-position"
        />
      </SimpleGrid>
      <Input.Wrapper label={t('ads.fields.content')}>
        <SegmentedControl
          fullWidth
          mt={4}
          value={values.content}
          onChange={(value) => form.setFieldValue('content', value as AdContent)}
          data={[
            { value: 'image', label: t('ads.content.image') },
            { value: 'html', label: t('ads.content.html') },
          ]}
        />
      </Input.Wrapper>
      {values.content === 'image' ? (
        <Stack gap="md">
          <AdImageField
            label={t('ads.fields.image')}
            value={values.image_url}
            onChange={(url) => form.setFieldValue('image_url', url)}
            ratio={ratio}
            error={field('image_url').error}
            testId="ad-image"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={t('ads.fields.altTh')} description={t('ads.fields.altHint')} {...field('alt_th')} />
            <TextInput label={t('ads.fields.altEn')} {...field('alt_en')} />
          </SimpleGrid>
        </Stack>
      ) : (
        <Stack gap="xs">
          <Textarea
            label={t('ads.fields.html')}
            description={t('ads.fields.htmlHint')}
            autosize
            minRows={4}
            maxRows={12}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            {...field('html')}
            data-testid="ad-html"
          />
          <Input.Wrapper label={t('ads.preview')}>
            <iframe
              sandbox=""
              srcDoc={`<!doctype html><meta charset="utf-8"><body style="margin:0;font-family:sans-serif;text-align:center">${values.html}</body>`}
              title={t('ads.preview')}
              className={classes.preview}
              style={{ aspectRatio: ratio, border: 0 }}
            />
          </Input.Wrapper>
        </Stack>
      )}
      <TextInput label={t('ads.fields.link')} description={t('ads.fields.linkHint')} placeholder="https://… / /announce" {...field('link')} data-testid="ad-link" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput type="datetime-local" label={t('ads.fields.startsAt')} withAsterisk {...field('starts_at')} data-testid="ad-starts" />
        <TextInput type="datetime-local" label={t('ads.fields.endsAt')} description={t('ads.fields.endsHint')} {...field('ends_at')} data-testid="ad-ends" />
        <NumberInput label={t('ads.fields.sortOrder')} min={0} max={10_000} allowDecimal={false} allowNegative={false} {...field('sort_order')} />
        <Checkbox label={t('ads.fields.active')} mt={{ sm: 30 }} {...form.getInputProps('active', { type: 'checkbox' })} />
      </SimpleGrid>
    </AdminFormModal>
  );
}
