import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { fixedHead } from '../../../lib/head.ts';
import { paths } from '../../../lib/paths.ts';
import type { NoticeState } from '../../../lib/redirect.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { RegisterForm } from '../components/RegisterForm.tsx';

export function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();

  const onSuccess = () => {
    const state: NoticeState = { notice: t('register.success') };
    // TODO(issue 5): go to paths.pricing once the pricing page exists (spec 000 §2 Register).
    navigate(paths.dashboard, { replace: true, state });
  };

  return (
    <AuthLayout
      wide
      heading={t('register.heading')}
      intro={t('register.intro')}
      footer={
        <>
          {t('register.haveAccount')}{' '}
          <Link to={paths.login} className="font-semibold text-accent-strong underline underline-offset-2">
            {t('register.loginLink')}
          </Link>
        </>
      }
    >
      <RegisterForm onSuccess={onSuccess} />
    </AuthLayout>
  );
}

/** The texts this page shows beyond every page's (app/route-module.ts). */
export const texts: readonly string[] = ['auth', 'messages'];

export const head = fixedHead('register');
