import type { CalendarAuction, CalendarDay } from '@mariner/contracts';
import { isListedMonth } from '@mariner/contracts/constants';
import { pageHead } from '@mariner/contracts/page-head';
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Container } from '../../../components/Container.tsx';
import { dayKeyInZone } from '../../../lib/formatters.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import type { PageHeadOf, PageLoader } from '../../../lib/route-module.ts';
import {
  calendarDayQueryOptions,
  calendarMonthQueryOptions,
  useCalendarDay,
  useCalendarMonth,
} from '../api/get-calendar.ts';
import { DayAuctions } from '../components/DayAuctions.tsx';
import { MonthGrid } from '../components/MonthGrid.tsx';
import { MonthNavigation } from '../components/MonthNavigation.tsx';
import { MonthSummary } from '../components/MonthSummary.tsx';
import { firstUpcomingDay, monthKey, parseMonth } from '../utils/month-grid.ts';

const NO_AUCTIONS: CalendarAuction[] = [];
const MONTH_HEADING_ID = 'calendar-month';

/** Spec 000 §2 Auction calendar, with decision 11: the month in the URL, asked for exactly. */
export function CalendarPage({ alerts }: { alerts?: ReactNode } = {}) {
  const { t } = useTranslation('calendar');
  const [searchParams] = useSearchParams();
  // Today in the visitor's own zone; auctions are placed in theirs.
  const todayKey = dayKeyInZone(new Date().toISOString());
  const monthParam = searchParams.get('month');
  const shown = useMemo(() => parseMonth(monthParam, todayKey), [monthParam, todayKey]);

  // Spec 000 §8: a failed load shows an empty month, silently.
  const { data, isPending } = useCalendarMonth(shown);
  const days = useMemo(
    () => new Map<string, CalendarDay>((data?.days ?? []).map((day) => [day.day, day])),
    [data],
  );
  const totalAuctions = [...days.values()].reduce((sum, day) => sum + day.total, 0);

  // A day picked in another month does not carry over; until one is picked, the next day with auctions shows.
  const [pickedDay, setPickedDay] = useState<string | null>(null);
  const selectedDay = pickedDay?.startsWith(`${monthKey(shown)}-`)
    ? pickedDay
    : firstUpcomingDay(days, todayKey);
  // The day's list is asked for when a day with auctions is shown (a month can hold thousands).
  const selectedTotal = selectedDay ? (days.get(selectedDay)?.total ?? 0) : 0;
  const dayList = useCalendarDay(selectedTotal > 0 ? selectedDay : null);

  // On a phone the day's list sits under the grid, out of sight: bring it into view when a day is
  // picked. Beside the grid on a wide screen it is already in view, and the page stays put.
  const dayPanel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const panel = dayPanel.current;
    if (!pickedDay || !panel || panel.getBoundingClientRect().top < window.innerHeight * 0.75) return;
    panel.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [pickedDay]);

  return (
    <Container className="flex flex-col gap-6 py-8 sm:py-10">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-extrabold tracking-tight text-primary">{t('title')}</h1>
        <p className="max-w-2xl text-muted">{t('intro')}</p>
        {alerts ? <div className="flex flex-wrap items-start gap-3">{alerts}</div> : null}
      </header>
      <MonthNavigation
        shown={shown}
        current={parseMonth(null, todayKey)}
        headingId={MONTH_HEADING_ID}
        listed={data?.listed}
      />
      {/* Phone: summary, grid, day list. Wide: the grid, with the summary and the day list beside it. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:grid-rows-[auto_1fr]">
        <div className="lg:col-start-2 lg:row-start-1">
          <MonthSummary totalAuctions={totalAuctions} daysWithAuctions={days.size} isLoading={isPending} />
        </div>
        <div className="min-w-0 lg:col-start-1 lg:row-span-2 lg:row-start-1" aria-busy={isPending}>
          <MonthGrid
            calendarMonth={shown}
            days={days}
            todayKey={todayKey}
            selectedDay={selectedDay}
            onSelectDay={setPickedDay}
            captionId={MONTH_HEADING_ID}
          />
        </div>
        <div ref={dayPanel} className="scroll-mt-20 lg:col-start-2 lg:row-start-2">
          {selectedDay ? (
            <DayAuctions
              dayKey={selectedDay}
              auctions={dayList.data ?? NO_AUCTIONS}
              isLoading={selectedTotal > 0 && dayList.isPending}
            />
          ) : (
            <p className="rounded-xl border border-dashed border-line p-4 text-muted">{t('list.prompt')}</p>
          )}
        </div>
      </div>
    </Container>
  );
}

/** The texts this page shows beyond every page's (app/route-module.ts). */
export const texts: readonly string[] = ['calendar'];

/** The month of the address and the list of the day it opens on (the next day with auctions). */
export const loader: PageLoader = ({ url, queryClient }) => {
  const todayKey = dayKeyInZone(new Date().toISOString());
  const shown = parseMonth(url.searchParams.get('month'), todayKey);
  return [
    queryClient
      .fetchQuery(calendarMonthQueryOptions(shown))
      .then(({ days }) => {
        const opened = firstUpcomingDay(new Map(days.map((day) => [day.day, day])), todayKey);
        const total = days.find((day) => day.day === opened)?.total ?? 0;
        return total > 0 ? queryClient.prefetchQuery(calendarDayQueryOptions(opened)) : undefined;
      })
      .catch(() => undefined),
  ];
};

/**
 * Issue 25: each month links to the next for ever; only those with listed auctions are indexed (the
 * month's answer says which are), and the calendar without a month is.
 */
export const head: PageHeadOf = ({ url, origin, queryClient }) => {
  const month = url.searchParams.get('month');
  const shown = parseMonth(month, dayKeyInZone(new Date().toISOString()));
  const listed = queryClient.getQueryData(calendarMonthQueryOptions(shown).queryKey)?.listed;
  const isListed = !month || (listed !== undefined && isListedMonth(month, listed));
  return pageHead({ url, origin }, 'calendar', { noindex: !isListed });
};
