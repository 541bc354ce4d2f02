import type { LoginData, LoginRequest, User } from '@mariner/contracts';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Checkbox } from '../../../components/Checkbox.tsx';
import { PasswordField } from '../../../components/PasswordField.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { lazyResolver } from '../../../lib/lazy-resolver.ts';
import { useLogin } from '../api/login.ts';

const resolver = lazyResolver<LoginRequest, LoginData>(
  async () => (await import('./form-rules.ts')).loginResolver,
);

interface LoginFormProps {
  /** Told who signed in: a buyer lands elsewhere than a seller (issue 27). */
  onSuccess: (user: User) => void;
  /** Shown when a failed answer carries no text of its own (spec 000 §8): 'Login failed' unless given. */
  fallbackMessage?: string;
}

/**
 * Spec 000 §2 Login and §5; Remember me keeps the session 30 days (decision 7). Also the advertise
 * page's inline form, which the router composes with its own fallback text.
 */
export function LoginForm({ onSuccess, fallbackMessage }: LoginFormProps) {
  const { t } = useTranslation(['auth', 'messages']);
  const loginMutation = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginRequest, unknown, LoginData>({
    resolver,
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  const onSubmit = handleSubmit(async (data) => {
    try {
      const { user } = await loginMutation.mutateAsync(data);
      onSuccess(user);
    } catch {
      // The failure is shown from the mutation's error below.
    }
  });

  const busy = loginMutation.isPending;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      {loginMutation.isError ? (
        <Alert tone="error">
          {errorMessage(loginMutation.error, fallbackMessage ?? t('messages:loginFailed'))}
        </Alert>
      ) : null}
      <TextField
        label={t('login.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label={t('login.password')}
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Checkbox label={t('login.rememberMe')} hint={t('login.rememberMeHint')} {...register('rememberMe')} />
      <Button type="submit" size="lg" disabled={busy} aria-disabled={busy}>
        {busy ? t('messages:signingIn') : t('login.submit')}
      </Button>
    </form>
  );
}
