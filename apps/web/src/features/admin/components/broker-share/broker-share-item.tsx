import { Badge, Box, Button, CopyButton, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BrokerShare } from '@baandee/contracts';
import { BROKER_GROUP_NAME_MAX, formatNumber } from '@baandee/domain';
import { fieldProps, showSubmitError } from '../../../../lib/form-field';
import { formatDate } from '../../../../lib/listing-text';
import { ListingCard } from '../../../listings';
import { useMarkBrokerShared } from '../../api/admin-broker-share';
import { notifyDone } from '../../notify';

/** Name and address, each when there is one. */
const whoIs = (person: { firstname: string | null; lastname: string | null; email: string | null }) =>
  [[person.firstname, person.lastname].filter(Boolean).join(' '), person.email].filter(Boolean).join(' · ') || '–';

/** A text to paste, shown as it will be pasted, with its copy button. */
function PasteText({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useTranslation('admin');
  return (
    <Stack gap={4}>
      <Textarea label={label} value={value} readOnly autosize minRows={3} maxRows={10} styles={{ input: { fontSize: 'var(--mantine-font-size-sm)' } }} data-testid={testId} />
      <CopyButton value={value} timeout={2000}>
        {({ copied, copy }) => (
          <Button
            size="xs"
            variant="light"
            leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
            onClick={copy}
            style={{ alignSelf: 'flex-start' }}
            data-testid={`${testId}-copy`}
          >
            {copied ? t('brokerShare.copied') : t('brokerShare.copy', { what: label })}
          </Button>
        )}
      </CopyButton>
    </Stack>
  );
}

/** The group it was posted in: required, as on the server. */
function MarkSharedForm({ id }: { id: number }) {
  const { t } = useTranslation('admin');
  const mark = useMarkBrokerShared();
  const form = useForm({ mode: 'controlled', initialValues: { group_name: '' } });
  const submit = form.onSubmit((values) => {
    const group = values.group_name.trim();
    if (group === '') return form.setErrors({ group_name: 'required' });
    mark.mutate(
      { id, group_name: group },
      { onSuccess: () => notifyDone(t('brokerShare.done', { group })), onError: (error) => showSubmitError(form, error, ['group_name']) },
    );
  });
  return (
    <form noValidate onSubmit={submit}>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          label={t('brokerShare.groupName')}
          description={t('brokerShare.groupNameHint')}
          withAsterisk
          maxLength={BROKER_GROUP_NAME_MAX}
          style={{ flex: '1 1 14rem' }}
          {...fieldProps(form, 'group_name')}
          data-testid="broker-share-group"
        />
        <Button type="submit" loading={mark.isPending} data-testid="broker-share-mark">
          {t('brokerShare.mark')}
        </Button>
      </Group>
    </form>
  );
}

/** One share: the buyer, the listing's card, the tracked link and the posts to paste, and the group it went to. */
export function BrokerShareItem({ share }: { share: BrokerShare }) {
  const { t } = useTranslation(['admin', 'listing']);
  const { listing } = share;
  const headingId = `broker-share-${share.id}`;
  return (
    <Paper withBorder radius="lg" p="md" component="article" aria-labelledby={headingId} data-testid="broker-share-item" data-share-id={share.id}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <div style={{ minWidth: 0 }}>
            <Title order={3} size="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {listing ? listing.announce_title || t('listing:card.untitled') : t('brokerShare.waitingTitle')}
            </Title>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('brokerShare.buyer')}: {whoIs(share.owner)}
            </Text>
            <Text size="xs" c="dimmed">
              {t('brokerShare.bought', { date: formatDate(share.approved_at ?? share.created_at) })}
            </Text>
          </div>
          {share.status === 'shared' ? (
            <Badge color="green" variant="light">
              {t('brokerShare.status.shared')}
            </Badge>
          ) : listing ? (
            <Badge variant="light">{t('brokerShare.ready')}</Badge>
          ) : (
            <Badge color="gray" variant="light">
              {t('brokerShare.noListing')}
            </Badge>
          )}
        </Group>
        {!listing && (
          <Text size="sm" c="dimmed" data-testid="broker-share-waiting">
            {t('brokerShare.waitingText')}
          </Text>
        )}
        {listing && share.text && share.link && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Box maw={360} style={{ alignSelf: 'start' }}>
              <ListingCard listing={listing} heart={false} />
            </Box>
            <Stack gap="sm">
              <PasteText label={t('brokerShare.textTh')} value={share.text.th} testId="broker-share-text-th" />
              <PasteText label={t('brokerShare.textEn')} value={share.text.en} testId="broker-share-text-en" />
              <PasteText label={t('brokerShare.link')} value={share.link} testId="broker-share-link" />
            </Stack>
          </SimpleGrid>
        )}
        {share.status === 'shared' && share.shared_at ? (
          <Stack gap={2}>
            <Text size="sm" fw={600} data-testid="broker-share-posted" style={{ overflowWrap: 'anywhere' }}>
              {t('brokerShare.posted', { group: share.group_name ?? '', date: formatDate(share.shared_at) })}
              {share.shared_by ? ` · ${share.shared_by}` : ''}
            </Text>
            <Text size="sm" c="dimmed" data-testid="broker-share-brought">
              {t('brokerShare.brought', { views: formatNumber(share.views), contacts: formatNumber(share.contacts) })}
            </Text>
          </Stack>
        ) : (
          listing && <MarkSharedForm id={share.id} />
        )}
      </Stack>
    </Paper>
  );
}
