import type { AdminStatsResponse } from '@mariner/contracts';
import { useIsMutating } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Alert } from '../../../components/Alert.tsx';
import { Button } from '../../../components/Button.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { formatCents } from '../../../lib/formatters.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { intlLocale } from '../../../lib/locale.ts';
import { useAdminStats } from '../api/get-admin-stats.ts';

const formatCount = (value: number) => new Intl.NumberFormat(intlLocale()).format(value);

interface Card {
  labelKey: string;
  value: (stats: AdminStatsResponse) => string;
  hintKey?: string;
}

const CARDS: readonly Card[] = [
  { labelKey: 'users', value: (stats) => formatCount(stats.users.total) },
  { labelKey: 'liveAuctions', value: (stats) => formatCount(stats.auctions.live) },
  { labelKey: 'pendingAuctions', value: (stats) => formatCount(stats.auctions.pending) },
  { labelKey: 'activeBanners', value: (stats) => formatCount(stats.banners.active) },
  { labelKey: 'pendingBanners', value: (stats) => formatCount(stats.banners.pending) },
  {
    labelKey: 'revenueMonth',
    value: (stats) => formatCents(stats.revenue.monthCents),
    hintKey: 'revenueHint',
  },
  { labelKey: 'revenueYear', value: (stats) => formatCents(stats.revenue.yearCents), hintKey: 'revenueHint' },
  { labelKey: 'subscribers', value: (stats) => formatCount(stats.newsletter.subscribers) },
];

/**
 * The figures change with what admins do in the tabs (an approval, a new user), so they are read
 * again whenever the last running change finishes, without each tab having to know about them.
 */
function useRefetchAfterChanges(refetch: () => unknown) {
  const running = useIsMutating();
  const previous = useRef(running);
  useEffect(() => {
    if (previous.current > 0 && running === 0) void refetch();
    previous.current = running;
  }, [running, refetch]);
}

/** Spec 001 §2 Admin dashboard: the stat cards above the tabs; §8 its load failure and Try Again. */
export function StatCards() {
  const { t } = useTranslation(['admin-stats', 'messages']);
  const query = useAdminStats();
  useRefetchAfterChanges(query.refetch);

  if (query.isError && !query.data) {
    return (
      <Alert tone="error">
        <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center sm:justify-between">
          <span>{t('messages:dashboardLoadFailed')}</span>
          <Button variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
            {t('tryAgain')}
          </Button>
        </div>
      </Alert>
    );
  }
  if (!query.data) return <Spinner label={t('loading')} className="py-6" />;
  const stats = query.data;

  return (
    <section aria-label={t('label')}>
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {CARDS.map(({ labelKey, value, hintKey }) => (
          <div
            key={labelKey}
            className="flex flex-col gap-1 rounded-2xl border border-line bg-white p-4 shadow-sm"
          >
            <dt className="text-sm font-medium text-muted">
              {t(labelKey)}
              {hintKey ? <span className="block text-xs font-normal">{t(hintKey)}</span> : null}
            </dt>
            <dd className="text-2xl font-bold tracking-tight text-primary tabular-nums">{value(stats)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
