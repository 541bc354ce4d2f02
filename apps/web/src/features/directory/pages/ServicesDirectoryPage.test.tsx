import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FetchCall, jsonResponse, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { makeEntry } from '../test-data.ts';
import { ServicesDirectoryPage } from './ServicesDirectoryPage.tsx';

const routes = [{ path: '/directory/services', element: <ServicesDirectoryPage /> }];

const listCalls = (calls: FetchCall[]) =>
  calls
    .filter((call) => call.url.startsWith('/api/directory/services'))
    .map((call) => new URL(call.url, 'http://x').searchParams);

const lawyers = makeEntry(1, {
  companyName: 'Harbour Estate Law',
  advertiserType: 'LEGAL_SERVICE',
  companyAddress: null,
  serviceArea: 'Halifax Regional Municipality',
});

const api = (services: unknown[]) =>
  mockFetch((call) =>
    call.url.startsWith('/api/directory/services')
      ? jsonResponse(200, {
          services,
          pagination: { page: 1, limit: 12, total: services.length, totalPages: services.length ? 1 : 0 },
        })
      : jsonResponse(404, { error: 'NOT_FOUND', message: 'Not found' }),
  );

describe('ServicesDirectoryPage', () => {
  it('filters by the service type of the URL and ignores an unknown one', async () => {
    const { calls } = api([lawyers]);
    renderRoutes(routes, {
      initialEntries: ['/directory/services?type=LEGAL_SERVICE&search=wills'],
      user: null,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Services Directory' })).toBeInTheDocument();
    await screen.findByText('Showing 1 of 1');
    expect(Object.fromEntries(listCalls(calls)[0] ?? [])).toEqual({
      search: 'wills',
      advertiserType: 'LEGAL_SERVICE',
      page: '1',
      limit: '12',
    });
    expect(screen.getByLabelText('Service type')).toHaveValue('LEGAL_SERVICE');
  });

  it('ignores an unknown or auctioneer type in the URL', async () => {
    const { calls } = api([lawyers]);
    renderRoutes(routes, { initialEntries: ['/directory/services?type=AUCTIONEER'], user: null });
    await screen.findByText('Showing 1 of 1');
    expect(listCalls(calls)[0]?.has('advertiserType')).toBe(false);
    expect(screen.getByLabelText('Service type')).toHaveValue('');
  });

  it('offers every service type by its display name and mirrors the choice in the URL', async () => {
    const { calls } = api([lawyers]);
    const { user, router } = renderRoutes(routes, { initialEntries: ['/directory/services'], user: null });
    await screen.findByText('Showing 1 of 1');
    const select = screen.getByLabelText('Service type');
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toHaveLength(11);
    expect(options[0]).toBe('All service types');
    expect(options).toContain('Auction Tools & Software');
    expect(options).toContain('Legal & Estate Services');
    expect(options).not.toContain('Auctioneer');

    await user.selectOptions(select, within(select).getByRole('option', { name: 'Legal & Estate Services' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?type=LEGAL_SERVICE');
    await waitFor(() => expect(listCalls(calls).at(-1)?.get('advertiserType')).toBe('LEGAL_SERVICE'));
  });

  it('labels each card with its type and shows the service area when there is no address', async () => {
    api([lawyers]);
    renderRoutes(routes, { initialEntries: ['/directory/services'], user: null });
    const card = await screen.findByRole('article', { name: 'Harbour Estate Law' });
    expect(within(card).getByText('Legal & Estate Services')).toBeInTheDocument();
    expect(within(card).getByText('Halifax Regional Municipality')).toBeInTheDocument();
  });

  it('shows the empty state and the call to action for service providers', async () => {
    api([]);
    renderRoutes(routes, { initialEntries: ['/directory/services?type=JUNK_REMOVAL'], user: null });
    expect(await screen.findByText('No services found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get listed' })).toHaveAttribute('href', '/register');
  });
});
