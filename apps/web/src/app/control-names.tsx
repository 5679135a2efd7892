import { useMemo, type ReactNode } from 'react';
import { MantineThemeProvider, type MantineThemeOverride } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Names, in the reader's language, for the icon-only controls Mantine draws itself: the
 * close button of every dialog, drawer and notification (any CloseButton) and the arrows of
 * every Pagination. Without them a screen reader announces a bare "button" (axe
 * button-name). A use that names its own keeps its name.
 */
export function ControlNames({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const names = useMemo<MantineThemeOverride>(() => {
    const arrows = { first: t('pagination.first'), previous: t('pagination.previous'), next: t('pagination.next'), last: t('pagination.last') };
    return {
      components: {
        CloseButton: { defaultProps: { 'aria-label': t('actions.close') } },
        Pagination: { defaultProps: { getControlProps: (control: keyof typeof arrows) => ({ 'aria-label': arrows[control] }) } },
      },
    };
  }, [t]);
  return <MantineThemeProvider theme={names}>{children}</MantineThemeProvider>;
}
