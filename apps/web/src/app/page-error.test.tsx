import { render, screen, waitFor } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_QUERY_KEY } from '../lib/api/session.ts';
import { routerContextWith } from '../lib/route-module.ts';
import { createTestQueryClient } from '../test/render.tsx';
import { AppProviders } from './providers.tsx';
import { routes } from './router.tsx';

/** Issue 26: a page that fails shows its own error inside the layout; the header and footer stay. */

vi.mock(import('../features/static-pages/pages/AboutPage.tsx'), async (importOriginal) => ({
  ...(await importOriginal()),
  // A mock throws on a name it lacks; the router asks every page module for its loader.
  loader: undefined,
  AboutPage: () => {
    throw new Error('the about page broke');
  },
}));

describe('a page that throws', () => {
  it('shows the error page inside the layout, under its own title', async () => {
    // React reports the error it caught; the setup fails a test on console.error, so it is heard here.
    const reported = vi.mocked(console.error).mockImplementation(() => {});
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(SESSION_QUERY_KEY, { user: null });
    const router = createMemoryRouter(routes, {
      initialEntries: ['/about'],
      getContext: () => routerContextWith({ queryClient, waitForData: false }),
    });
    render(
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} flushSync={(fn) => void flushSync(fn)} />
      </AppProviders>,
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    // The title is set by an effect after the heading is shown: on a busy machine, a moment later.
    await waitFor(() => expect(document.title).toBe('Something went wrong — Mariner Marketplace'));
    expect(reported.mock.calls.flat().map(String).join('\n')).toContain('the about page broke');
    reported.mockClear();
  });
});
