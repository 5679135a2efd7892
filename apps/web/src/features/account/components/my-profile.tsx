import { Badge, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@baandee/contracts';
import { ContentLoader } from '../../../components/content-loader';
import { currentLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { profileQuery } from '../../../lib/current-user';
import { ProfileForm, useProfileForm } from './profile-form';
import { PrivacySettings } from './privacy-settings';
import { ProfilePhoto } from './profile-photo';
import { UserTypeSwitch } from './user-type-switch';
import { VerifyEmailBanner } from './verify-email-banner';

const ACCOUNT_TYPE_KEYS = { 1: 'email', 2: 'facebook', 3: 'google' } as const satisfies Record<UserInfo['account_type'], string>;

function formatDate(iso: string): string {
  return new Intl.DateTimeFormat(currentLanguage() === 'en' ? 'en-GB' : 'th-TH', { dateStyle: 'long' }).format(new Date(iso));
}

function ProfileEditor({ profile }: { profile: UserInfo }) {
  const { t } = useTranslation('account');
  const form = useProfileForm(profile);
  const name = [profile.firstname, profile.lastname].filter(Boolean).join(' ');
  // what 'profile incomplete' can name, as the form labels it
  const labels: Record<string, string> = {
    firstname: t('profile.firstname'),
    lastname: t('profile.lastname'),
    phone: t('fields.phone'),
    province_id: t('profile.province'),
    district_id: t('profile.district'),
    sub_district_id: t('profile.subDistrict'),
    postal_code: t('profile.postalCode'),
    company_name: t('profile.companyName'),
    juristic_number: t('profile.juristicNumber'),
  };

  return (
    <Grid gap={{ base: 'lg', md: 'xl' }}>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Stack gap="lg">
          <Paper withBorder radius="lg" p="lg">
            <Stack align="center" gap="sm" ta="center">
              <ProfilePhoto userId={profile.id} path={profile.profile_img_path} />
              {name && (
                <Title order={2} size="h4" data-testid="profile-name">
                  {name}
                </Title>
              )}
              {profile.email && (
                <Text size="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
                  {profile.email}
                </Text>
              )}
              <Group gap={6} justify="center">
                <Badge variant="light">{t(`profile.accountTypes.${ACCOUNT_TYPE_KEYS[profile.account_type]}`)}</Badge>
                <Badge variant="light" color={profile.is_company ? 'indigo' : 'gray'} data-testid="user-type-badge">
                  {t(`userType.${profile.user_type}`)}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed">
                {t('profile.memberSince', { date: formatDate(profile.created_at) })}
              </Text>
            </Stack>
          </Paper>
          <VerifyEmailBanner profile={profile} />
          <UserTypeSwitch
            profile={profile}
            unsaved={form.isDirty()}
            labels={labels}
            onMissing={(fields) => form.setErrors(Object.fromEntries(fields.map((field) => [field, 'required'])))}
          />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <ProfileForm profile={profile} form={form} />
      </Grid.Col>
    </Grid>
  );
}

/** /my-profile: the signed-in user's picture, account type, profile form and their data and account (PDPA). */
export function MyProfile() {
  const { userId } = useSession();
  const id = userId ?? 0;
  const query = useQuery({ ...profileQuery(id), enabled: id > 0 });
  return (
    <ContentLoader loading={query.isPending && id > 0} error={query.isError || id === 0} onRetry={() => void query.refetch()}>
      {query.data && (
        <Stack gap="xl">
          <ProfileEditor key={query.data.id} profile={query.data} />
          <PrivacySettings profile={query.data} />
        </Stack>
      )}
    </ContentLoader>
  );
}
