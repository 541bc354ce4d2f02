import type { AdminStatsResponse } from '@mariner/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { deferred, jsonResponse, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { StatCards } from './StatCards.tsx';

const STATS: AdminStatsResponse = {
  users: { total: 1284 },
  auctions: { live: 37, pending: 5 },
  banners: { active: 6, pending: 2 },
  revenue: { monthCents: 1_138_500, yearCents: 12_345_678, timeZone: 'America/Halifax' },
  newsletter: { subscribers: 412 },
};

const render = () => renderRoutes([{ path: '/', element: <StatCards /> }]);

/** The value shown under a card's label (a <dt> and its <dd>). */
const shownValue = (label: RegExp) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
};

describe('StatCards', () => {
  it('shows a loading state, then every figure, money in CAD', async () => {
    const answer = deferred<Response>();
    const { calls } = mockFetch(() => answer.promise);
    render();
    expect(screen.getByRole('status')).toHaveTextContent('Loading dashboard figures…');

    answer.resolve(jsonResponse(200, STATS));
    const region = await screen.findByRole('region', { name: 'Marketplace at a glance' });
    expect(calls.map((call) => call.url)).toEqual(['/api/admin/stats']);
    expect(within(region).getAllByRole('term')).toHaveLength(8);
    expect(shownValue(/^Users/)).toBe('1,284');
    expect(shownValue(/^Live auctions/)).toBe('37');
    expect(shownValue(/^Auctions under review/)).toBe('5');
    expect(shownValue(/^Active banner ads/)).toBe('6');
    expect(shownValue(/^Banner ads under review/)).toBe('2');
    expect(shownValue(/^Revenue this month/)).toBe('$11,385.00');
    expect(shownValue(/^Revenue this year/)).toBe('$123,456.78');
    expect(shownValue(/^Newsletter subscribers/)).toBe('412');
  });

  it('says the dashboard failed to load and loads again on Try Again', async () => {
    let failures = 1;
    const { callsTo } = mockFetch(() => {
      if (failures > 0) {
        failures -= 1;
        return jsonResponse(500, { error: 'INTERNAL', message: 'Something went wrong on our side.' });
      }
      return jsonResponse(200, STATS);
    });
    const { user } = render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load dashboard data. Please refresh the page.');

    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('region', { name: 'Marketplace at a glance' })).toBeInTheDocument();
    expect(shownValue(/^Users/)).toBe('1,284');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(callsTo('/api/admin/stats')).toHaveLength(2);
  });
});
