import { useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowLeft, IconDeviceFloppy, IconInfoCircle, IconMailExclamation, IconSend } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { showAlert } from '../../../components/alert-store';
import { ApiError, firstFieldMessages } from '../../../lib/api-client';
import { describeApiError } from '../../../lib/api-messages';
import { profileQuery } from '../../../lib/current-user';
import { useSession } from '../../../lib/session';
import { QualityPanel } from '../../listing-quality';
import { listingKeys } from '../../listings';
import { estateFormQuery } from '../api/estate-form';
import { publishEstate } from '../api/publish-estate';
import { storeEstate } from '../api/store-estate';
import { bodyErrors, missingForPublish, wholeBody } from '../form-values';
import { usePostFormContext } from '../post-form-context';
import { STEPS, stepHref } from '../steps';
import { ListingSummary } from './listing-summary';
import { PublishCost } from './publish-cost';
import { PublishProblems } from './publish-problems';
import { StepBar } from './step-bar';

/**
 * ListingPreview: the summary of everything, then Publish (PUT api/estate/publish/{id})
 * with what it costs, or, for a listing already on the site or in review, Save changes.
 * Missing fields and an unverified e-mail are said with a way to fix them; success goes
 * to the owner's listings with the outcome (published, sent for review, or saved).
 */
export function ListingPreview() {
  const { t } = useTranslation('postForm');
  const form = usePostFormContext();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { userId } = useSession();
  const values = form.values;
  const { data: saved } = useQuery({ ...estateFormQuery(values.id ?? 0), enabled: values.id !== null });
  // a listing on the site (or in review) is edited, not published again: its summary saves the changes
  const editing = saved?.status === 'publish' || saved?.status === 'pending';
  const [busy, setBusy] = useState(false);
  const [serverProblems, setServerProblems] = useState<Record<string, string>>({});
  const [verifyEmail, setVerifyEmail] = useState(false);
  const problems = { ...missingForPublish(values), ...serverProblems };

  const refused = (error: unknown) => {
    if (!(error instanceof ApiError)) throw error;
    const fields = firstFieldMessages(error.fieldErrors);
    if (error.key === 'verify your email') setVerifyEmail(true);
    else if (Object.keys(fields).length > 0) setServerProblems(fields);
    else showAlert({ type: 'error', ...describeApiError(error) });
  };

  const done = async (message: string) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: listingKeys.all }),
      queryClient.invalidateQueries({ queryKey: estateFormQuery(values.id ?? 0).queryKey }),
      userId !== null && queryClient.invalidateQueries({ queryKey: profileQuery(userId).queryKey }),
    ]);
    notifications.show({ color: 'brand', message });
    await navigate('/my-announce');
  };

  const publish = async () => {
    if (values.id === null) return;
    setBusy(true);
    try {
      const result = await publishEstate(values.id);
      await done(t(result.status === 'pending' ? 'publish.pending' : 'publish.published'));
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  // every step saved as it was left; this sends the whole form once more, so what the
  // owner confirms here is what the site shows (a live listing keeps what publishing needs)
  const saveChanges = async () => {
    if (values.id === null) return;
    const body = wholeBody(values);
    const invalid = { ...missingForPublish(values), ...bodyErrors(body) };
    if (Object.keys(invalid).length > 0) {
      setServerProblems(invalid);
      return;
    }
    setBusy(true);
    try {
      queryClient.setQueryData(estateFormQuery(values.id).queryKey, await storeEstate(body));
      await done(t('saveChanges.saved'));
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="lg" data-testid="announce-preview">
      <StepBar active={STEPS.length} onStep={(index) => void navigate(stepHref(values.id, STEPS[index]!.path))} />
      <Text c="dimmed">{t('summary.intro')}</Text>
      <QualityPanel listingId={values.id} />
      <ListingSummary values={values} />
      {verifyEmail && (
        <Alert color="red" icon={<IconMailExclamation aria-hidden />} title={t('publish.verifyEmail')} data-testid="verify-email">
          <Anchor component={Link} to="/my-profile">
            {t('publish.verifyLink')}
          </Anchor>
        </Alert>
      )}
      <PublishProblems id={values.id} problems={problems} />
      {saved && editing && (
        <Alert color="blue" icon={<IconInfoCircle aria-hidden />}>
          <Text size="sm" data-testid="edit-notice">
            {t(saved.status === 'pending' ? 'saveChanges.livePending' : 'saveChanges.livePublished')}
          </Text>
        </Alert>
      )}
      {saved && !editing && <PublishCost cost={saved.publish_credits} />}
      <Group justify="space-between" data-action-bar>
        <Button component={Link} to={stepHref(values.id, STEPS[STEPS.length - 1]!.path)} variant="default" leftSection={<IconArrowLeft size={18} aria-hidden />}>
          {t('nav.back')}
        </Button>
        {editing ? (
          <Button onClick={() => void saveChanges()} loading={busy} leftSection={<IconDeviceFloppy size={18} aria-hidden />}>
            {t('saveChanges.button')}
          </Button>
        ) : (
          <Group gap="sm">
            <Button component={Link} to="/my-announce" variant="subtle">
              {t('publish.saveDraft')}
            </Button>
            <Button onClick={() => void publish()} loading={busy} disabled={values.id === null} leftSection={<IconSend size={18} aria-hidden />}>
              {t('publish.button')}
            </Button>
          </Group>
        )}
      </Group>
    </Stack>
  );
}
