import { lazy, Suspense, useContext, useRef } from 'react';
import { Navigate, Outlet, UNSAFE_DataRouterContext, useLocation } from 'react-router';
import { Spinner } from '../components/Spinner.tsx';
import { useSession } from '../lib/api/session.ts';
import { HeadTitle, titledHead } from '../lib/head.ts';
import { useTranslation } from '../lib/i18n/index.tsx';
import { homePathFor, paths } from '../lib/paths.ts';
import { type FromState, readRedirectTarget } from '../lib/redirect.ts';

function SessionSpinner() {
  const { t } = useTranslation();
  return <Spinner label={t('loading')} />;
}

/** Spec 000 §4: a visitor goes to /login, which remembers where they were going. */
function RedirectToLogin() {
  const location = useLocation();
  const state: FromState = {
    from: { pathname: location.pathname, search: location.search, hash: location.hash },
  };
  return <Navigate to={paths.login} replace state={state} />;
}

/**
 * True while the page a guard protects is being left: the router has moved on to another address,
 * but React has not replaced the page yet (the next page's code or data is still loading). Logout
 * forgets the user just after navigating home, and such a page can render once more then; sending
 * it to /login would override the navigation under way (the logout journey ended on /login).
 */
function useIsBeingLeft(): boolean {
  const location = useLocation();
  // The router's state is live (updated before React renders), unlike the location this page holds.
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  return router !== undefined && router.state.location.key !== location.key;
}

/** Spec 000 §4: only a signed-in user passes. */
export function RequireAuth() {
  const { user, isLoading } = useSession();
  const isBeingLeft = useIsBeingLeft();
  if (isLoading) return <SessionSpinner />;
  if (!user) return isBeingLeft ? null : <RedirectToLogin />;
  return <Outlet />;
}

/** Spec 001 §2: admin-only routes send anyone but ADMIN and SUPERADMIN to the dashboard. */
export function RequireAdmin() {
  const { user, isAdmin, isLoading } = useSession();
  const isBeingLeft = useIsBeingLeft();
  if (isLoading) return <SessionSpinner />;
  if (!user) return isBeingLeft ? null : <RedirectToLogin />;
  if (!isAdmin) return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}

/**
 * Issue 27 item 5: the upgrade is in the account feature and loads only when a buyer reaches a
 * seller's form, never with a public page.
 */
const SellerUpgradePanel = lazy(() =>
  import('../features/users/components/SellerUpgradePanel.tsx').then((module) => ({
    default: module.SellerUpgradePanel,
  })),
);

/**
 * The head of a seller's form as a buyer gets it: the upgrade's (issue 26 item 3). The router gives
 * it to those pages' heads for a buyer, so the server's shell says it too.
 */
export const sellerUpgradeHead = titledHead('profile:upgrade.pageTitle');

/**
 * Creating an auction, a banner or a directory listing is for sellers (decision 015): a buyer is
 * offered the upgrade in place of the form, and once upgraded the form shows at the same address.
 */
export function RequireSeller() {
  const { user, isBuyer, isLoading } = useSession();
  const isBeingLeft = useIsBeingLeft();
  if (isLoading) return <SessionSpinner />;
  if (!user) return isBeingLeft ? null : <RedirectToLogin />;
  if (isBuyer) {
    return (
      <Suspense fallback={<SessionSpinner />}>
        <SellerUpgradePanel />
        {/* In the same boundary: the tab is named once the panel's texts are there. */}
        <HeadTitle head={sellerUpgradeHead} />
      </Suspense>
    );
  }
  return <Outlet />;
}

/**
 * /login and /register are for visitors: someone already signed in when they arrive goes on to
 * their home — a buyer's /my, everyone else's dashboard — (or the page they were heading to). The check is made once per arrival, so
 * signing in on the page leaves the navigation to the page itself (it knows where to go and
 * with which message) instead of racing it.
 */
export function PublicOnly() {
  const { user, isLoading } = useSession();
  const location = useLocation();
  const arrival = useRef<{ key: string; signedIn: boolean } | null>(null);

  if (isLoading) return <SessionSpinner />;
  if (arrival.current?.key !== location.key) {
    arrival.current = { key: location.key, signedIn: Boolean(user) };
  }
  if (arrival.current.signedIn) {
    return <Navigate to={readRedirectTarget(location.state, homePathFor(user?.role))} replace />;
  }
  return <Outlet />;
}
