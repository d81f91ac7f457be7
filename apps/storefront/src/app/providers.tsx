import brand from '@brand';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import { LazyNotifications } from './lazy-notifications';
import { brandCssVariables, brandTheme } from './theme';

const theme = brandTheme(brand);
const cssVariablesResolver = brandCssVariables(brand);

/** Theme, notifications and texts around the router (the data cache wraps the screens). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <LazyNotifications />
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </MantineProvider>
  );
}
