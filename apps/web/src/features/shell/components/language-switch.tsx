import { Button } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../../../lib/i18n';

/** EN/TH: names the language it switches to; switching stores it and reloads (spec section 4). */
export function LanguageSwitch({ fullWidth = false }: { fullWidth?: boolean }) {
  const { t } = useTranslation('common');
  const target = currentLanguage() === 'th' ? 'en' : 'th';
  const label = fullWidth ? t(`language.${target}`) : t('language.switchShort');
  return (
    <Button
      variant="subtle"
      color="gray"
      size="sm"
      px="xs"
      fullWidth={fullWidth}
      justify={fullWidth ? 'flex-start' : undefined}
      leftSection={<IconLanguage size={18} aria-hidden />}
      // the accessible name starts with the visible label (WCAG 2.5.3)
      aria-label={`${label} – ${t('language.switchTo')}`}
      title={t('language.switchTo')}
      onClick={() => changeLanguage(target)}
      data-testid="language-switch"
    >
      {label}
    </Button>
  );
}
