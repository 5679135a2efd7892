import { useState } from 'react';
import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { OwnerBrokerShare, OwnerBrokerShares } from '@baandee/contracts';
import { formatDate } from '../../../lib/listing-text';
import { useChooseBrokerShareListing, useOwnerBrokerShares } from '../api/broker-share';

/** One share: the listing it will post, changeable until the team has posted it. */
function ShareChoice({ share, choices, index }: { share: OwnerBrokerShare; choices: OwnerBrokerShares['choices']; index: number }) {
  const { t } = useTranslation('listing');
  const choose = useChooseBrokerShareListing();
  const [picked, setPicked] = useState<string | null>(share.listing ? String(share.listing.id) : null);
  const title = (listing: { announce_title: string | null }) => listing.announce_title || t('card.untitled');
  if (share.shared_at) {
    return (
      <Text size="sm" data-testid="broker-share-choice-shared" style={{ overflowWrap: 'anywhere' }}>
        {t('mine.brokerChoice.shared', { title: share.listing ? title(share.listing) : '', group: share.group_name ?? '', date: formatDate(share.shared_at) })}
      </Text>
    );
  }
  // the chosen listing stays offered even if it has left the site, so the choice reads as it is
  const options = [...(share.listing && !choices.some((c) => c.id === share.listing!.id) ? [share.listing] : []), ...choices];
  const label = t('mine.brokerChoice.label', { number: String(index + 1) });
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (picked) choose.mutate({ id: share.id, listingId: Number(picked) });
      }}
      data-testid="broker-share-choice"
      data-share-id={share.id}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={label}
          placeholder={options.length === 0 ? t('mine.brokerChoice.none') : t('mine.brokerChoice.placeholder')}
          data={options.map((listing) => ({ value: String(listing.id), label: title(listing) }))}
          value={picked}
          onChange={setPicked}
          disabled={options.length === 0}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          style={{ flex: '1 1 220px', minWidth: 0 }}
          data-testid="broker-share-choice-select"
        />
        <Button
          type="submit"
          loading={choose.isPending}
          disabled={!picked || picked === String(share.listing?.id ?? '')}
          data-testid="broker-share-choice-save"
        >
          {t('mine.brokerChoice.save')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed" mt={4} data-testid="broker-share-choice-state">
        {share.listing ? t('mine.brokerChoice.chosen', { title: title(share.listing) }) : t('mine.brokerChoice.waiting')}
      </Text>
    </form>
  );
}

/**
 * My listings: the broker-group shares the owner's OPENING99 purchases earned (docs/decisions/056).
 * The owner picks which published listing each one posts; until then their next listing to go
 * live takes it. Nothing shows for an owner without a share.
 */
export function BrokerShareChoices() {
  const { t } = useTranslation('listing');
  const query = useOwnerBrokerShares();
  const data = query.data;
  if (!data || data.data.length === 0) return null;
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="broker-share-choices" data-testid="broker-share-choices">
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <IconSpeakerphone size={20} aria-hidden />
          <Title order={2} size="h5" id="broker-share-choices">
            {t('mine.brokerChoice.title')}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t('mine.brokerChoice.lead')}
        </Text>
        {data.data.map((share, index) => (
          <ShareChoice key={`${share.id}:${share.listing?.id ?? ''}`} share={share} choices={data.choices} index={index} />
        ))}
      </Stack>
    </Paper>
  );
}
