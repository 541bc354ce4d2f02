import { zodResolver } from '@hookform/resolvers/zod';
import { ResetPasswordRequest } from '@mariner/contracts';
import { MESSAGES } from '@mariner/contracts/constants';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { PasswordField } from '../../../components/PasswordField.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { titledHead } from '../../../lib/head.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';
import { useResetPassword } from '../api/password.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';

/** /reset-password?token=…: a new password twice; success goes to /login with the notice. */
export function ResetPasswordPage() {
  const { t } = useTranslation(['auth', 'messages']);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const mutation = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ResetPasswordRequest>({
    resolver: zodResolver(ResetPasswordRequest),
    defaultValues: { token, password: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit(async (data) => {
    try {
      const { message } = await mutation.mutateAsync({ ...data, token });
      navigate(paths.login, { replace: true, state: { notice: message } });
    } catch {
      // Shown below.
    }
  });

  const invalid =
    !token ||
    (mutation.error instanceof ApiError && mutation.error.message === MESSAGES.passwordResetInvalid);

  return (
    <AuthLayout
      heading={t('reset.heading')}
      intro={t('reset.intro')}
      footer={
        <Link to={paths.login} className="font-semibold text-accent-strong underline underline-offset-2">
          {t('forgot.backToLogin')}
        </Link>
      }
    >
      {invalid ? (
        <Alert tone="error">
          {t('messages:passwordResetInvalid')}{' '}
          <Link to={paths.forgotPassword} className="font-semibold underline underline-offset-2">
            {t('reset.askAgain')}
          </Link>
        </Alert>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          {mutation.isError ? (
            <Alert tone="error">{errorMessage(mutation.error, t('messages:internalError'))}</Alert>
          ) : null}
          <PasswordField
            label={t('reset.password')}
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <PasswordField
            label={t('reset.confirmPassword')}
            autoComplete="new-password"
            error={errors.confirmPassword?.message}
            {...register('confirmPassword')}
          />
          <Button type="submit" size="lg" disabled={mutation.isPending} aria-disabled={mutation.isPending}>
            {mutation.isPending ? t('reset.saving') : t('reset.submit')}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}

/** The texts this page shows beyond every page's (app/route-module.ts). */
export const texts: readonly string[] = ['auth', 'messages'];

/** The tab's title, the same on the server's shell and in the browser (issue 26 item 3). */
export const head = titledHead('auth:reset.title');
