import { useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconMailExclamation, IconSend } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { showAlert } from '../../../components/alert-store';
import { ApiError, firstFieldMessages } from '../../../lib/api-client';
import { describeApiError } from '../../../lib/api-messages';
import { listingKeys } from '../../listings/api/get-listing';
import { publishEstate } from '../api/publish-estate';
import { missingForPublish } from '../form-values';
import { usePostFormContext } from '../post-form-context';
import { STEPS, stepHref } from '../steps';
import { ListingSummary } from './listing-summary';
import { PublishProblems } from './publish-problems';
import { StepBar } from './step-bar';

/**
 * AnnouncePreview: the summary of everything, then Publish (PUT api/estate/publish/{id}).
 * Missing fields and an unverified e-mail are said with a way to fix them; success goes
 * to the owner's listings with the outcome (published, or sent for review).
 */
export function AnnouncePreview() {
  const { t } = useTranslation('postForm');
  const form = usePostFormContext();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const values = form.values;
  const [publishing, setPublishing] = useState(false);
  const [serverProblems, setServerProblems] = useState<Record<string, string>>({});
  const [verifyEmail, setVerifyEmail] = useState(false);
  const problems = { ...missingForPublish(values), ...serverProblems };

  const publish = async () => {
    if (values.id === null) return;
    setPublishing(true);
    try {
      const result = await publishEstate(values.id);
      await queryClient.invalidateQueries({ queryKey: listingKeys.all });
      notifications.show({ color: 'brand', message: t(result.status === 'pending' ? 'publish.pending' : 'publish.published') });
      await navigate('/my-announce');
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const fields = firstFieldMessages(error.fieldErrors);
      if (error.key === 'verify your email') setVerifyEmail(true);
      else if (Object.keys(fields).length > 0) setServerProblems(fields);
      else showAlert({ type: 'error', ...describeApiError(error) });
    } finally {
      setPublishing(false);
    }
  };

  return (
    <Stack gap="lg" data-testid="announce-preview">
      <StepBar active={STEPS.length} onStep={(index) => void navigate(stepHref(values.id, STEPS[index]!.path))} />
      <Text c="dimmed">{t('summary.intro')}</Text>
      <ListingSummary values={values} />
      {verifyEmail && (
        <Alert color="red" icon={<IconMailExclamation aria-hidden />} title={t('publish.verifyEmail')} data-testid="verify-email">
          <Anchor component={Link} to="/my-profile">
            {t('publish.verifyLink')}
          </Anchor>
        </Alert>
      )}
      <PublishProblems id={values.id} problems={problems} />
      <Group justify="space-between" data-action-bar>
        <Button component={Link} to={stepHref(values.id, STEPS[STEPS.length - 1]!.path)} variant="default" leftSection={<IconArrowLeft size={18} aria-hidden />}>
          {t('nav.back')}
        </Button>
        <Group gap="sm">
          <Button component={Link} to="/my-announce" variant="subtle">
            {t('publish.saveDraft')}
          </Button>
          <Button onClick={() => void publish()} loading={publishing} disabled={values.id === null} leftSection={<IconSend size={18} aria-hidden />}>
            {t('publish.button')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
