import { FlaskConical } from 'lucide-react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { CardValues } from '../lib/card-values.ts';
import { cx } from '../lib/cx.ts';
import { useTranslation } from '../lib/i18n/index.tsx';
import { TextField } from './TextField.tsx';

interface TestCardFieldsProps {
  register: UseFormRegister<CardValues>;
  errors: FieldErrors<CardValues>;
  className?: string;
}

/**
 * The built-in test processor's card entry (ARCHITECTURE: payments), where Stripe Elements stands
 * in production, under a ribbon no one can miss: nothing real is charged. One block for checkout
 * and the profile's card form; each owns its form, and lib/card-values.ts reads what is typed.
 */
export function TestCardFields({ register, errors, className }: TestCardFieldsProps) {
  const { t } = useTranslation('common');
  return (
    <div className={cx('flex flex-col gap-4', className)}>
      <p className="flex items-start gap-2 rounded-lg border-2 border-dashed border-accent bg-accent-soft px-3 py-2 text-sm font-semibold text-primary">
        <FlaskConical aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {t('testCard.testMode')}
      </p>
      <TextField
        label={t('testCard.number')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        error={errors.number?.message}
        {...register('number')}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label={t('testCard.expiry')}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('testCard.expiryPlaceholder')}
          error={errors.expiry?.message}
          {...register('expiry')}
        />
        <TextField
          label={t('testCard.cvc')}
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
