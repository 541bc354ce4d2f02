import type { SessionResponse } from '@mariner/contracts';
import { useQuery } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_QUERY_KEY } from '../../lib/api/session.ts';
import { useTranslation } from '../../lib/i18n/index.tsx';
import { applyLocale, currentLocale } from '../../lib/locale.ts';
import { deferred, jsonResponse, makeUser, mockFetch } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { i18n } from '../i18n.ts';
import { RootLayout } from './RootLayout.tsx';

/** The languages a query was asked in (the server translates names by the page's language). */
const askedIn: string[] = [];

function Page() {
  const { t } = useTranslation();
  useQuery({ queryKey: ['names'], queryFn: () => askedIn.push(currentLocale()) });
  return <h1>{t('nav.auctions')}</h1>;
}

afterEach(() => {
  applyLocale('en');
  askedIn.length = 0;
});

describe('the language switch', () => {
  it('keeps the page in its language until the other language’s page is shown, then asks again', async () => {
    mockFetch(() => jsonResponse(200, {}));
    // The French page's code (and texts) arrive when the test says so.
    const frenchPage = deferred<void>();
    const routes = [
      {
        element: <RootLayout />,
        children: [
          { path: '/auctions', element: <Page /> },
          { path: '/fr/encans', lazy: () => frenchPage.promise.then(() => ({ Component: Page })) },
        ],
      },
    ];
    const { user, router } = renderRoutes(routes, { initialEntries: ['/auctions'], user: null });
    expect(await screen.findByRole('heading', { name: 'Auctions' })).toBeInTheDocument();
    expect(askedIn).toEqual(['en']);

    await user.click(screen.getAllByRole('link', { name: 'Lire cette page en français' })[0] as HTMLElement);
    // Still loading the French page: this one stays as it was, in English.
    expect(router.state.navigation.state).toBe('loading');
    expect(i18n.language).toBe('en');
    expect(screen.getByRole('heading', { name: 'Auctions' })).toBeInTheDocument();
    expect(document.cookie).toContain('lang=fr');

    await act(async () => frenchPage.resolve());
    expect(await screen.findByRole('heading', { name: 'Encans' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/fr/encans');
    expect(i18n.language).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    // Asked again, in French.
    await screen.findByRole('heading', { name: 'Encans' });
    await act(async () => undefined);
    expect(askedIn).toEqual(['en', 'fr']);
  });

  it('saves a signed-in user’s choice and keeps it in the cached user', async () => {
    const signedIn = makeUser({ language: 'en' });
    const { calls } = mockFetch(({ url }) =>
      url === '/api/auth/session'
        ? jsonResponse(200, { user: { ...signedIn, language: 'fr' } })
        : jsonResponse(200, { success: true }),
    );
    const routes = [
      {
        element: <RootLayout />,
        children: [
          { path: '/auctions', element: <Page /> },
          { path: '/fr/encans', element: <Page /> },
        ],
      },
    ];
    const { user, queryClient } = renderRoutes(routes, {
      initialEntries: ['/auctions'],
      user: signedIn,
    });
    await screen.findByRole('heading', { name: 'Auctions' });

    await user.click(screen.getAllByRole('link', { name: 'Lire cette page en français' })[0] as HTMLElement);

    await vi.waitFor(() =>
      expect(calls.find((call) => call.url === '/api/users/profile/language')).toMatchObject({
        method: 'PUT',
        body: { language: 'fr' },
      }),
    );
    // A profile form opened next shows, and saves, the language just chosen.
    await vi.waitFor(() =>
      expect(queryClient.getQueryData<SessionResponse>(SESSION_QUERY_KEY)?.user?.language).toBe('fr'),
    );
  });
});
