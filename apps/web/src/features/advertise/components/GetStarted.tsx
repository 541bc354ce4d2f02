import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../lib/api/session.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';
import { SignedInLinks } from './SignedInLinks.tsx';

export const GET_STARTED_ID = 'get-started';

/**
 * Spec 000 §2 Advertise: a signed-in user gets the links to act on; a visitor gets the inline login
 * form (composed by the router, so this feature does not import the auth screens) and a way to register.
 */
export function GetStarted({ loginForm, upgradeForm }: { loginForm: ReactNode; upgradeForm?: ReactNode }) {
  const { t } = useTranslation('advertise');
  const { user, isLoading } = useSession();

  return (
    <section
      id={GET_STARTED_ID}
      aria-labelledby={`${GET_STARTED_ID}-heading`}
      className="flex scroll-mt-24 flex-col lg:scroll-mt-36 gap-5 rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-7"
    >
      <h2 id={`${GET_STARTED_ID}-heading`} className="text-2xl font-bold tracking-tight text-primary">
        {t('getStarted.heading')}
      </h2>
      {isLoading ? (
        <p aria-busy="true" className="flex flex-col gap-3">
          <span className="sr-only">{t('getStarted.loading')}</span>
          <span aria-hidden="true" className="block h-12 animate-pulse rounded-xl bg-primary-soft" />
          <span aria-hidden="true" className="block h-12 animate-pulse rounded-xl bg-primary-soft" />
        </p>
      ) : user?.role === 'USER' && upgradeForm ? (
        // Issue 27 item 5: a buyer lists or advertises once their account is a seller's.
        upgradeForm
      ) : user ? (
        <SignedInLinks user={user} />
      ) : (
        <>
          <p className="text-muted">{t('getStarted.signInIntro')}</p>
          {loginForm}
          <p className="border-t border-line pt-4 text-sm text-muted">
            {t('getStarted.noAccount')}{' '}
            <Link
              to={paths.register}
              className="font-semibold text-accent-strong underline underline-offset-2"
            >
              {t('getStarted.register')}
            </Link>
          </p>
        </>
      )}
    </section>
  );
}
