import { Anchor, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBrandFacebook, IconBrandLine, IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { COMPANY_CONTACT } from '@baandee/domain';

function Channel({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group wrap="nowrap" align="flex-start" gap="md">
      <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
        {icon}
      </ThemeIcon>
      <div>
        <Text size="xs" c="dimmed" fw={500}>
          {label}
        </Text>
        {children}
      </div>
    </Group>
  );
}

/** The company's phone, e-mail, LINE, Facebook, hours and address. */
export function ContactChannels() {
  const { t } = useTranslation('contact');
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="address" style={{ fontStyle: 'normal' }}>
      <Title order={2} size="h3" mb="lg">
        {t('page.channelsTitle')}
      </Title>
      <Stack gap="lg">
        <Channel icon={<IconPhone size={20} />} label={t('page.phone')}>
          <Anchor href={`tel:${COMPANY_CONTACT.phone}`} fw={600}>
            {COMPANY_CONTACT.phoneDisplay}
          </Anchor>
        </Channel>
        <Channel icon={<IconMail size={20} />} label={t('page.email')}>
          <Anchor href={`mailto:${COMPANY_CONTACT.email}`} fw={600}>
            {COMPANY_CONTACT.email}
          </Anchor>
        </Channel>
        <Channel icon={<IconBrandLine size={20} />} label={t('page.line')}>
          <Anchor href={COMPANY_CONTACT.lineUrl} fw={600} {...external}>
            {COMPANY_CONTACT.lineId}
          </Anchor>
          <Text size="xs" c="dimmed">
            {t('page.lineHint')}
          </Text>
        </Channel>
        <Channel icon={<IconBrandFacebook size={20} />} label={t('page.facebook')}>
          <Anchor href={COMPANY_CONTACT.facebookUrl} fw={600} {...external}>
            {COMPANY_CONTACT.facebookName}
          </Anchor>
        </Channel>
        <Channel icon={<IconClock size={20} />} label={t('page.hours')}>
          <Text size="sm">{t('page.hoursValue')}</Text>
        </Channel>
        <Channel icon={<IconMapPin size={20} />} label={t('page.address')}>
          <Text size="sm">{t('page.addressValue')}</Text>
        </Channel>
      </Stack>
    </Paper>
  );
}
