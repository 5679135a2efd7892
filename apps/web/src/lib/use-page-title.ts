import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@baandee/domain';

/** Spec section 9: the page title carries the product suffix, "<title> | BaanDee". */
export function usePageTitle(title: string): void {
  const { t } = useTranslation('common');
  useEffect(() => {
    document.title = t('pageTitle', { title, product: PRODUCT_NAME });
  }, [t, title]);
}
