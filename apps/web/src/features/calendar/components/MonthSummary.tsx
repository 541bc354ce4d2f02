import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';

interface MonthSummaryProps {
  totalAuctions: number;
  daysWithAuctions: number;
  isLoading: boolean;
}

/** Spec 000 §2: the month's total auctions and days with auctions, and a way to the full list. */
export function MonthSummary({ totalAuctions, daysWithAuctions, isLoading }: MonthSummaryProps) {
  const { t } = useTranslation('calendar');

  const body = isLoading ? (
    <p role="status" className="text-muted">
      {t('summary.loading')}
    </p>
  ) : totalAuctions === 0 ? (
    <p className="text-ink">{t('summary.empty')}</p>
  ) : (
    <dl className="flex flex-wrap gap-x-5 gap-y-1">
      <div className="flex flex-row-reverse items-baseline gap-1.5 whitespace-nowrap">
        <dt className="text-ink">{t('summary.total', { count: totalAuctions })}</dt>
        <dd className="text-2xl font-extrabold text-primary">{totalAuctions}</dd>
      </div>
      <div className="flex flex-row-reverse items-baseline gap-1.5 whitespace-nowrap">
        <dt className="text-ink">{t('summary.days', { count: daysWithAuctions })}</dt>
        <dd className="text-2xl font-extrabold text-primary">{daysWithAuctions}</dd>
      </div>
    </dl>
  );

  return (
    <section
      aria-labelledby="calendar-summary"
      className="flex flex-col items-start gap-x-6 gap-y-2 rounded-xl border border-line bg-white px-4 py-3 shadow-sm sm:flex-row sm:items-center lg:flex-col lg:items-start"
    >
      <h2 id="calendar-summary" className="sr-only">
        {t('summary.heading')}
      </h2>
      <div className="min-w-0">{body}</div>
      <Link
        to={paths.auctions}
        className="inline-flex items-center gap-1 rounded-sm font-semibold text-accent-strong hover:text-primary hover:underline"
      >
        {t('summary.browseAll')}
        <ArrowRight aria-hidden="true" className="size-4" />
      </Link>
    </section>
  );
}
