import { useEffect } from 'react';
import { ActionIcon, Group } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconBrandFacebook, IconBrandLine, IconBrandMessenger, IconLink, IconShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { shareLinks } from '@baandee/domain';

/** The "link copied" toast belongs to this page: it goes when the page does. */
const COPIED_TOAST = 'listing-link-copied';

/** A phone: where the Messenger app and a share sheet are. */
const onPhone = () => window.matchMedia('(pointer: coarse)').matches;

/**
 * Shares the page: to LINE and Facebook, by Messenger and the phone's share sheet (Web
 * Share API) on phones, or as a copied link. The apps' share pages open in a new tab; the
 * buttons are the same on the server and in the browser, which knows the page's address.
 */
export function ShareButton({ title }: { title: string }) {
  const { t } = useTranslation('listing');
  // the page's part may hydrate after the shell (its own Suspense boundary): the shell's
  // `useHydrated` is true by then, so this asks whether this button has mounted itself
  const mounted = useMounted();
  const phone = mounted && onPhone();
  const nativeShare = phone && typeof navigator.share === 'function';
  useEffect(
    () => () => {
      notifications.hide(COPIED_TOAST);
    },
    [],
  );

  const open = (app: 'line' | 'facebook' | 'messenger') => {
    const url = shareLinks(window.location.href)[app];
    if (app === 'messenger') window.location.href = url;
    else window.open(url, '_blank', 'noopener,noreferrer');
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
    } catch {
      return; // the browser refused the clipboard: nothing was copied, so nothing to say
    }
    notifications.show({ id: COPIED_TOAST, color: 'brand', message: t('page.linkCopied') });
  };
  const share = async () => {
    // the visitor closing the sheet rejects; nothing to report
    await navigator.share({ title, url: window.location.href }).catch(() => {});
  };

  const button = (label: string, Icon: typeof IconShare, onClick: () => void, testId: string, color = 'gray') => (
    <ActionIcon variant="default" c={color} size="xl" radius="xl" aria-label={label} title={label} onClick={onClick} data-testid={testId}>
      <Icon size={20} aria-hidden />
    </ActionIcon>
  );
  return (
    <Group gap="xs" role="group" aria-label={t('page.shareLabel')} data-testid="share-links">
      {button(t('page.shareLine'), IconBrandLine, () => open('line'), 'share-line', '#06C755')}
      {button(t('page.shareFacebook'), IconBrandFacebook, () => open('facebook'), 'share-facebook', '#1877F2')}
      {phone && button(t('page.shareMessenger'), IconBrandMessenger, () => open('messenger'), 'share-messenger', '#0084FF')}
      {button(t('page.copyLink'), IconLink, () => void copy(), 'share-copy')}
      {nativeShare && button(t('page.shareMore'), IconShare, () => void share(), 'share-native')}
    </Group>
  );
}
