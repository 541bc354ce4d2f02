import type { CalendarAuction, CalendarDay } from '@mariner/contracts';
import { CALENDAR_DAY_TITLES, dayKeyInZone } from '@mariner/contracts/constants';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLocale } from '../../../lib/locale.ts';
import { type FetchCall, jsonResponse, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { CalendarPage } from './CalendarPage.tsx';

const routes = [
  { path: '/calendar', element: <CalendarPage /> },
  { path: '/auctions', element: <p>auctions page</p> },
  { path: '/auctions/:id', element: <p>auction page</p> },
];

let sequence = 0;
const auction = (
  title: string,
  auctionStartDate: string,
  overrides: Partial<CalendarAuction> = {},
): CalendarAuction => {
  sequence += 1;
  return {
    id: `3d0a1c2b-4e5f-4a6b-8c7d-${String(sequence).padStart(12, '0')}`,
    title,
    location: 'Lunenburg, NS',
    province: 'NS',
    timeZone: 'America/Halifax',
    auctionStartDate,
    auctionEndDate: '2026-12-31T20:00:00.000Z',
    featuredImage: null,
    category: { id: '0f8e4c4a-3a6b-4c1f-9b1e-2d3c4b5a6f70', name: 'Estate Sales' },
    ...overrides,
  };
};

const november = [
  // 23:30 in Halifax on Saturday the 14th, which is already the 15th in UTC.
  auction('Midnight Harbour Sale', '2026-11-15T03:30:00.000Z'),
  auction('Tractor Dispersal', '2026-11-20T14:00:00.000Z', { location: 'Truro, NS' }),
  auction('Antique Clocks', '2026-11-20T15:00:00.000Z'),
  auction('Quilts & Linens', '2026-11-20T16:00:00.000Z'),
  auction('Moncton Tools', '2026-11-20T17:00:00.000Z', { location: 'Moncton, NB' }),
  // The evening of October 31 in Halifax: asked for with the month's padding, then left out.
  auction('Halloween Estate', '2026-11-01T01:00:00.000Z'),
];

const monthUrl = (month: string) => `/api/auctions/calendar/month?month=${month}`;
const dayUrl = (day: string) => `/api/auctions/calendar/day?day=${day}`;

/**
 * The calendar API as the server answers it (apps/api calendar-service.ts, tested there): each
 * auction on the day it starts in its own zone; a month gives each day's count and first two.
 */
const calendarApi = (auctions: CalendarAuction[]) => (call: FetchCall) => {
  const url = new URL(call.url, 'http://localhost');
  const byDay = new Map<string, CalendarAuction[]>();
  for (const auction of [...auctions].sort((a, b) => a.auctionStartDate.localeCompare(b.auctionStartDate))) {
    const day = dayKeyInZone(auction.auctionStartDate, auction.timeZone);
    byDay.set(day, [...(byDay.get(day) ?? []), auction]);
  }
  if (url.pathname === '/api/auctions/calendar/month') {
    const month = url.searchParams.get('month') ?? '';
    const days: CalendarDay[] = [...byDay.keys()]
      .filter((day) => day.startsWith(`${month}-`))
      .sort()
      .map((day) => {
        const list = byDay.get(day) ?? [];
        return { day, total: list.length, auctions: list.slice(0, CALENDAR_DAY_TITLES) };
      });
    const months = [...byDay.keys()].map((day) => day.slice(0, 7)).sort();
    const listed = months.length > 0 ? { first: months[0], last: months.at(-1) } : null;
    return jsonResponse(200, { month, days, listed });
  }
  if (url.pathname === '/api/auctions/calendar/day')
    return jsonResponse(200, { auctions: byDay.get(url.searchParams.get('day') ?? '') ?? [] });
  return jsonResponse(404, { error: 'NOT_FOUND', message: 'not found' });
};

// Today is Tuesday, November 10, 2026 (only Date is faked: Testing Library's waits keep real timers).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-10T15:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('CalendarPage', () => {
  it('shows the current month by default, today marked, and asks for that month exactly', async () => {
    const { callsTo } = mockFetch(calendarApi([]));
    renderRoutes(routes, { initialEntries: ['/calendar'] });

    expect(screen.getByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /November 10/ })).toHaveAttribute('aria-current', 'date');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Sun',
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
    ]);
    expect(await screen.findByText(/No auctions are scheduled for this month/)).toBeInTheDocument();
    expect(callsTo(monthUrl('2026-11'))).toHaveLength(1);
  });

  it('shows two titles a day then “+N more”, placing each auction on its own zone’s date', async () => {
    mockFetch(calendarApi(november));
    renderRoutes(routes, { initialEntries: ['/calendar?month=2026-11'] });

    const busy = await screen.findByRole('button', { name: /November 20, 4 auctions/ });
    expect(within(busy).getByText('Tractor Dispersal')).toBeInTheDocument();
    expect(within(busy).getByText('Antique Clocks')).toBeInTheDocument();
    expect(within(busy).queryByText('Quilts & Linens', { ignore: '.sr-only' })).not.toBeInTheDocument();
    expect(within(busy).getByText('+2 more')).toBeInTheDocument();
    // The name says what the cell shows: the count, the two titles and how many more.
    expect(busy).toHaveAccessibleName(
      'Friday, November 20, 4 auctions: Tractor Dispersal; Antique Clocks; +2 more',
    );

    expect(
      screen.getByRole('button', { name: /November 14, 1 auction: Midnight Harbour Sale/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sunday, November 15, no auctions' })).toBeInTheDocument();
    expect(screen.queryByText('Halloween Estate')).not.toBeInTheDocument();
  });

  it('lists the auctions of the day clicked, linked, timed in their zone', async () => {
    mockFetch(calendarApi(november));
    const { user, router } = renderRoutes(routes, { initialEntries: ['/calendar?month=2026-11'] });

    const day = await screen.findByRole('button', { name: /November 20/ });
    expect(day).toHaveAttribute('aria-pressed', 'false');
    await user.click(day);
    expect(day).toHaveAttribute('aria-pressed', 'true');
    const list = screen.getByRole('region', { name: 'Friday, November 20, 2026' });
    // The day's full list is asked for once the day is picked.
    const items = await within(list).findAllByRole('listitem');
    expect(items).toHaveLength(4);
    expect(within(items[0] as HTMLElement).getByText('10:00 a.m. AST')).toBeInTheDocument();
    expect(within(items[0] as HTMLElement).getByText('Truro, NS')).toBeInTheDocument();
    const link = within(list).getByRole('link', { name: 'Moncton Tools' });
    expect(link).toHaveAttribute('href', `/auctions/${november[4]?.id}`);

    await user.click(screen.getByRole('button', { name: /November 14/ }));
    const late = screen.getByRole('region', { name: 'Saturday, November 14, 2026' });
    expect(await within(late).findByText('11:30 p.m. AST')).toBeInTheDocument();

    await user.click(within(late).getByRole('link', { name: 'Midnight Harbour Sale' }));
    expect(router.state.location.pathname).toBe(`/auctions/${november[0]?.id}`);
  });

  it('lists the next day with auctions before any click; a past month waits for one', async () => {
    mockFetch(calendarApi(november));
    const { router } = renderRoutes(routes, { initialEntries: ['/calendar?month=2026-11'] });
    const upcoming = await screen.findByRole('region', { name: 'Saturday, November 14, 2026' });
    expect(await within(upcoming).findByRole('link', { name: 'Midnight Harbour Sale' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /November 14/ })).toHaveAttribute('aria-pressed', 'true');

    await act(() => router.navigate('/calendar?month=2026-10'));
    expect(await screen.findByText('Choose a day in the calendar to see its auctions.')).toBeInTheDocument();
  });

  it('asks for a day’s list only for a day with auctions, and shows it empty when it fails', async () => {
    const api = calendarApi(november);
    const { callsTo } = mockFetch((call) =>
      call.url.startsWith('/api/auctions/calendar/day')
        ? jsonResponse(500, { error: 'INTERNAL', message: 'boom' })
        : api(call),
    );
    const { user } = renderRoutes(routes, { initialEntries: ['/calendar?month=2026-11'] });
    await user.click(await screen.findByRole('button', { name: 'Sunday, November 15, no auctions' }));
    expect(
      within(screen.getByRole('region', { name: 'Sunday, November 15, 2026' })).getByText(
        'No auctions start on this day.',
      ),
    ).toBeInTheDocument();
    expect(callsTo(dayUrl('2026-11-15'))).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: /November 20/ }));
    const failed = screen.getByRole('region', { name: 'Friday, November 20, 2026' });
    expect(await within(failed).findByText('No auctions start on this day.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sums up the month and links to the full list', async () => {
    mockFetch(calendarApi(november));
    renderRoutes(routes, { initialEntries: ['/calendar?month=2026-11'] });

    const summary = await screen.findByRole('region', { name: 'Month summary' });
    expect(await within(summary).findByText('auctions this month')).toBeInTheDocument();
    const values = within(summary)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(values).toEqual(['5', '2']);
    expect(within(summary).getByText('days with auctions')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Browse all auctions' })).toHaveAttribute(
      'href',
      '/auctions',
    );
  });

  it('moves between months through the URL', async () => {
    const { callsTo } = mockFetch(calendarApi([]));
    const { user, router } = renderRoutes(routes, { initialEntries: ['/calendar?month=2026-12'] });

    expect(screen.getByRole('heading', { name: 'December 2026' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous month' })).toHaveAttribute(
      'href',
      '/calendar?month=2026-11',
    );
    await user.click(screen.getByRole('link', { name: 'Next month' }));
    expect(await screen.findByRole('heading', { name: 'January 2027' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?month=2027-01');
    expect(callsTo(monthUrl('2027-01'))).toHaveLength(1);
    await user.click(screen.getByRole('link', { name: 'Back to this month' }));
    expect(router.state.location.search).toBe('?month=2026-11');
    expect(await screen.findByRole('heading', { name: 'November 2026' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to this month' })).not.toBeInTheDocument();
  });

  it('keeps crawlers to the months with listed auctions, in both languages (issue 25)', async () => {
    // Not the Halloween sale: it starts on October 31 in Halifax.
    mockFetch(calendarApi([...november.slice(0, 5), auction('Winter Sale', '2027-01-09T15:00:00.000Z')]));
    const relOf = (name: string) => screen.getByRole('link', { name }).getAttribute('rel');
    const first = renderRoutes(routes, { initialEntries: ['/calendar?month=2026-11'] });
    // October is before the first listed auction; December still leads on to January's.
    await waitFor(() => expect(relOf('Previous month')).toBe('nofollow'));
    expect(relOf('Next month')).toBeNull();
    first.unmount();
    renderRoutes(routes, { initialEntries: ['/calendar?month=2027-01'] });
    await waitFor(() => expect(relOf('Next month')).toBe('nofollow'));
    expect(relOf('Previous month')).toBeNull();
    cleanup();

    applyLocale('fr');
    try {
      renderRoutes(routes, { initialEntries: ['/calendar?month=2099-12'] });
      await waitFor(() =>
        expect(screen.getByRole('link', { name: 'Mois suivant' })).toHaveAttribute('rel', 'nofollow'),
      );
      expect(screen.getByRole('link', { name: 'Mois précédent' })).toHaveAttribute('rel', 'nofollow');
      expect(screen.getByRole('link', { name: 'Revenir au mois en cours' })).not.toHaveAttribute('rel');
    } finally {
      applyLocale('en');
    }
  });

  it('names the weekdays in the language shown, whichever language came first', async () => {
    mockFetch(calendarApi([]));
    const english = renderRoutes(routes, { initialEntries: ['/calendar?month=2026-11'] });
    expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('Sun');
    english.unmount();
    applyLocale('fr');
    try {
      renderRoutes(routes, { initialEntries: ['/calendar?month=2026-11'] });
      expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
        'dim.',
        'lun.',
        'mar.',
        'mer.',
        'jeu.',
        'ven.',
        'sam.',
      ]);
    } finally {
      applyLocale('en');
    }
  });

  it('draws a leap February with its 29th', async () => {
    mockFetch(calendarApi([]));
    renderRoutes(routes, { initialEntries: ['/calendar?month=2028-02'] });
    expect(screen.getByRole('button', { name: /February 29/ })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /February/ })).toHaveLength(29);
  });

  it('shows an empty month, silently, when the calendar fails to load', async () => {
    mockFetch(() => jsonResponse(500, { error: 'INTERNAL', message: 'boom' }));
    renderRoutes(routes, { initialEntries: ['/calendar?month=2026-11'] });

    expect(await screen.findByText(/No auctions are scheduled for this month/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Monday, November 30, no auctions' })).toBeInTheDocument();
  });
});
