import { Suspense } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '../../components/Spinner.tsx';
import { AdvertisePage } from '../../features/advertise/pages/AdvertisePage.tsx';
import { LoginForm } from '../../features/auth/components/LoginForm.tsx';
// Its code comes once the page is interactive; every page's loader fetches it first (app/router.tsx).
import { NewsletterSignupLater } from '../../features/newsletter/components/NewsletterSignupLater.tsx';
import { pricingQueryOptions } from '../../lib/api/pricing.ts';
import { deferredComponent } from '../../lib/deferred-component.tsx';
import { fixedHead } from '../../lib/head.ts';
import { useTranslation } from '../../lib/i18n/index.tsx';
import { paths } from '../../lib/paths.ts';
import type { PageLoader } from '../../lib/route-module.ts';

/**
 * Issue 26: only a signed-in buyer sees the upgrade form (issue 27 item 5), so its code and texts
 * (`profile`) are no part of a visitor's first load; the loader fetches its code where the server
 * renders it, and it brings its texts when it first shows.
 */
const upgradeForm = deferredComponent(
  async () => (await import('../../features/users/components/UpgradeForm.tsx')).UpgradeForm,
);

/**
 * The advertise page's inline login (spec 000 §2, §8): on to the dashboard; a failure without the
 * server's text says 'Invalid email or password'.
 */
export function AdvertiseRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loginForm = (
    <LoginForm fallbackMessage="invalidEmailOrPassword" onSuccess={() => navigate(paths.dashboard)} />
  );
  return (
    <AdvertisePage
      loginForm={loginForm}
      newsletter={<NewsletterSignupLater source="advertise" />}
      upgradeForm={
        <Suspense fallback={<Spinner label={t('loading')} />}>
          <upgradeForm.Component />
        </Suspense>
      }
    />
  );
}

/** The texts this page shows beyond every page's (app/route-module.ts). */
export const texts: readonly string[] = ['advertise', 'login', 'newsletter', 'pricing'];

export const head = fixedHead('advertise');

export const loader: PageLoader = ({ queryClient, user }) => [
  queryClient.prefetchQuery(pricingQueryOptions()),
  ...(user?.role === 'USER' ? [upgradeForm.preload()] : []),
];
