import { zodResolver } from '@hookform/resolvers/zod';
import { ChangePasswordRequest } from '@mariner/contracts';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { PasswordField } from '../../../components/PasswordField.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { useChangePassword } from '../api/change-password.ts';

/** The profile's Change password section: this session stays signed in, every other one is revoked. */
export function ChangePasswordForm() {
  const { t } = useTranslation(['auth', 'messages']);
  const mutation = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordRequest>({
    resolver: zodResolver(ChangePasswordRequest),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit(async (data) => {
    try {
      await mutation.mutateAsync(data);
      reset();
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (field === 'currentPassword' || field === 'newPassword' || field === 'confirmPassword') {
            setError(field, { message });
          }
        }
      }
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex max-w-md flex-col gap-5">
      {mutation.isSuccess ? <Alert tone="success">{mutation.data.message}</Alert> : null}
      {mutation.isError &&
      !(mutation.error instanceof ApiError && Object.keys(mutation.error.fields).length) ? (
        <Alert tone="error">{errorMessage(mutation.error, t('messages:internalError'))}</Alert>
      ) : null}
      <PasswordField
        label={t('changePassword.current')}
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <PasswordField
        label={t('changePassword.new')}
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PasswordField
        label={t('changePassword.confirm')}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <div>
        <Button type="submit" disabled={mutation.isPending} aria-disabled={mutation.isPending}>
          {mutation.isPending ? t('changePassword.saving') : t('changePassword.submit')}
        </Button>
      </div>
    </form>
  );
}
