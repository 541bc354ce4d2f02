import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { type Translator, TranslatorProvider } from '../lib/i18n/index.tsx';
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
  i18n?: Translator;
  children: ReactNode;
}) {
  return (
    <TranslatorProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </TranslatorProvider>
  );
}
