import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n as appI18n } from './i18n.ts';

/**
 * `i18n`: the browser's one instance by default; a server render passes its language's own
 * (entry-server.tsx), so renders in two languages never share one.
 */
export function AppProviders({
  queryClient,
  i18n = appI18n,
  children,
}: {
  queryClient: QueryClient;
  i18n?: I18n;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </I18nextProvider>
  );
}
