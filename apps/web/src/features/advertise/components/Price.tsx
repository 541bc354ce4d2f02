import { formatCents } from '../../../lib/formatters.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';

interface PriceProps {
  cents: number;
  /** "CAD per listing", "CAD per month"… */
  unit: string;
  /** Still loading: a placeholder rather than a number that may change a moment later. */
  isLoading: boolean;
  size?: 'lg' | 'md';
}

/** A live price in CAD (decision 1: cents become dollars only here, at the edge). */
export function Price({ cents, unit, isLoading, size = 'lg' }: PriceProps) {
  const { t } = useTranslation('advertise');
  const amountClass = size === 'lg' ? 'text-3xl sm:text-4xl' : 'text-2xl';
  return (
    <p aria-busy={isLoading || undefined} className="flex flex-col">
      {isLoading ? (
        <>
          <span
            aria-hidden="true"
            className="inline-block h-9 w-28 animate-pulse rounded-md bg-primary-soft"
          />
          <span className="sr-only">{t('products.loadingPrices')}</span>
        </>
      ) : (
        <span className={`${amountClass} font-extrabold tracking-tight text-primary`}>
          {formatCents(cents)}
        </span>
      )}
      <span className="text-sm font-medium text-muted">{unit}</span>
    </p>
  );
}
