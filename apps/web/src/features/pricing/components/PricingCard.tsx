import { Check, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { formatCents } from '../../../lib/formatters.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';

interface PricingCardProps {
  icon: LucideIcon;
  title: string;
  summary: string;
  /** The headline amount in cents. */
  priceCents: number;
  /** Shown before the amount: the banner card's "from". */
  pricePrefix?: string;
  /** "CAD per listing", "CAD per month"… */
  priceUnit: string;
  /** The prices are still loading: the amount shows a placeholder rather than a number that may change. */
  isLoading: boolean;
  /** What else the card prices (the banner sizes). */
  details?: ReactNode;
  features: string[];
  action: ReactNode;
}

/** One product of spec 001 §2 Pricing page: its price, what it includes, and how to buy it. */
export function PricingCard(props: PricingCardProps) {
  const { icon: Icon, title, summary, priceCents, pricePrefix, priceUnit, isLoading } = props;
  const { t } = useTranslation('pricing');
  const titleId = useId();

  return (
    <article
      aria-labelledby={titleId}
      className="flex flex-col gap-5 rounded-2xl border border-line bg-white p-6 shadow-sm sm:p-7"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-soft">
          <Icon aria-hidden="true" className="size-6 text-accent-strong" />
        </span>
        <div>
          <h2 id={titleId} className="text-xl font-bold text-primary">
            {title}
          </h2>
          <p className="mt-1 text-sm text-muted">{summary}</p>
        </div>
      </div>

      <div aria-busy={isLoading || undefined}>
        <p className="flex flex-wrap items-baseline gap-x-2">
          {pricePrefix ? <span className="text-base font-semibold text-muted">{pricePrefix}</span> : null}
          {isLoading ? (
            <>
              <span
                aria-hidden="true"
                className="inline-block h-10 w-32 animate-pulse rounded-md bg-primary-soft"
              />
              <span className="sr-only">{t('loadingPrices')}</span>
            </>
          ) : (
            <span className="text-4xl font-extrabold tracking-tight text-primary">
              {formatCents(priceCents)}
            </span>
          )}
        </p>
        <p className="mt-1 text-sm font-medium text-muted">{priceUnit}</p>
      </div>

      {props.details}

      <ul className="flex flex-1 flex-col gap-2.5">
        {props.features.map((feature) => (
          <li key={feature} className="flex items-start gap-2.5 text-ink">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>

      {props.action}
    </article>
  );
}
