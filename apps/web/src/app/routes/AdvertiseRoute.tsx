import { useNavigate } from 'react-router';
import { AdvertisePage } from '../../features/advertise/pages/AdvertisePage.tsx';
import { LoginForm } from '../../features/auth/components/LoginForm.tsx';
import { NewsletterSignup } from '../../features/newsletter/components/NewsletterSignup.tsx';
import { UpgradeForm } from '../../features/users/components/UpgradeForm.tsx';
import { pricingQueryOptions } from '../../lib/api/pricing.ts';
import { fixedHead } from '../../lib/head.ts';
import { paths } from '../../lib/paths.ts';
import type { PageLoader } from '../../lib/route-module.ts';

/**
 * The advertise page's inline login (spec 000 §2, §8): on to the dashboard; a failure without the
 * server's text says 'Invalid email or password'.
 */
export function AdvertiseRoute() {
  const navigate = useNavigate();
  const loginForm = (
    <LoginForm fallbackMessage="invalidEmailOrPassword" onSuccess={() => navigate(paths.dashboard)} />
  );
  return (
    <AdvertisePage
      loginForm={loginForm}
      newsletter={<NewsletterSignup source="advertise" />}
      upgradeForm={<UpgradeForm />}
    />
  );
}

/** The texts this page shows beyond every page's (app/route-module.ts). */
export const texts: readonly string[] = ['advertise', 'auth', 'pricing', 'profile'];

export const head = fixedHead('advertise');

export const loader: PageLoader = ({ queryClient }) => [queryClient.prefetchQuery(pricingQueryOptions())];
