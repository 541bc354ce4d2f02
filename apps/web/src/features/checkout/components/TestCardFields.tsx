import { FlaskConical } from 'lucide-react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/TextField.tsx';
import type { CardValues } from '../../../lib/card-values.ts';

interface TestCardFieldsProps {
  register: UseFormRegister<CardValues>;
  errors: FieldErrors<CardValues>;
}

/**
 * The built-in test processor's card entry (ARCHITECTURE: payments), where Stripe Elements stands
 * in production, under a ribbon no one can miss: nothing real is charged.
 */
export function TestCardFields({ register, errors }: TestCardFieldsProps) {
  const { t } = useTranslation('checkout');
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-line bg-sand/60 p-4">
      <p className="flex items-start gap-2 rounded-lg border-2 border-dashed border-accent bg-accent-soft px-3 py-2 text-sm font-semibold text-primary">
        <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('form.testMode')}
      </p>
      <TextField
        label={t('form.number')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        error={errors.number?.message}
        {...register('number')}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label={t('form.expiry')}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('form.expiryPlaceholder')}
          error={errors.expiry?.message}
          {...register('expiry')}
        />
        <TextField
          label={t('form.cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          error={errors.cvc?.message}
          {...register('cvc')}
        />
      </div>
    </div>
  );
}
