import type { PaymentMethod } from '@mariner/contracts';
import { CreditCard, Trash2 } from 'lucide-react';
import { Button } from '../../../components/Button.tsx';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { ConfirmButton } from './ConfirmButton.tsx';

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

export const brandName = (brand: string): string => BRAND_NAMES[brand] ?? 'Card';

/** MM/YY, as printed on the card. */
export const formatExpiry = (month: number, year: number): string =>
  `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;

interface PaymentMethodItemProps {
  card: PaymentMethod;
  busy: boolean;
  onSetDefault: () => void;
  onRemove: () => void;
}

/** One saved card: brand, last four digits, expiry, and what can be done with it. */
export function PaymentMethodItem({ card, busy, onSetDefault, onRemove }: PaymentMethodItemProps) {
  const { t } = useTranslation(['profile', 'messages']);
  const name = t('cards.cardName', { brand: brandName(card.brand), last4: card.last4 });
  return (
    <li
      aria-label={name}
      className="flex flex-col gap-3 rounded-xl border border-line bg-white p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-center gap-3">
        <CreditCard aria-hidden="true" className="size-8 shrink-0 text-primary" />
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
            <span>{brandName(card.brand)}</span>
            <span className="tabular-nums">
              <span aria-hidden="true">•••• </span>
              <span className="sr-only">{t('cards.endingIn')} </span>
              {card.last4}
            </span>
            {card.isDefault ? (
              <span className="rounded-full bg-success-soft px-2 py-0.5 text-xs font-semibold text-success">
                {t('cards.default')}
              </span>
            ) : null}
          </p>
          <p className="text-sm text-muted">
            {t('cards.expires', { expiry: formatExpiry(card.expMonth, card.expYear) })}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 pl-11 sm:justify-end sm:pl-0">
        {card.isDefault ? null : (
          <Button variant="secondary" disabled={busy} onClick={onSetDefault}>
            {t('cards.setDefault')}
            <span className="sr-only"> {name}</span>
          </Button>
        )}
        <ConfirmButton
          title={t('cards.confirmTitle')}
          description={t('messages:confirmDeletePaymentMethod')}
          confirmLabel={t('cards.remove')}
          busy={busy}
          onConfirm={onRemove}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('cards.remove')}
          <span className="sr-only"> {name}</span>
        </ConfirmButton>
      </div>
    </li>
  );
}
