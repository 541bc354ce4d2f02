import type { User } from '@mariner/contracts';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { fixedHead } from '../../../lib/head.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { homePathFor, paths } from '../../../lib/paths.ts';
import { readRedirectTarget } from '../../../lib/redirect.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { EmailLinkForm } from '../components/EmailLinkForm.tsx';
import { LoginForm } from '../components/LoginForm.tsx';

export function LoginPage() {
  const { t } = useTranslation('login');
  const location = useLocation();
  const navigate = useNavigate();

  // Back to the page the guard stopped them at (spec 000 §2 Login), else a buyer's home or the dashboard.
  // A screen that sent the user here may pass a notice, e.g. after a password reset.
  const notice = (location.state as { notice?: unknown } | null)?.notice;
  const onSuccess = (user: User) =>
    navigate(readRedirectTarget(location.state, homePathFor(user.role)), { replace: true });

  return (
    <AuthLayout
      heading={t('login.heading')}
      intro={t('login.intro')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Link
            to={paths.register}
            state={location.state}
            className="font-semibold text-accent-strong underline underline-offset-2"
          >
            {t('login.registerLink')}
          </Link>
        </>
      }
    >
      {typeof notice === 'string' ? (
        <Alert tone="success" className="mb-5">
          {notice}
        </Alert>
      ) : null}
      <LoginForm onSuccess={onSuccess} />
      <p className="mt-4 text-right text-sm">
        <Link
          to={paths.forgotPassword}
          className="font-semibold text-accent-strong underline underline-offset-2"
        >
          {t('login.forgotPassword')}
        </Link>
      </p>
      <div className="mt-6 border-t border-line pt-6">
        <EmailLinkForm returnTo={readRedirectTarget(location.state, '') || null} />
      </div>
    </AuthLayout>
  );
}

/** The texts this page shows beyond every page's (app/route-module.ts). */
export const texts: readonly string[] = ['login'];

export const head = fixedHead('login');
