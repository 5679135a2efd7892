import { Checkbox, SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { AdminEventBanner } from '@baandee/contracts';
import { EVENT_BANNER_RATIO } from '@baandee/domain';
import { fieldProps, showSubmitError } from '../../../lib/form-field';
import { bannerBody, bannerBodyErrors, bannerFormValues, type BannerFormValues } from '../ad-form';
import { useStoreAdminEventBanner } from '../api/store-admin-event-banner';
import { notifyDone } from '../notify';
import { AdImageField } from './ad-image-field';
import { AdminFormModal } from './admin-form-modal';

/** An event banner for Home: picture (previewed with its Thai title over it, as Home shows it), titles, link and dates. */
export function EventBannerEditor({ banner, onClose }: { banner: AdminEventBanner | null; onClose: () => void }) {
  const { t } = useTranslation(['admin', 'common']);
  const store = useStoreAdminEventBanner();
  const form = useForm<BannerFormValues>({ mode: 'controlled', initialValues: bannerFormValues(banner) });
  const field = (name: keyof BannerFormValues) => fieldProps(form, name);
  const values = form.getValues();

  const submit = form.onSubmit((current) => {
    const body = bannerBody(current, banner);
    const errors = bannerBodyErrors(body);
    if (errors) return form.setErrors(errors);
    store.mutate(body, {
      onSuccess: () => {
        notifyDone(t('banners.saved'));
        onClose();
      },
      onError: (error) => showSubmitError(form, error, Object.keys(current)),
    });
  });

  return (
    <AdminFormModal
      title={banner ? t('banners.editTitle') : t('banners.newTitle')}
      saving={store.isPending}
      onSubmit={submit}
      onClose={onClose}
      testId="banner-form"
      saveTestId="banner-save"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput label={t('banners.fields.titleTh')} withAsterisk data-autofocus {...field('title_th')} data-testid="banner-title-th" />
        <TextInput label={t('banners.fields.titleEn')} withAsterisk {...field('title_en')} data-testid="banner-title-en" />
      </SimpleGrid>
      <AdImageField
        label={t('ads.fields.image')}
        value={values.image_url}
        onChange={(url) => form.setFieldValue('image_url', url)}
        ratio={EVENT_BANNER_RATIO}
        caption={values.title_th}
        error={field('image_url').error}
        testId="banner-image"
      />
      <TextInput label={t('ads.fields.link')} description={t('ads.fields.linkHint')} placeholder="https://… / /songkran" {...field('link')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput type="datetime-local" label={t('ads.fields.startsAt')} withAsterisk {...field('starts_at')} />
        <TextInput type="datetime-local" label={t('ads.fields.endsAt')} description={t('ads.fields.endsHint')} {...field('ends_at')} />
      </SimpleGrid>
      <Checkbox label={t('ads.fields.active')} {...form.getInputProps('active', { type: 'checkbox' })} />
    </AdminFormModal>
  );
}
