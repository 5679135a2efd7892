import { useState } from 'react';
import { Alert, Button, Group, Modal, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DraftTextResult } from '@baandee/contracts';
import { currentLanguage } from '../../../lib/i18n';
import { draftText } from '../api/draft-text';
import { wholeBody } from '../form-values';
import { usePostFormContext } from '../post-form-context';

type DraftLanguage = keyof DraftTextResult;

/**
 * "Write it for me": drafts the title and the description from what the form holds and
 * shows the draft first. Using it fills the two fields, where the owner edits it before the
 * step saves; text already typed is replaced only when the owner says so.
 */
export function WriteForMe() {
  const { t } = useTranslation('postForm');
  const form = usePostFormContext();
  const [draft, setDraft] = useState<DraftTextResult | null>(null);
  const [language, setLanguage] = useState<DraftLanguage>(currentLanguage() === 'en' ? 'en' : 'th');
  const [busy, setBusy] = useState(false);
  const values = form.getValues();
  const hasText = values.announce_title.trim() !== '' || values.announce_description.trim() !== '';

  const write = async () => {
    setBusy(true);
    try {
      setDraft(await draftText(wholeBody(form.getValues())));
    } catch {
      // the app's alert has told the owner why
    } finally {
      setBusy(false);
    }
  };

  const use = () => {
    if (!draft) return;
    form.setValues({ announce_title: draft[language].announce_title, announce_description: draft[language].announce_description });
    setDraft(null);
  };

  const shown = draft?.[language];
  return (
    <>
      <Group justify="space-between" align="center" gap="xs">
        <Text size="sm" c="dimmed" style={{ flex: '1 1 16rem' }}>
          {t('post.writer.hint')}
        </Text>
        <Button variant="light" onClick={write} loading={busy} data-testid="write-for-me">
          {t('post.writer.button')}
        </Button>
      </Group>
      <Modal opened={draft !== null} onClose={() => setDraft(null)} title={t('post.writer.title')} size="lg" centered radius="lg" data-testid="draft-dialog">
        <Stack gap="md">
          <SegmentedControl
            value={language}
            onChange={(value) => setLanguage(value as DraftLanguage)}
            data={[
              { value: 'th', label: t('post.writer.thai') },
              { value: 'en', label: t('post.writer.english') },
            ]}
            aria-label={t('post.writer.language')}
          />
          {shown && (
            <div lang={language}>
              <Title order={3} size="h5" data-testid="draft-title">
                {shown.announce_title}
              </Title>
              <Text mt="xs" size="sm" style={{ whiteSpace: 'pre-line' }} data-testid="draft-description">
                {shown.announce_description}
              </Text>
            </div>
          )}
          <Text size="sm" c="dimmed">
            {t('post.writer.editAfter')}
          </Text>
          {hasText && (
            <Alert color="orange" variant="light" data-testid="draft-replace-warning">
              {t('post.writer.replaceWarning')}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setDraft(null)}>
              {t('post.writer.cancel')}
            </Button>
            <Button onClick={use} data-testid="use-draft">
              {hasText ? t('post.writer.replace') : t('post.writer.use')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
