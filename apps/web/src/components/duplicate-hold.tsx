import { Alert, Group, Image, Stack, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DuplicateMatch } from '@baandee/contracts';

/**
 * Why the owner's listing waits for review as a possible duplicate (docs/decisions/057):
 * each photo of theirs that looks like another owner's, beside that photo, or the listing
 * of theirs on the site that offers the same unit. Shown on "my listings" and the listing form.
 */
export function DuplicateHold({ matches, compact = false }: { matches: readonly DuplicateMatch[]; compact?: boolean }) {
  const { t } = useTranslation('listing');
  const title = (match: DuplicateMatch) => match.other_title || t('duplicate.untitled');
  const size = compact ? 56 : 96;
  return (
    <Alert color="yellow" variant="light" icon={<IconCopy size={18} aria-hidden />} title={t('duplicate.held')} data-testid="duplicate-hold" p={compact ? 'xs' : 'md'}>
      <Stack gap="xs">
        <Text size={compact ? 'xs' : 'sm'}>{t('duplicate.why')}</Text>
        {matches.map((match, index) =>
          match.reason === 'photo' ? (
            <Stack key={index} gap={4} data-testid="duplicate-match" data-reason="photo">
              <Text size="xs" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {t('duplicate.photo', { title: title(match) })}
              </Text>
              <Group gap="xs" wrap="nowrap">
                <Image src={match.image_url} alt={t('duplicate.yours')} w={size * 1.75} h={size} radius="sm" fit="cover" />
                <Image src={match.other_image_url} alt={t('duplicate.theirs', { title: title(match) })} w={size * 1.75} h={size} radius="sm" fit="cover" />
              </Group>
            </Stack>
          ) : (
            <Text key={index} size="xs" fw={600} data-testid="duplicate-match" data-reason="unit" style={{ overflowWrap: 'anywhere' }}>
              {t('duplicate.unit', { title: title(match) })}
            </Text>
          ),
        )}
      </Stack>
    </Alert>
  );
}
