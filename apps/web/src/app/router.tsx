import { createBrowserRouter, type RouteObject } from 'react-router';
import { useSession } from '../features/auth/api/get-session.ts';
import { LoginPage } from '../features/auth/pages/LoginPage.tsx';
import { RegisterPage } from '../features/auth/pages/RegisterPage.tsx';
import { DashboardPage } from '../features/dashboard/pages/DashboardPage.tsx';
import { HomePage } from '../features/home/pages/HomePage.tsx';
import { NotFoundPage } from '../features/not-found/pages/NotFoundPage.tsx';
import { AboutPage } from '../features/static-pages/pages/AboutPage.tsx';
import { PrivacyPage } from '../features/static-pages/pages/PrivacyPage.tsx';
import { TermsPage } from '../features/static-pages/pages/TermsPage.tsx';
import { PublicOnly, RequireAuth } from './guards.tsx';
import { RootLayout } from './layout/RootLayout.tsx';
import { paths } from './paths.ts';
import { RouteError } from './RouteError.tsx';

/** The dashboard gets its user from here, so the dashboard feature does not import auth. */
function DashboardRoute() {
  const { user } = useSession();
  return user ? <DashboardPage user={user} /> : null;
}

/**
 * Only the screens delivered so far. Links to later screens (/auctions, /calendar, /pricing,
 * /admin…) are in the paths table and fall through to the not-found page until they land.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      {
        element: <PublicOnly />,
        children: [
          { path: paths.login, element: <LoginPage /> },
          { path: paths.register, element: <RegisterPage /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [{ path: paths.dashboard, element: <DashboardRoute /> }],
      },
      { path: paths.about, element: <AboutPage /> },
      { path: paths.terms, element: <TermsPage /> },
      { path: paths.privacy, element: <PrivacyPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
