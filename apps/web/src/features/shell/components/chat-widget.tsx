import { IconBrandLine } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLoginDialog } from '../../../lib/login-dialog-store';
import { useHydrated } from '../../../lib/use-hydrated';
import { useChatWidget } from '../api/get-chat-widget';
import classes from './chat-widget.module.css';

/** The post flow (/announce..., /{id}/announce...) and the admin console keep the screen to their own actions. */
const HIDDEN_ON = /^\/(?:\d+\/)?announce(?:\/|$)|^\/admin(?:\/|$)/;

export const isChatHiddenOn = (pathname: string) => HIDDEN_ON.test(pathname);

/**
 * The chat widget (spec section 2, DESIGN 4.14): a floating button opening the LINE
 * official account's chat in a new tab. Shown after hydration when LINE is set up; hidden
 * on the post flow, in the admin console and while the login dialog is open.
 */
export function ChatWidget() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const loginOpen = useLoginDialog().opened;
  const url = useChatWidget(hydrated).data?.line_chat_url;
  if (!url || loginOpen || isChatHiddenOn(pathname)) return null;
  return (
    <a className={classes.button} href={url} target="_blank" rel="noopener noreferrer" aria-label={t('chatWidget')} title={t('chatWidget')} data-testid="chat-widget">
      <IconBrandLine size={30} stroke={1.6} aria-hidden />
    </a>
  );
}
