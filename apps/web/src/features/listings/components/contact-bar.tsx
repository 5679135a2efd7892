import { useEffect } from 'react';
import { Button } from '@mantine/core';
import { IconBrandLine, IconMessage, IconPhone } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ListingView } from '@baandee/contracts';
import { lineAddFriendUrl } from '@baandee/domain';
import { CONTACT_FORM_ID, openContactForm } from './contact-form-link';
import classes from './contact-bar.module.css';

/** The bar's height with its padding: the page keeps this much room below its end. */
const BAR_HEIGHT = '60px';

/**
 * Phones: call, LINE and message in a bar above the bottom navigation (the owner card and
 * the form sit far below the photos there). Message scrolls to the contact form and puts
 * the cursor in it. Hidden on wide screens, where the owner card stands beside the page.
 */
export function ContactBar({ listing, withForm }: { listing: ListingView; withForm: boolean }) {
  const { t } = useTranslation('listing');
  const phone = listing.contact_phone?.replace(/\D/g, '') || null;
  const line = listing.contact_line ? lineAddFriendUrl(listing.contact_line) : null;
  const shown = Boolean(phone || line || withForm);
  // the floating buttons (chat, back to top) stand above the bar while it shows
  useEffect(() => {
    if (!shown) return;
    const root = document.documentElement.style;
    root.setProperty('--contact-bar-space', BAR_HEIGHT);
    return () => {
      root.removeProperty('--contact-bar-space');
    };
  }, [shown]);
  if (!shown) return null;
  return (
    <>
      <div className={classes.spacer} style={{ height: BAR_HEIGHT }} aria-hidden />
      <nav className={classes.bar} aria-label={t('contactBar.label')} data-testid="contact-bar">
        {phone && (
          <Button component="a" href={`tel:${phone}`} variant="light" px={10} leftSection={<IconPhone size={18} aria-hidden />} data-testid="contact-bar-call">
            {t('contactBar.call')}
          </Button>
        )}
        {line && (
          <Button
            component="a"
            href={line}
            target="_blank"
            rel="noopener noreferrer nofollow"
            color="green.8"
            px={10}
            leftSection={<IconBrandLine size={18} aria-hidden />}
            data-testid="contact-bar-line"
          >
            {t('contactBar.line')}
          </Button>
        )}
        {withForm && (
          <Button component="a" href={`#${CONTACT_FORM_ID}`} onClick={openContactForm} px={10} leftSection={<IconMessage size={18} aria-hidden />} data-testid="contact-bar-message">
            {t('contactBar.message')}
          </Button>
        )}
      </nav>
    </>
  );
}
