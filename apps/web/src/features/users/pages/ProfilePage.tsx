import type { User } from '@mariner/contracts';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Container } from '../../../components/Container.tsx';
import { useSession } from '../../../lib/api/session.ts';
import { titledHead } from '../../../lib/head.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';
import { ChangePasswordForm } from '../components/ChangePasswordForm.tsx';
import { PaymentMethodsSection } from '../components/PaymentMethodsSection.tsx';
import { PrivacySection } from '../components/PrivacySection.tsx';
import { ProfileForm } from '../components/ProfileForm.tsx';
import { UpgradeForm } from '../components/UpgradeForm.tsx';

/** Spec 001 §2: /profile and /profile/edit are the same screen. RequireAuth guarantees a user. */
export function ProfilePage() {
  const { user } = useSession();
  return user ? <Profile user={user} /> : null;
}

/** A buyer's account (issue 27); a USER an admin gave an advertiser type keeps the seller's profile. */
const isBuyer = (user: User) => user.role === 'USER' && !user.advertiserType;

const cardClasses = 'rounded-2xl border border-line bg-white p-4 shadow-sm sm:p-8';

function Profile({ user }: { user: User }) {
  const { t } = useTranslation(['profile', 'auth']);
  const { hash } = useLocation();
  const [wasBuyer] = useState(() => isBuyer(user));

  // A link to /profile#payment-methods (the create-listing gate) lands on the cards.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView?.();
  }, [hash]);

  return (
    <Container className="py-8 sm:py-10">
      <div className="mx-auto flex max-w-4xl flex-col gap-6">
        <Link
          to={paths.dashboard}
          className="inline-flex items-center gap-2 self-start rounded text-sm font-semibold text-accent-strong hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('back')}
        </Link>
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-primary sm:text-3xl">{t('title')}</h1>
          <p className="mt-2 text-muted">{t('intro')}</p>
        </div>
        <div className={cardClasses}>
          <ProfileForm user={user} />
        </div>
        {/* Issue 27: a buyer is offered the upgrade (its answer stays in view after it); cards are for sellers. */}
        {wasBuyer ? (
          <div className={cardClasses}>
            <UpgradeForm />
          </div>
        ) : null}
        {isBuyer(user) ? null : (
          <div className={cardClasses}>
            <PaymentMethodsSection />
          </div>
        )}
        {user.hasPassword ? (
          <section className={cardClasses} aria-labelledby="change-password-heading">
            <h2 id="change-password-heading" className="mb-4 text-lg font-semibold text-primary">
              {t('auth:changePassword.heading')}
            </h2>
            <ChangePasswordForm />
          </section>
        ) : null}
        <div className={cardClasses}>
          <PrivacySection user={user} />
        </div>
      </div>
    </Container>
  );
}

/** The texts this page shows beyond every page's (app/route-module.ts). */
export const texts: readonly string[] = ['auth', 'checkout', 'messages', 'profile'];

/** The tab's title, the same on the server's shell and in the browser (issue 26 item 3). */
export const head = titledHead('profile:title');
