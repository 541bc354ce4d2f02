import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Spinner } from '../../components/Spinner.tsx';
import { useTranslation } from '../../lib/i18n/index.tsx';
import { applyLocale, localeOfPath } from '../../lib/locale.ts';
import { ConfirmEmailBanner } from './ConfirmEmailBanner.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * After a client-side navigation, focus moves to the new page's content, so keyboard and screen
 * reader users start there instead of on a link that may no longer exist.
 */
function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [pathname]);
}

/**
 * Issue 16: the address says the language. The switch, Back and Forward across it, or a French link
 * followed from an English page show the page in its own language before it paints: the route has
 * loaded its texts in that language with its code (router.tsx), so the translator switches at once. Names
 * the server translates (categories, advertiser types) are then asked for again in that language.
 */
function useLocaleOfAddress() {
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  const queryClient = useQueryClient();
  const shown = useRef(locale);
  useLayoutEffect(() => {
    applyLocale(locale);
    if (shown.current === locale) return;
    shown.current = locale;
    void queryClient.invalidateQueries();
  }, [locale, queryClient]);
}

/**
 * Says on <html data-interactive> that the app has taken over the page (hydrated a server-rendered
 * one, or rendered it): the journeys wait for it before they click, as a person could not tell.
 */
function useMarkInteractive() {
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
}

export function RootLayout() {
  const { t } = useTranslation();
  useLocaleOfAddress();
  useFocusMainOnNavigation();
  useMarkInteractive();
  return (
    <div className="flex min-h-dvh flex-col overflow-x-clip">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-primary focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus-visible:outline-2 focus-visible:outline-accent"
      >
        {t('skipToContent')}
      </a>
      <Header />
      <ConfirmEmailBanner />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        {/* A page whose texts are not loaded yet (issue 14: each namespace loads when first used). */}
        <Suspense fallback={<Spinner label={t('loading')} />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      {/* New pages start at the top; back and forward restore where the reader was. */}
      <ScrollRestoration />
    </div>
  );
}
