import type { BuyerRegisterForm as BuyerRegisterData } from '@mariner/contracts';
import { useState } from 'react';
import type { Path } from 'react-hook-form';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { RefusalAlert } from '../../../components/RefusalAlert.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { TextOnDemand, useTranslation } from '../../../lib/i18n/index.tsx';
import { lazyResolver } from '../../../lib/lazy-resolver.ts';
import { useLightForm } from '../../../lib/light-form.ts';
import { currentLocale } from '../../../lib/locale.ts';
import { useRegister } from '../api/register.ts';
import { PersonFields } from './PersonFields.tsx';

const resolver = lazyResolver<BuyerRegisterData, BuyerRegisterData>(
  async () => (await import('./form-rules.ts')).buyerRegisterResolver,
);

const DEFAULT_VALUES: BuyerRegisterData = { firstName: '', lastName: '', email: '', password: '' };
const FORM_FIELDS = new Set(Object.keys(DEFAULT_VALUES));

/**
 * Issue 27 item 1: a buyer joins with a name, an e-mail and a password, nothing else. The register
 * page's first form, so on the light form (lib/light-form.ts), not react-hook-form (issue 26).
 */
export function BuyerRegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const { t } = useTranslation('auth');
  const registerMutation = useRegister();
  // A refusal not about one field: shown with the contracts' words when the answer has none.
  const [formError, setFormError] = useState<unknown>(null);
  const [checkEmail, setCheckEmail] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useLightForm<BuyerRegisterData, BuyerRegisterData>({ resolver, defaultValues: DEFAULT_VALUES });

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
      if (fieldErrors.length === 0) setFormError(error);
    }
  });

  if (checkEmail) return <Alert tone="success">{checkEmail}</Alert>;
  const busy = registerMutation.isPending;

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {formError ? <RefusalAlert error={formError} fallback="registrationFailed" /> : null}
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
        {busy ? <TextOnDemand namespace="messages" name="creatingAccount" /> : t('register.submitBuyer')}
      </Button>
    </form>
  );
}
