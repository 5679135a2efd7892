import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@baandee/domain';

/**
 * Spec section 9: the page title carries the product suffix, "<title> | BaanDee". A page
 * that stays mounted across paths (the listing form's steps) passes its path as `path`:
 * the shell sets each path's route title, and the page's own is set again after it.
 */
export function usePageTitle(title: string, path?: string): void {
  const { t } = useTranslation('common');
  useEffect(() => {
    document.title = t('pageTitle', { title, product: PRODUCT_NAME });
  }, [t, title, path]);
}
