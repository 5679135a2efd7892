import { useEffect, useRef, type FormEvent } from 'react';
import { Alert, Button, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PHONE_LENGTH } from '@baandee/domain';
import { PhoneField } from '../../../components/phone-field';
import { useCurrentUser } from '../../../lib/current-user';
import { fieldProps, showSubmitError, useKeepTypedBeforeHydration } from '../../../lib/form-field';
import { useContactOwner } from '../api/contact-owner';
import { keptRef } from '../broker-ref';
import type { messageFields } from './contact-owner-schema';
import { CONTACT_FORM_ID } from './contact-form-link';

type Schema = typeof messageFields;
let schema: Schema | null = null;
/**
 * The shared schemas (zod and every contract) are the heaviest scripts of the listing page
 * and only the form needs them: they load when the form is first touched.
 */
async function loadSchema(): Promise<Schema> {
  schema ??= (await import('./contact-owner-schema')).messageFields;
  return schema;
}

interface ContactValues {
  name: string;
  email: string;
  phone: string;
  message: string;
}
const EMPTY: ContactValues = { name: '', email: '', phone: '', message: '' };
const FIELDS = Object.keys(EMPTY);

/** What the signed-in user's profile already says about them, for the fields the visitor would type. */
function profileValues(profile: ReturnType<typeof useCurrentUser>): ContactValues {
  return {
    ...EMPTY,
    name: [profile?.firstname, profile?.lastname].filter(Boolean).join(' '),
    email: profile?.email ?? '',
    phone: profile?.phone ?? '',
  };
}

/**
 * The contact-owner form (spec section 5: every field required, a valid e-mail, a
 * 10-digit phone): the shared schema checks it here, the server's field errors land on
 * the same fields, and a sent message says so.
 */
export function ContactOwnerForm({ listingId }: { listingId: number }) {
  const { t } = useTranslation('listing');
  const send = useContactOwner();
  const profile = useCurrentUser();
  const form = useForm<ContactValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    // until the schema has loaded (on the first touch) a blur checks nothing; a submit waits for it
    validate: (values) => (schema ? schemaResolver(schema, { sync: true })(values) : {}),
    validateInputOnBlur: true,
  });
  // a signed-in visitor finds their name, e-mail and phone filled in (after the first render:
  // the server renders the page for an anonymous visitor); what they typed already stays
  const prefill = profileValues(profile);
  const prefillKey = JSON.stringify(prefill);
  useEffect(() => {
    const untouched = !form.isDirty();
    form.setInitialValues(prefill);
    if (untouched) form.setValues(prefill);
    // the profile's values decide, not the form object's identity
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [prefillKey]);
  // the page comes from the server: a visitor quick to type before its script arrives keeps what they typed
  const ref = useRef<HTMLFormElement>(null);
  useKeepTypedBeforeHydration(ref, form, FIELDS);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = await loadSchema();
    if (form.validate().hasErrors) return;
    send.mutate(
      { announce_id: listingId, ...fields.parse(form.getValues()), ref: keptRef(listingId) },
      {
        onSuccess: () => form.reset(),
        onError: (error) => showSubmitError(form, error, FIELDS),
      },
    );
  };

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="contact-owner">
      <form ref={ref} id={CONTACT_FORM_ID} onSubmit={(event) => void submit(event)} onFocus={() => void loadSchema()} noValidate data-testid="contact-owner-form">
        <Stack gap="sm">
          <div>
            <Title order={2} size="h5" id="contact-owner">
              {t('contact.title')}
            </Title>
            <Text size="xs" c="dimmed">
              {t('contact.text')}
            </Text>
          </div>
          {send.isSuccess && (
            <Alert color="green" icon={<IconCircleCheck aria-hidden />} title={t('contact.sentTitle')} role="status" data-testid="contact-owner-sent">
              {t('contact.sentText')}
            </Alert>
          )}
          <TextInput label={t('contact.name')} autoComplete="name" withAsterisk {...fieldProps(form, 'name')} />
          <TextInput type="email" label={t('contact.email')} autoComplete="email" withAsterisk {...fieldProps(form, 'email')} />
          <PhoneField form={form} label={t('contact.phone')} description={t('contact.phoneHint', { phone: String(PHONE_LENGTH) })} />
          <Textarea
            label={t('contact.message')}
            placeholder={t('contact.messagePlaceholder')}
            autosize
            minRows={3}
            maxRows={8}
            withAsterisk
            {...fieldProps(form, 'message')}
          />
          <Button type="submit" loading={send.isPending} leftSection={<IconSend size={18} aria-hidden />}>
            {t('contact.submit')}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
