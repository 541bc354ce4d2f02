import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CreateUserData,
  type CreateUserRequest,
  CreateUserRequest as CreateUserSchema,
} from '@mariner/contracts';
import { MESSAGES } from '@mariner/contracts/constants';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { PasswordField } from '../../../components/PasswordField.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { useCreateUser } from '../api/users-mutations.ts';
import { ROLE_OPTIONS } from './users-display.ts';
import { showFieldErrors } from './users-form-errors.ts';

const DEFAULT_VALUES: CreateUserRequest = {
  email: '',
  password: '',
  firstName: '',
  lastName: '',
  role: 'SELLER',
  companyName: '',
};

const FIELDS = ['email', 'password', 'firstName', 'lastName', 'role', 'companyName'] as const;

/** Spec 001 §2, §5 Create user (superadmins): the contract's schema checks it before it is sent. */
export function UsersCreateForm() {
  const { t } = useTranslation(['admin-users', 'messages']);
  const mutation = useCreateUser();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<CreateUserRequest, unknown, CreateUserData>({
    resolver: zodResolver(CreateUserSchema),
    defaultValues: DEFAULT_VALUES,
  });

  const onSubmit = handleSubmit(async (data) => {
    try {
      await mutation.mutateAsync(data);
      reset(DEFAULT_VALUES);
    } catch (error) {
      showFieldErrors(error, FIELDS, setError);
    }
  });

  return (
    <section
      aria-labelledby="users-create-heading"
      className="rounded-2xl border border-line bg-white p-5 shadow-sm"
    >
      <h3 id="users-create-heading" className="text-lg font-bold text-primary">
        {t('create.heading')}
      </h3>
      <p className="mt-1 text-sm text-muted">{t('create.intro')}</p>
      <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4">
        {mutation.isSuccess ? <Alert tone="success">{t('messages:userCreated')}</Alert> : null}
        {mutation.isError ? (
          <Alert tone="error">{errorMessage(mutation.error, MESSAGES.createUserFailed)}</Alert>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('fields.email')}
            type="email"
            autoComplete="off"
            error={errors.email?.message}
            {...register('email')}
          />
          <PasswordField
            label={t('fields.password')}
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password')}
          />
          <TextField
            label={t('fields.firstName')}
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label={t('fields.lastName')}
            error={errors.lastName?.message}
            {...register('lastName')}
          />
          <SelectField label={t('fields.role')} error={errors.role?.message} {...register('role')}>
            {ROLE_OPTIONS.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t('fields.companyName')}
            optionalText={t('fields.optional')}
            error={errors.companyName?.message}
            {...register('companyName')}
          />
        </div>
        <div>
          <Button type="submit" disabled={mutation.isPending}>
            {mutation.isPending ? t('create.submitting') : t('create.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
