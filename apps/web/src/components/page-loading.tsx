import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The page area while the first page's code loads; the shell is already there. */
export function PageLoading() {
  const { t } = useTranslation('common');
  return (
    <Center mih="50vh">
      <Loader aria-label={t('status.loading')} />
    </Center>
  );
}
