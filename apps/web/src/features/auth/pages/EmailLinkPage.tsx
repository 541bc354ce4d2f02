import { MESSAGES, safeReturnPath } from '@mariner/contracts/constants';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { titledHead } from '../../../lib/head.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { homePathFor, paths } from '../../../lib/paths.ts';
import { useVerifyEmailLink } from '../api/email-link.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';

/**
 * /sign-in/link?token=… (issue 27, decision 015): the person presses Sign in, which spends the link.
 * Opening the page spends nothing, so a mail scanner that follows links cannot use it up.
 */
export function EmailLinkPage() {
  const { t } = useTranslation(['auth', 'messages']);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const mutation = useVerifyEmailLink();

  const signIn = async () => {
    try {
      const answer = await mutation.mutateAsync(token);
      // The server kept only a same-site path; checked again here, as for any remembered place.
      navigate(safeReturnPath(answer.returnTo) ?? homePathFor(answer.user.role), { replace: true });
    } catch {
      // Shown below.
    }
  };

  const invalid =
    !token || (mutation.error instanceof ApiError && mutation.error.message === MESSAGES.emailLinkInvalid);

  return (
    <AuthLayout
      heading={t('emailLink.heading')}
      intro={t('emailLink.intro')}
      footer={
        <Link to={paths.login} className="font-semibold text-accent-strong underline underline-offset-2">
          {t('emailLink.askAgain')}
        </Link>
      }
    >
      {invalid ? (
        <Alert tone="error">{t('messages:emailLinkInvalid')}</Alert>
      ) : (
        <div className="flex flex-col gap-4">
          {mutation.error ? (
            <Alert tone="error">{errorMessage(mutation.error, t('messages:loginFailed'))}</Alert>
          ) : null}
          <Button type="button" size="lg" onClick={signIn} disabled={mutation.isPending}>
            {mutation.isPending ? t('emailLink.signingIn') : t('emailLink.submit')}
          </Button>
        </div>
      )}
    </AuthLayout>
  );
}

/** The texts this page shows beyond every page's (app/route-module.ts). */
export const texts: readonly string[] = ['auth', 'messages'];

/** The tab's title, the same on the server's shell and in the browser (issue 26 item 3). */
export const head = titledHead('auth:emailLink.title');
