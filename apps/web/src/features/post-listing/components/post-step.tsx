import { useEffect } from 'react';
import { SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LISTING_TEXT_LIMITS, PHONE_LENGTH } from '@baandee/domain';
import { useCurrentUser } from '../../../lib/current-user';
import { digitsFieldProps, fieldProps } from '../../../lib/form-field';
import { contactFromProfile } from '../contact-prefill';
import { usePostFormContext } from '../post-form-context';
import { FormSection } from './form-section';
import { ListingImages } from './listing-images';
import { StepForm } from './step-form';
import { WriteForMe } from './write-for-me';

/** Step 5 (AnnounceFormPost): title, description, photos, video link and the contact of this listing. */
export function PostStep() {
  const { t } = useTranslation(['postForm', 'listing']);
  const form = usePostFormContext();
  const profile = useCurrentUser();
  const label = (field: string) => t(`listing:fields.${field}` as 'listing:fields.contact_site');

  useEffect(() => {
    if (!profile) return;
    const prefill = contactFromProfile(form.getValues(), profile);
    if (prefill) form.setValues(prefill);
  }, [profile]); // eslint-disable-line react-hooks/exhaustive-deps -- once the profile is known

  const text = (field: 'contact_firstname' | 'contact_lastname' | 'contact_company_name' | 'contact_line' | 'contact_facebook', autoComplete?: string) => (
    <TextInput label={label(field)} autoComplete={autoComplete} withAsterisk={field === 'contact_firstname'} maxLength={LISTING_TEXT_LIMITS.short} {...fieldProps(form, field)} />
  );

  return (
    <StepForm step="post">
      <FormSection title={t('post.sections.content')}>
        <WriteForMe />
        <TextInput label={label('announce_title')} placeholder={t('post.titlePlaceholder')} withAsterisk maxLength={LISTING_TEXT_LIMITS.title} {...fieldProps(form, 'announce_title')} />
        <Textarea
          label={label('announce_description')}
          withAsterisk
          autosize
          minRows={5}
          maxRows={16}
          maxLength={LISTING_TEXT_LIMITS.description}
          {...fieldProps(form, 'announce_description')}
        />
      </FormSection>
      <FormSection title={t('post.sections.images')}>
        <ListingImages />
        <TextInput label={label('video_preview')} description={t('post.videoHint')} type="url" inputMode="url" placeholder="https://" maxLength={LISTING_TEXT_LIMITS.url} {...fieldProps(form, 'video_preview')} />
      </FormSection>
      <FormSection title={t('post.sections.contact')} hint={t('post.contactHint')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {text('contact_firstname', 'given-name')}
          {text('contact_lastname', 'family-name')}
          {text('contact_company_name', 'organization')}
          <TextInput label={label('contact_email')} type="email" autoComplete="email" {...fieldProps(form, 'contact_email')} />
          <TextInput label={label('contact_phone')} type="tel" autoComplete="tel" withAsterisk {...digitsFieldProps(form, 'contact_phone', PHONE_LENGTH)} />
          {text('contact_line')}
          {text('contact_facebook')}
          <TextInput label={label('contact_site')} type="url" inputMode="url" placeholder="https://" maxLength={LISTING_TEXT_LIMITS.url} {...fieldProps(form, 'contact_site')} />
        </SimpleGrid>
      </FormSection>
    </StepForm>
  );
}
