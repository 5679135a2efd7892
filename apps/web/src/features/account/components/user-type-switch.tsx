import { Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@baandee/contracts';
import { showAlert } from '../../../components/alert-store';
import { ApiError, firstFieldMessages } from '../../../lib/api-client';
import { describeApiError, translateMessage } from '../../../lib/api-messages';
import { useSwitchAccount, type UserType } from '../api/switch-account';

export interface UserTypeSwitchProps {
  profile: UserInfo;
  /** The form has unsaved changes: the server checks the saved profile, so save first. */
  unsaved: boolean;
  /** Field labels by field name, to list what is missing. */
  labels: Record<string, string>;
  /** 'profile incomplete': the form marks the missing fields. */
  onMissing: (fields: string[]) => void;
}

/** Individual or company (spec sections 3 and 5), through api/switch-account. */
export function UserTypeSwitch({ profile, unsaved, labels, onMissing }: UserTypeSwitchProps) {
  const { t } = useTranslation('account');
  const switchAccount = useSwitchAccount();
  const label = (type: UserType) => t(`userType.${type}`);

  const change = (value: string) => {
    const type = value as UserType;
    if (type === profile.user_type) return;
    if (unsaved) {
      showAlert({ type: 'warning', text: t('userType.saveFirst') });
      return;
    }
    switchAccount.mutate(type, {
      onSuccess: () => notifications.show({ color: 'brand', message: t('userType.switched', { type: label(type) }) }),
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        const missing = Object.keys(firstFieldMessages(error.fieldErrors));
        if (error.key !== 'profile incomplete' || missing.length === 0) {
          showAlert({ type: 'error', ...describeApiError(error) });
          return;
        }
        onMissing(missing);
        showAlert({
          type: 'warning',
          title: translateMessage('profile incomplete'),
          text: t('userType.missingTitle'),
          items: missing.map((field) => labels[field] ?? field),
        });
      },
    });
  };

  return (
    <Paper withBorder radius="lg" p="lg" data-testid="user-type-switch">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('userType.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('userType.text')}
        </Text>
        <SegmentedControl
          fullWidth
          radius="md"
          value={profile.user_type}
          onChange={change}
          disabled={switchAccount.isPending}
          data={[
            { value: 'individual', label: label('individual') },
            { value: 'company', label: label('company') },
          ]}
        />
      </Stack>
    </Paper>
  );
}
