import { MESSAGES } from '@mariner/contracts/constants';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { TestCardFields } from '../../../components/TestCardFields.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import {
  type CardField,
  type CardValues,
  cardErrors,
  EMPTY_CARD,
  toCardFieldErrors,
  toTestCardRequest,
} from '../../../lib/card-values.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
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
      <TestCardFields register={register} errors={errors} />
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
