import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordRequest } from '@mariner/contracts';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { titledHead } from '../../../lib/head.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';
import { useRequestPasswordReset } from '../api/password.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';

/** Decision 7: asks for a reset link; the answer never says whether the e-mail is registered. */
export function ForgotPasswordPage() {
  const { t } = useTranslation(['auth', 'messages']);
  const mutation = useRequestPasswordReset();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordRequest>({
    resolver: zodResolver(ForgotPasswordRequest),
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit(async (data) => {
    try {
      await mutation.mutateAsync(data);
    } catch {
      // Shown from the mutation's error below.
    }
  });

  return (
    <AuthLayout
      heading={t('forgot.heading')}
      intro={t('forgot.intro')}
      footer={
        <Link to={paths.login} className="font-semibold text-accent-strong underline underline-offset-2">
          {t('forgot.backToLogin')}
        </Link>
      }
    >
      {mutation.isSuccess ? (
        <Alert tone="success">{mutation.data.message}</Alert>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
          {mutation.isError ? (
            <Alert tone="error">{errorMessage(mutation.error, t('messages:internalError'))}</Alert>
          ) : null}
          <TextField
            label={t('forgot.email')}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" size="lg" disabled={mutation.isPending} aria-disabled={mutation.isPending}>
            {mutation.isPending ? t('forgot.sending') : t('forgot.submit')}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}

/** The texts this page shows beyond every page's (app/route-module.ts). */
export const texts: readonly string[] = ['auth', 'messages'];

/** The tab's title, the same on the server's shell and in the browser (issue 26 item 3). */
export const head = titledHead('auth:forgot.title');
