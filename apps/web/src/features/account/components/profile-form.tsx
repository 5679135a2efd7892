import { useEffect, useRef, type ReactNode } from 'react';
import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@baandee/contracts';
import { ACCOUNT_TYPE, THAI_ID_LENGTH } from '@baandee/domain';
import { LIMIT_VALUES } from '../../../lib/api-messages';
import { digitsFieldProps, fieldProps, revealFirstError, showSubmitError } from '../../../lib/form-field';
import { useUpdateProfile } from '../api/update-profile';
import { PROFILE_FIELDS, parseProfile, profileValues, type ProfileValues } from '../profile-values';
import { AddressFields } from './address-fields';
import { EmailField } from './change-email';
import { BirthDateField } from './birth-date-field';
import { PhoneField } from '../../../components/phone-field';

const PROVIDER_NAMES = { [ACCOUNT_TYPE.facebook]: 'Facebook', [ACCOUNT_TYPE.google]: 'Google' } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

export type ProfileFormState = UseFormReturnType<ProfileValues>;

/** The profile form's state, shared with the account-type switch (unsaved changes, missing fields). */
export function useProfileForm(profile: UserInfo): ProfileFormState {
  // the rules depend on the saved profile (which fields were ever set), which changes on save
  const saved = useRef(profile);
  useEffect(() => {
    saved.current = profile;
  }, [profile]);
  return useForm<ProfileValues>({
    mode: 'controlled',
    initialValues: profileValues(profile),
    validate: (values) => parseProfile(values, saved.current).errors,
    validateInputOnBlur: true,
  });
}

/** Every profile field of spec section 3, checked by the API's own schema before sending. */
export function ProfileForm({ profile, form }: { profile: UserInfo; form: ProfileFormState }) {
  const { t } = useTranslation('account');
  const update = useUpdateProfile(profile.id);
  const formRef = useRef<HTMLFormElement>(null);

  const submit = form.onSubmit(
    (values) => {
      const { data } = parseProfile(values, profile);
      if (!data) return;
      update.mutate(data, {
        onSuccess: (updated) => {
          const saved = profileValues(updated);
          form.setInitialValues(saved);
          form.setValues(saved);
          form.resetDirty(saved);
          notifications.show({ color: 'brand', message: t('profile.saved') });
        },
        onError: (error) => {
          showSubmitError(form, error, PROFILE_FIELDS);
          revealFirstError(formRef.current);
        },
      });
    },
    () => {
      notifications.show({ color: 'red', message: t('profile.fixErrors') });
      revealFirstError(formRef.current);
    },
  );

  const social = profile.account_type !== ACCOUNT_TYPE.email;
  const provider = social ? PROVIDER_NAMES[profile.account_type as keyof typeof PROVIDER_NAMES] : '';

  return (
    <form ref={formRef} onSubmit={submit} noValidate data-testid="profile-form">
      <Stack gap="lg">
        <Section title={t('profile.sections.personal')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={t('profile.firstname')} autoComplete="given-name" withAsterisk {...fieldProps(form, 'firstname')} />
            <TextInput label={t('profile.lastname')} autoComplete="family-name" withAsterisk {...fieldProps(form, 'lastname')} />
            <EmailField profile={profile} description={social ? t('profile.emailSocialHint', { provider }) : t('profile.emailChangeHint')} />
            <PhoneField
              form={form}
              label={t('fields.phone')}
              placeholder={t('fields.phonePlaceholder')}
              description={t('fields.phoneHint', LIMIT_VALUES)}
            />
            <BirthDateField form={form} />
            <TextInput label={t('profile.idCard')} description={t('profile.idCardHint', LIMIT_VALUES)} {...digitsFieldProps(form, 'id_card_number', THAI_ID_LENGTH)} />
          </SimpleGrid>
        </Section>

        <Section title={t('profile.sections.address')}>
          <Textarea label={t('profile.address')} autoComplete="street-address" autosize minRows={2} maxRows={5} {...fieldProps(form, 'address')} />
          <AddressFields form={form} />
        </Section>

        <Section title={t('profile.sections.company')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput label={t('profile.companyName')} autoComplete="organization" {...fieldProps(form, 'company_name')} />
            <TextInput
              label={t('profile.juristicNumber')}
              description={t('profile.juristicHint', LIMIT_VALUES)}
              {...digitsFieldProps(form, 'juristic_number', THAI_ID_LENGTH)}
            />
          </SimpleGrid>
        </Section>

        <Section title={t('profile.sections.about')}>
          <Textarea
            label={t('profile.shortHistory')}
            placeholder={t('profile.shortHistoryPlaceholder')}
            autosize
            minRows={3}
            maxRows={10}
            {...fieldProps(form, 'short_history')}
          />
          <Checkbox
            label={t('profile.showPhone')}
            description={t('profile.showPhoneHint')}
            {...form.getInputProps('show_phone', { type: 'checkbox' })}
          />
        </Section>

        <Group justify="flex-end" data-action-bar>
          <Button type="submit" size="md" loading={update.isPending} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
            {t('profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
