import type { LoginData, LoginRequest, User } from '@mariner/contracts';
import { Button } from '../../../components/Button.tsx';
import { Checkbox } from '../../../components/Checkbox.tsx';
import { PasswordField } from '../../../components/PasswordField.tsx';
import { RefusalAlert } from '../../../components/RefusalAlert.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { TextOnDemand, useTranslation } from '../../../lib/i18n/index.tsx';
import { lazyResolver } from '../../../lib/lazy-resolver.ts';
import { useLightForm } from '../../../lib/light-form.ts';
import { useLogin } from '../api/login.ts';

const resolver = lazyResolver<LoginRequest, LoginData>(
  async () => (await import('./form-rules.ts')).loginResolver,
);

const DEFAULT_VALUES: LoginRequest = { email: '', password: '', rememberMe: false };

interface LoginFormProps {
  /** Told who signed in: a buyer lands elsewhere than a seller (issue 27). */
  onSuccess: (user: User) => void;
  /**
   * The contracts' message (`messages` key) shown when a failed answer carries no text of its own
   * (spec 000 §8): 'Login failed' unless given.
   */
  fallbackMessage?: string;
}

/**
 * Spec 000 §2 Login and §5; Remember me keeps the session 30 days (decision 7). Also the advertise
 * page's inline form, which the router composes with its own fallback text. On the light form
 * (lib/light-form.ts), not react-hook-form: issue 26.
 */
export function LoginForm({ onSuccess, fallbackMessage }: LoginFormProps) {
  const { t } = useTranslation('login');
  const loginMutation = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useLightForm<LoginRequest, LoginData>({ resolver, defaultValues: DEFAULT_VALUES });

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
        <RefusalAlert error={loginMutation.error} fallback={fallbackMessage ?? 'loginFailed'} />
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
        {busy ? <TextOnDemand namespace="messages" name="signingIn" /> : t('login.submit')}
      </Button>
    </form>
  );
}
