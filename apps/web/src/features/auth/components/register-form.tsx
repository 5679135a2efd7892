import { Anchor, Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { Trans, useTranslation } from 'react-i18next';
import { PASSWORD_MIN_LENGTH, registerBody } from '@baandee/contracts';
import { useRegister } from '../api/register';
import { PasswordField } from '../../../components/password-field';
import { PasswordMeter } from '../../../components/password-meter';
import { fieldProps, showSubmitError } from '../../../lib/form-field';
import { LIMIT_VALUES } from '../../../lib/api-messages';
import { PhoneField } from '../../../components/phone-field';

interface RegisterValues {
  email: string;
  phone: string;
  password: string;
  confirmPassword: string;
  is_receive_news: boolean;
}

// PDPA: marketing news is opt-in; the API's default serves clients that send nothing (spec)
const EMPTY: RegisterValues = { email: '', phone: '', password: '', confirmPassword: '', is_receive_news: false };
const FIELDS = Object.keys(EMPTY);

/**
 * Registration (spec section 5) checked by the API's own schema: the button stays
 * disabled until every rule holds; the phone keeps digits only, at most 10.
 */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t } = useTranslation('account');
  const register = useRegister();
  const form = useForm<RegisterValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: schemaResolver(registerBody, { sync: true }),
    validateInputOnBlur: true,
  });
  const valid = registerBody.safeParse(form.values).success;

  const submit = form.onSubmit((values) => {
    const body = registerBody.parse(values);
    register.mutate(body, {
      onSuccess: (result) => onRegistered(result.email),
      onError: (error) => showSubmitError(form, error, FIELDS),
    });
  });

  return (
    <form onSubmit={submit} noValidate data-testid="register-form">
      <Stack gap="sm">
        <TextInput
          type="email"
          label={t('fields.email')}
          placeholder={t('fields.emailPlaceholder')}
          autoComplete="email"
          withAsterisk
          data-autofocus
          {...fieldProps(form, 'email')}
        />
        <PhoneField
          form={form}
          label={t('fields.phone')}
          placeholder={t('fields.phonePlaceholder')}
          description={t('fields.phoneHint', LIMIT_VALUES)}
        />
        <PasswordField
          label={t('fields.password')}
          description={t('fields.passwordHint', { min: String(PASSWORD_MIN_LENGTH) })}
          autoComplete="new-password"
          withAsterisk
          {...fieldProps(form, 'password')}
        />
        <PasswordMeter password={form.values.password} userInputs={[form.values.email, form.values.phone]} />
        <PasswordField label={t('fields.confirmPassword')} autoComplete="new-password" withAsterisk {...fieldProps(form, 'confirmPassword')} />
        <Checkbox label={t('register.receiveNews')} {...form.getInputProps('is_receive_news', { type: 'checkbox' })} />
        <Text size="xs" c="dimmed" data-testid="register-consent">
          {/* new tabs: the dialog and what was typed stay as they are */}
          <Trans
            t={t}
            i18nKey="register.consent"
            components={{
              terms: <Anchor href="/terms-of-service" target="_blank" rel="noopener" inherit />,
              privacy: <Anchor href="/privacy-policy" target="_blank" rel="noopener" inherit />,
            }}
          />
        </Text>
        <Button type="submit" size="md" fullWidth disabled={!valid} loading={register.isPending}>
          {t('register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
