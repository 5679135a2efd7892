import { Anchor, Button, Paper, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { Link } from 'react-router';
import { schemaResolver, useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { contactUsBody, type ContactUsBody } from '@baandee/contracts';
import { showAlert } from '../../../components/alert-store';
import { PhoneField } from '../../../components/phone-field';
import { fieldProps, showSubmitError } from '../../../lib/form-field';
import { LIMIT_VALUES } from '../../../lib/api-messages';
import { useSendContactMessage } from '../api/contact-us';

const EMPTY: ContactUsBody = { name: '', email: '', phone: '', subject: '', message: '' };
const FIELDS = Object.keys(EMPTY) as (keyof ContactUsBody)[];

/**
 * The contact-us form (spec section 5: every field required, a valid e-mail, a 10-digit
 * phone). The shared zod schema validates on the client; its messages and the server's
 * field errors are catalogue keys, translated where they are shown.
 */
export function ContactForm() {
  const { t } = useTranslation('contact');
  const send = useSendContactMessage();
  const form = useForm<ContactUsBody>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: schemaResolver(contactUsBody, { sync: true }),
    validateInputOnBlur: true,
  });

  const field = (name: keyof ContactUsBody) => fieldProps(form, name);

  const submit = form.onSubmit((values) => {
    send.mutate(contactUsBody.parse(values), {
      onSuccess: () => {
        form.reset();
        showAlert({ type: 'success', title: t('form.sentTitle'), text: t('form.sentText') });
      },
      onError: (error) => showSubmitError(form, error, FIELDS),
    });
  });

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
      <form onSubmit={submit} noValidate data-testid="contact-form">
        <Stack gap="md">
          <div>
            <Title order={2} size="h3">
              {t('form.title')}
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              {t('form.text')}
            </Text>
          </div>
          <TextInput label={t('form.name')} placeholder={t('form.namePlaceholder')} autoComplete="name" withAsterisk {...field('name')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              type="email"
              label={t('form.email')}
              placeholder={t('form.emailPlaceholder')}
              autoComplete="email"
              withAsterisk
              {...field('email')}
            />
            <PhoneField
              form={form}
              label={t('form.phone')}
              placeholder={t('form.phonePlaceholder')}
              description={t('form.phoneHint', LIMIT_VALUES)}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
            />
          </SimpleGrid>
          <TextInput label={t('form.subject')} placeholder={t('form.subjectPlaceholder')} withAsterisk {...field('subject')} />
          <Textarea
            label={t('form.message')}
            placeholder={t('form.messagePlaceholder')}
            autosize
            minRows={5}
            maxRows={12}
            withAsterisk
            {...field('message')}
          />
          <Text size="xs" c="dimmed" data-testid="contact-consent">
            <Trans t={t} i18nKey="form.consent" components={{ privacy: <Anchor component={Link} to="/privacy-policy" inherit /> }} />
          </Text>
          <Button type="submit" size="md" loading={send.isPending} leftSection={<IconSend size={18} aria-hidden />} style={{ alignSelf: 'flex-start' }}>
            {t('form.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
