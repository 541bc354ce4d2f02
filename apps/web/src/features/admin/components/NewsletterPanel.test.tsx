import type { NewsletterSubscriber } from '@mariner/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { NewsletterPanel } from './NewsletterPanel.tsx';

const subscriber = (index: number, overrides: Partial<NewsletterSubscriber> = {}): NewsletterSubscriber => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  email: `reader${index}@example.ca`,
  user: null,
  source: 'footer',
  isActive: true,
  isConfirmed: false,
  createdAt: '2026-03-04T15:00:00.000Z',
  ...overrides,
});

const page = (subscribers: NewsletterSubscriber[], pagination: { page: number; total: number }) => ({
  subscribers,
  pagination: { limit: 50, ...pagination, totalPages: Math.ceil(pagination.total / 50) },
});

describe('NewsletterPanel', () => {
  it('shows 50 a page with the user, source, flags and date, and pages on', async () => {
    const { calls } = mockFetch((call) => {
      const url = new URL(call.url, 'http://localhost');
      const current = Number(url.searchParams.get('page'));
      const rows = Array.from({ length: current === 1 ? 50 : 10 }, (_, i) => subscriber(current * 100 + i));
      if (current === 1) {
        rows[0] = subscriber(1, {
          email: 'ada@example.ca',
          user: { firstName: 'Ada', lastName: 'Byron', companyName: 'Engines Ltd' },
          source: 'advertise',
          isConfirmed: true,
        });
      }
      return jsonResponse(200, page(rows, { page: current, total: 60 }));
    });
    const { user } = renderRoutes([{ path: '/', element: <NewsletterPanel /> }], { user: null });

    const table = await screen.findByRole('table', { name: 'Newsletter subscribers, newest first' });
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    const ada = within(table).getByRole('row', { name: /ada@example\.ca/ });
    expect(ada).toHaveTextContent('Ada Byron');
    expect(ada).toHaveTextContent('Engines Ltd');
    expect(ada).toHaveTextContent('Advertise page');
    expect(ada).toHaveTextContent(/Yes.*Yes/);
    expect(ada).toHaveTextContent('Mar 4, 2026');
    expect(screen.getByText('60 subscribers')).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/newsletter/subscribers?page=1');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('row', { name: /reader200@example\.ca/ })).toBeInTheDocument();
    expect(calls.at(-1)?.url).toBe('/api/newsletter/subscribers?page=2');
  });

  it('filters by active and confirmed, back to page 1, and exports with the same filters', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, page([subscriber(1)], { page: 1, total: 1 })));
    const { user } = renderRoutes([{ path: '/', element: <NewsletterPanel /> }], { user: null });
    await screen.findByRole('table');
    const exportLink = screen.getByRole('link', { name: 'Export CSV' });
    expect(exportLink).toHaveAttribute('href', '/api/newsletter/subscribers/export');

    await user.selectOptions(screen.getByLabelText('Active'), 'Yes');
    await user.selectOptions(screen.getByLabelText('Confirmed'), 'No');
    expect(calls.at(-1)?.url).toBe('/api/newsletter/subscribers?active=true&confirmed=false&page=1');
    expect(exportLink).toHaveAttribute(
      'href',
      '/api/newsletter/subscribers/export?active=true&confirmed=false',
    );
    expect(exportLink).toHaveAttribute('download');
  });

  it('says when nothing matches', async () => {
    mockFetch(() => jsonResponse(200, page([], { page: 1, total: 0 })));
    renderRoutes([{ path: '/', element: <NewsletterPanel /> }], { user: null });
    expect(await screen.findByText('No one has subscribed yet.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /pagination/i })).not.toBeInTheDocument();
  });

  it('says when the list cannot load', async () => {
    mockFetch(() => jsonResponse(500, { error: 'INTERNAL', message: 'x' }));
    renderRoutes([{ path: '/', element: <NewsletterPanel /> }], { user: null });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load subscribers');
  });
});
