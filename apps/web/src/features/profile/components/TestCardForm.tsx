import { MESSAGES } from '@mariner/contracts';
import { FlaskConical } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import {
  type CardField,
  type CardValues,
  cardErrors,
  EMPTY_CARD,
  toCardFieldErrors,
  toTestCardRequest,
} from '../../../lib/card-values.ts';
import { useAddTestCard } from '../api/payment-methods.ts';

interface TestCardFormProps {
  clientSecret: string;
  onAdded: () => void;
  onCancel: () => void;
}

/**
 * The built-in test processor's card entry (ARCHITECTURE: payments), standing where Stripe
 * Elements will: the card is checked by Stripe's rules and words, confirmed, then saved.
 */
export function TestCardForm({ clientSecret, onAdded, onCancel }: TestCardFormProps) {
  const { t } = useTranslation(['profile', 'messages']);
  const addCard = useAddTestCard();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<CardValues>({ defaultValues: EMPTY_CARD });

  // The form appears where the Add button was: the card number is where typing starts.
  useEffect(() => setFocus('number'), [setFocus]);

  const showFieldErrors = (fieldErrors: Partial<Record<CardField, string>>) => {
    const entries = Object.entries(fieldErrors) as [CardField, string][];
    entries.forEach(([name, message], index) => {
      setError(name, { type: 'card', message }, { shouldFocus: index === 0 });
    });
    return entries.length > 0;
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    if (showFieldErrors(cardErrors(values))) return;
    try {
      await addCard.mutateAsync(toTestCardRequest(values, clientSecret));
      onAdded();
    } catch (error) {
      // Spec 001 §8: the card's own message, else the server's, else ours.
      const fields = error instanceof ApiError ? toCardFieldErrors(error.fields) : {};
      if (!showFieldErrors(fields)) setFormError(errorMessage(error, MESSAGES.addPaymentMethodFailed));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="add-card-heading" className="flex flex-col gap-4">
      <h3 id="add-card-heading" className="text-base font-bold text-primary">
        {t('cards.addHeading')}
      </h3>
      <p className="flex items-start gap-2 rounded-lg border border-dashed border-accent bg-accent-soft px-3 py-2 text-sm font-medium text-primary">
        <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('cards.testMode')}
      </p>
      <TextField
        label={t('cards.number')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        error={errors.number?.message}
        {...register('number')}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label={t('cards.expiry')}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('cards.expiryPlaceholder')}
          error={errors.expiry?.message}
          {...register('expiry')}
        />
        <TextField
          label={t('cards.cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          error={errors.cvc?.message}
          {...register('cvc')}
        />
      </div>
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row">
        <Button variant="secondary" onClick={onCancel} disabled={addCard.isPending}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={addCard.isPending}>
          {addCard.isPending ? t('cards.saving') : t('cards.save')}
        </Button>
      </div>
    </form>
  );
}
