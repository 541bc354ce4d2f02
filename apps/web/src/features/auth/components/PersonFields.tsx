import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from '../../../components/PasswordField.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';

type PersonField = 'firstName' | 'lastName' | 'email' | 'password';

interface PersonFieldsProps {
  /** Each field as its form registered it (`register('firstName')` …). */
  fields: Record<PersonField, UseFormRegisterReturn>;
  errors: Partial<Record<PersonField, string | undefined>>;
  /** Shown beside the password (the business form's confirmation). */
  besidePassword?: ReactNode;
}

/**
 * The person joining, asked the same way by every kind of account (issue 27): first and last name,
 * e-mail and a new password. The buyer's and the business forms each add their own fields around it.
 */
export function PersonFields({ fields, errors, besidePassword }: PersonFieldsProps) {
  const { t } = useTranslation('auth');
  const password = (
    <PasswordField
      label={t('register.password')}
      hint={t('register.passwordHint')}
      autoComplete="new-password"
      error={errors.password}
      {...fields.password}
    />
  );
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('register.firstName')}
          autoComplete="given-name"
          error={errors.firstName}
          {...fields.firstName}
        />
        <TextField
          label={t('register.lastName')}
          autoComplete="family-name"
          error={errors.lastName}
          {...fields.lastName}
        />
      </div>
      <TextField
        label={t('register.email')}
        type="email"
        autoComplete="email"
        error={errors.email}
        {...fields.email}
      />
      {besidePassword ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {password}
          {besidePassword}
        </div>
      ) : (
        password
      )}
    </>
  );
}
