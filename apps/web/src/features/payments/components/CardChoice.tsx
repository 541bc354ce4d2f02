import type { PaymentMethod } from '@mariner/contracts';
import { CreditCard } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../../../lib/cx.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';

export const NEW_CARD = 'new';

interface CardChoiceProps {
  cards: PaymentMethod[];
  value: string;
  onChange: (value: string) => void;
  disabled: boolean;
  /** The new card's entry, shown under its option while it is chosen. */
  newCardEntry: ReactNode;
}

const optionClasses =
  'flex cursor-pointer items-center gap-3 rounded-xl border bg-white px-4 py-3 has-checked:border-accent ' +
  'has-checked:ring-1 has-checked:ring-accent has-focus-visible:outline-2 has-focus-visible:outline-accent';

/** Spec 001 §2: the saved cards as radio options (the default first and chosen), plus 'Use a new card'. */
export function CardChoice({ cards, value, onChange, disabled, newCardEntry }: CardChoiceProps) {
  const { t } = useTranslation('checkout');
  const expiry = (card: PaymentMethod) =>
    `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`;

  return (
    <fieldset disabled={disabled} className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-semibold text-ink">{t('form.cardsLegend')}</legend>
      {cards.map((card) => (
        <label key={card.id} className={cx(optionClasses, 'border-line')}>
          <input
            type="radio"
            name="payment-method"
            value={card.id}
            checked={value === card.id}
            onChange={() => onChange(card.id)}
            className="size-4 shrink-0 accent-accent"
          />
          <CreditCard aria-hidden="true" className="size-5 shrink-0 text-primary" />
          <span className="flex min-w-0 flex-1 flex-wrap items-baseline gap-x-3 gap-y-0.5">
            <span className="font-semibold text-ink">
              {t('form.savedCard', {
                brand: t(`brands.${card.brand}`, { defaultValue: t('brands.unknown') }),
                last4: card.last4,
              })}
            </span>
            <span className="text-xs text-muted">{t('form.savedCardExpires', { expiry: expiry(card) })}</span>
          </span>
          {card.isDefault ? (
            <span className="rounded-full bg-accent-soft px-2 py-0.5 text-xs font-semibold text-accent-strong">
              {t('form.default')}
            </span>
          ) : null}
        </label>
      ))}
      <label className={cx(optionClasses, 'border-line')}>
        <input
          type="radio"
          name="payment-method"
          value={NEW_CARD}
          checked={value === NEW_CARD}
          onChange={() => onChange(NEW_CARD)}
          className="size-4 shrink-0 accent-accent"
        />
        <span className="font-semibold text-ink">{t('form.newCard')}</span>
      </label>
      {value === NEW_CARD ? newCardEntry : null}
    </fieldset>
  );
}
