import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '../../../app/paths.ts';
import { useDocumentTitle } from '../../../lib/document-title.ts';
import { readRedirectTarget } from '../../../lib/redirect.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';
import { LoginForm } from '../components/LoginForm.tsx';

export function LoginPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('login.title'));
  const location = useLocation();
  const navigate = useNavigate();

  // Back to the page the guard stopped them at (spec 000 §2 Login), else the dashboard.
  const onSuccess = () => navigate(readRedirectTarget(location.state, paths.dashboard), { replace: true });

  return (
    <AuthLayout
      heading={t('login.heading')}
      intro={t('login.intro')}
      footer={
        <>
          {t('login.noAccount')}{' '}
          <Link to={paths.register} className="font-semibold text-accent-strong underline underline-offset-2">
            {t('login.registerLink')}
          </Link>
        </>
      }
    >
      <LoginForm onSuccess={onSuccess} />
    </AuthLayout>
  );
}
