import type { CalendarListedMonths } from '@mariner/contracts';
import { isListedMonth } from '@mariner/contracts/constants';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';
import { formatMonthTitle } from '../utils/calendar-format.ts';
import { type CalendarMonth, monthKey, shiftMonth } from '../utils/month-grid.ts';

/** The month lives in the URL (`?month=YYYY-MM`), so the controls are links: shareable, and Back works. */
export const calendarMonthHref = (calendarMonth: CalendarMonth): string =>
  `${paths.calendar}?${new URLSearchParams({ month: monthKey(calendarMonth) })}`;

const arrowLink =
  'inline-flex size-11 items-center justify-center rounded-lg border border-primary/30 bg-white text-primary hover:bg-primary-soft';

interface MonthNavigationProps {
  shown: CalendarMonth;
  current: CalendarMonth;
  headingId: string;
  /** The months of the first and last listed auction; undefined until known. */
  listed?: CalendarListedMonths | undefined;
}

export function MonthNavigation({ shown, current, headingId, listed }: MonthNavigationProps) {
  const { t } = useTranslation('calendar');
  const isCurrent = monthKey(shown) === monthKey(current);
  // Issue 25: every month links to the next for ever. A crawler is not sent to a month without
  // listed auctions (those are noindex, apps/api describe-page.ts); a visitor still goes anywhere.
  const relTo = (target: CalendarMonth) =>
    listed === undefined || isListedMonth(monthKey(target), listed) ? undefined : 'nofollow';

  return (
    <nav aria-label={t('nav.label')} className="flex flex-wrap items-center gap-3">
      <Link
        to={calendarMonthHref(shiftMonth(shown, -1))}
        rel={relTo(shiftMonth(shown, -1))}
        className={arrowLink}
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
        <span className="sr-only">{t('nav.previous')}</span>
      </Link>
      {/* Announced when the month changes: the links keep the focus, the heading says where it is. */}
      <h2
        id={headingId}
        aria-live="polite"
        className="min-w-[10ch] flex-1 text-center text-xl font-bold text-primary sm:flex-none sm:text-2xl"
      >
        {formatMonthTitle(shown)}
      </h2>
      <Link
        to={calendarMonthHref(shiftMonth(shown, 1))}
        rel={relTo(shiftMonth(shown, 1))}
        className={arrowLink}
      >
        <ChevronRight aria-hidden="true" className="size-5" />
        <span className="sr-only">{t('nav.next')}</span>
      </Link>
      {isCurrent ? null : (
        <Link
          to={calendarMonthHref(current)}
          rel={relTo(current)}
          className="rounded-sm text-sm font-semibold text-accent-strong underline underline-offset-4 hover:text-primary sm:ml-2"
        >
          {t('nav.thisMonth')}
        </Link>
      )}
    </nav>
  );
}
