import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Shares the page: the phone's share sheet (Web Share API) where there is one, else copies the link. */
export function ShareButton({ title }: { title: string }) {
  const { t } = useTranslation('listing');
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      // the visitor closing the sheet rejects; nothing to report
      await navigator.share({ title, url }).catch(() => {});
      return;
    }
    await navigator.clipboard?.writeText(url);
    notifications.show({ color: 'brand', message: t('page.linkCopied') });
  };
  return (
    <Button variant="default" radius="xl" leftSection={<IconShare size={18} aria-hidden />} onClick={() => void share()} data-testid="share-button">
      {t('page.share')}
    </Button>
  );
}
