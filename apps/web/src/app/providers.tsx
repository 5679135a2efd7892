import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { useReleaseBootHold } from '../lib/boot-hold';
import { i18n } from '../lib/i18n';
import { ControlNames } from './control-names';
import { cssVariablesResolver, theme } from './theme';

/** Everything a screen needs above the router: query cache, theme, translations. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useReleaseBootHold();
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <I18nextProvider i18n={i18n}>
          <ControlNames>{children}</ControlNames>
        </I18nextProvider>
      </MantineProvider>
    </QueryClientProvider>
  );
}
