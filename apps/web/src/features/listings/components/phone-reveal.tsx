import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatPhone, maskPhone } from '@baandee/domain';

/** A narrow owner card wraps the label ("081-xxx-xxx8 · Show phone number") instead of cutting it. */
const WRAPPING = { root: { height: 'auto', minHeight: 'var(--button-height)', paddingBlock: 6 }, label: { whiteSpace: 'normal', textAlign: 'center' } } as const;

/** The owner's phone, masked (081-xxx-xxx8) until a click, then 3-3-4 as a call link. */
export function PhoneReveal({ phone }: { phone: string }) {
  const { t } = useTranslation('listing');
  const [shown, setShown] = useState(false);
  if (shown) {
    const formatted = formatPhone(phone);
    return (
      <Button component="a" href={`tel:${phone.replace(/\D/g, '')}`} variant="light" leftSection={<IconPhone size={18} aria-hidden />} fullWidth styles={WRAPPING} data-testid="owner-phone">
        {t('owner.call', { phone: formatted })}
      </Button>
    );
  }
  return (
    <Button variant="outline" leftSection={<IconPhone size={18} aria-hidden />} fullWidth styles={WRAPPING} onClick={() => setShown(true)} data-testid="owner-phone-reveal">
      <span style={{ whiteSpace: 'nowrap' }}>{maskPhone(phone)}</span> · <span style={{ whiteSpace: 'nowrap' }}>{t('owner.showPhone')}</span>
    </Button>
  );
}
