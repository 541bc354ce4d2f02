import { COMPANY, MESSAGES } from '@mariner/contracts/constants';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { useTranslation } from '../lib/i18n/index.tsx';
import { Button } from './Button.tsx';

const TIPS = ['connection', 'adBlockers', 'browser', 'cache'] as const;

/**
 * Spec 001 §2: Stripe.js could not load. Try Again (counting attempts), Refresh Page, tips, support.
 * Shown by the checkout and by the card form in /profile; its texts are the checkout namespace's.
 */
export function PaymentSystemUnavailable({ attempts, onRetry }: { attempts: number; onRetry: () => void }) {
  const { t } = useTranslation('checkout');
  return (
    <section
      aria-labelledby="payment-unavailable"
      className="flex flex-col gap-4 rounded-xl border border-danger/40 bg-danger-soft/60 p-4 sm:p-5"
    >
      <h3 id="payment-unavailable" className="flex items-center gap-2 text-base font-bold text-danger">
        <TriangleAlert aria-hidden="true" className="size-5 shrink-0" />
        {MESSAGES.paymentSystemUnavailable}
      </h3>
      <p className="text-sm text-ink">{t('unavailable.text')}</p>
      <p className="text-sm text-muted" aria-live="polite">
        {t('unavailable.attempts', { count: attempts })}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={onRetry}>{t('unavailable.tryAgain')}</Button>
        <Button variant="secondary" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {t('unavailable.refresh')}
        </Button>
      </div>
      <div>
        <h4 className="text-sm font-semibold text-ink">{t('unavailable.tipsHeading')}</h4>
        <ul className="mt-1 list-disc pl-5 text-sm text-ink">
          {TIPS.map((tip) => (
            <li key={tip}>{t(`unavailable.tips.${tip}`)}</li>
          ))}
        </ul>
      </div>
      <p className="text-sm text-ink">
        {t('unavailable.support')}{' '}
        <a
          href={`mailto:${COMPANY.customerServiceEmail}`}
          className="font-semibold break-all text-accent-strong underline"
        >
          {COMPANY.customerServiceEmail}
        </a>
      </p>
    </section>
  );
}
