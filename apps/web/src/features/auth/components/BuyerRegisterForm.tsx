import type { BuyerRegisterForm as BuyerRegisterData } from '@mariner/contracts';
import { useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { lazyResolver } from '../../../lib/lazy-resolver.ts';
import { currentLocale } from '../../../lib/locale.ts';
import { useRegister } from '../api/register.ts';
import { PersonFields } from './PersonFields.tsx';

const resolver = lazyResolver<BuyerRegisterData, BuyerRegisterData>(
  async () => (await import('./form-rules.ts')).buyerRegisterResolver,
);

const DEFAULT_VALUES: BuyerRegisterData = { firstName: '', lastName: '', email: '', password: '' };
const FORM_FIELDS = new Set(Object.keys(DEFAULT_VALUES));

/** Issue 27 item 1: a buyer joins with a name, an e-mail and a password, nothing else. */
export function BuyerRegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation(['auth', 'messages']);
  const registerMutation = useRegister();
  const [formError, setFormError] = useState<string | null>(null);
  const [checkEmail, setCheckEmail] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<BuyerRegisterData>({ resolver, defaultValues: DEFAULT_VALUES });

  const onSubmit = handleSubmit(async (data) => {
    setFormError(null);
    try {
      const answer = await registerMutation.mutateAsync({
        ...data,
        accountType: 'BUYER',
        language: currentLocale(),
      });
      // No session: the address has an account, and only its owner's mailbox is told (decision 013).
      if ('message' in answer) setCheckEmail(answer.message);
      else onSuccess();
    } catch (error) {
      const fieldErrors = Object.entries(error instanceof ApiError ? error.fields : {}).filter(([name]) =>
        FORM_FIELDS.has(name),
      );
      fieldErrors.forEach(([name, message], index) => {
        setError(name as Path<BuyerRegisterData>, { type: 'server', message }, { shouldFocus: index === 0 });
      });
      if (fieldErrors.length === 0) setFormError(errorMessage(error, t('messages:registrationFailed')));
    }
  });

  if (checkEmail) return <Alert tone="success">{checkEmail}</Alert>;
  const busy = registerMutation.isPending;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <PersonFields
        fields={{
          firstName: register('firstName'),
          lastName: register('lastName'),
          email: register('email'),
          password: register('password'),
        }}
        errors={{
          firstName: errors.firstName?.message,
          lastName: errors.lastName?.message,
          email: errors.email?.message,
          password: errors.password?.message,
        }}
      />
      <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto sm:self-start">
        {busy ? t('messages:creatingAccount') : t('register.submitBuyer')}
      </Button>
    </form>
  );
}
