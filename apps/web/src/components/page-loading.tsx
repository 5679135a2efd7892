import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The page area while a page's code or data loads; the shell is already there. It fills
 * the screen so the footer starts below it: the footer does not jump when the page arrives.
 */
export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <Center mih="100vh">
      <Loader role="status" aria-label={t('status.loading')} />
    </Center>
  );
}
