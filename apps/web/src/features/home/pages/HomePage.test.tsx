import { FALLBACK_CATEGORY_NAMES, TIMERS_MS, WELCOME_MODAL_STORAGE_KEY } from '@mariner/contracts/constants';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import '../components/WelcomeDialog.tsx';
import { forgetWelcomeDismissal } from '../utils/welcome-dismissal.ts';
import { HomePage } from './HomePage.tsx';

const routes = [
  { path: '/', element: <HomePage featured={<h2>Featured Auctions</h2>} /> },
  { path: '/auctions', element: <p>auctions page</p> },
  { path: '/advertise', element: <p>advertise page</p> },
];

beforeEach(() => forgetWelcomeDismissal());
afterEach(() => vi.useRealTimers());

/** Renders the page with fake timers, then lets the welcome delay pass. */
async function renderAndWait(ms: number) {
  vi.useFakeTimers();
  mockFetch(() => jsonResponse(200, []));
  const view = renderRoutes(routes);
  await act(() => vi.advanceTimersByTimeAsync(ms));
  // The welcome's code loads when it opens (already in the module cache here: imported above).
  await act(() => vi.advanceTimersByTimeAsync(0));
  return view;
}

describe('HomePage', () => {
  it('links category chips to the filtered list', async () => {
    const id = '0f8e4c4a-3a6b-4c1f-9b1e-2d3c4b5a6f70';
    mockFetch(() => jsonResponse(200, [{ id, name: 'Marine & Boats' }]));
    renderRoutes(routes);
    expect(await screen.findByRole('link', { name: 'Marine & Boats' })).toHaveAttribute(
      'href',
      `/auctions?category=${id}`,
    );
  });

  it('falls back to the spec’s category names when the list fails', async () => {
    mockFetch(() => jsonResponse(500, {}));
    renderRoutes(routes);
    for (const name of FALLBACK_CATEGORY_NAMES) {
      expect(await screen.findByRole('link', { name })).toHaveAttribute(
        'href',
        `/auctions?search=${encodeURIComponent(name).replace(/%20/g, '+')}`,
      );
    }
  });

  it('searches auctions from the hero (decision 7)', async () => {
    mockFetch(() => jsonResponse(200, []));
    const { user, router } = renderRoutes(routes);
    await user.type(screen.getByLabelText('Search auctions'), 'antique clock');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('auctions page')).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/auctions', search: '?search=antique+clock' });
  });

  it('shows the featured auctions beside a sidebar of three grey placeholders, under a top banner slot', async () => {
    mockFetch(() => jsonResponse(200, []));
    renderRoutes(routes);
    expect(screen.getByRole('heading', { name: 'Featured Auctions' })).toBeInTheDocument();
    const top = screen.getByRole('complementary', { name: 'Top banner' });
    expect(within(top).getByRole('link', { name: 'Advertise here' })).toHaveAttribute('href', '/advertise');
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar banners' });
    const slots = within(sidebar).getAllByRole('listitem');
    expect(slots).toHaveLength(3);
    for (const slot of slots) {
      expect(within(slot).getByRole('link', { name: 'Advertise here' })).toHaveAttribute(
        'href',
        '/advertise',
      );
    }
    await screen.findByRole('link', { name: FALLBACK_CATEGORY_NAMES[0] });
  });

  it('has a second leaderboard slot between the featured auctions and the categories, grey when empty', async () => {
    mockFetch(() => jsonResponse(200, []));
    renderRoutes(routes);
    const slot = screen.getByRole('complementary', { name: 'Featured banner' });
    expect(within(slot).getByText('Your banner could be here')).toBeInTheDocument();
    expect(within(slot).getByRole('link', { name: 'Advertise here' })).toHaveAttribute('href', '/advertise');
    const featured = screen.getByRole('heading', { name: 'Featured Auctions' });
    const categories = await screen.findByRole('heading', { name: 'Browse by Category' });
    const follows = (a: Node, b: Node) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(featured, slot)).toBe(true);
    expect(follows(slot, categories)).toBe(true);
    expect(follows(screen.getByRole('complementary', { name: 'Sidebar banners' }), slot)).toBe(true);
  });

  it('fills the featured slot through the given renderer, with the placeholder to fall back on', async () => {
    mockFetch(() => jsonResponse(200, []));
    renderRoutes([
      {
        path: '/',
        element: (
          <HomePage
            featured={<h2>Featured Auctions</h2>}
            featuredBanner={(placeholder) => <div data-testid="served">{placeholder}</div>}
          />
        ),
      },
    ]);
    const slot = screen.getByRole('complementary', { name: 'Featured banner' });
    expect(within(slot).getByTestId('served')).toHaveTextContent('Your banner could be here');
    // The top slot keeps its own placeholder.
    const top = screen.getByRole('complementary', { name: 'Top banner' });
    expect(within(top).queryByTestId('served')).not.toBeInTheDocument();
    await screen.findByRole('link', { name: FALLBACK_CATEGORY_NAMES[0] });
  });

  it('opens the welcome about a second after load, without hiding the page', async () => {
    await renderAndWait(TIMERS_MS.welcomeModalDelay - 1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(1));
    const dialog = screen.getByRole('dialog', { name: 'Welcome to Mariner Marketplace' });
    expect(within(dialog).getByRole('link', { name: 'Browse auctions' })).toHaveAttribute(
      'href',
      '/auctions',
    );
    expect(within(dialog).getByRole('link', { name: 'List or advertise' })).toHaveAttribute(
      'href',
      '/advertise',
    );
    // Non-modal: the rest of the page stays in the accessibility tree and keeps the focus.
    expect(screen.getByRole('heading', { name: 'Featured Auctions' })).toBeInTheDocument();
    expect(dialog).not.toContainElement(document.activeElement as HTMLElement | null);
  });

  it('remembers a dismissal in local storage', async () => {
    const first = await renderAndWait(TIMERS_MS.welcomeModalDelay);
    fireEvent.click(screen.getByRole('button', { name: 'Close the welcome message' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(WELCOME_MODAL_STORAGE_KEY)).toBe('true');
    first.unmount();

    renderRoutes(routes);
    await act(() => vi.advanceTimersByTimeAsync(TIMERS_MS.welcomeModalDelay * 5));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes with Escape and when one of its links is followed', async () => {
    await renderAndWait(TIMERS_MS.welcomeModalDelay);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(WELCOME_MODAL_STORAGE_KEY)).toBe('true');

    forgetWelcomeDismissal();
    const { router } = renderRoutes(routes);
    await act(() => vi.advanceTimersByTimeAsync(TIMERS_MS.welcomeModalDelay));
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'List or advertise' }));
    });
    expect(router.state.location.pathname).toBe('/advertise');
    expect(window.localStorage.getItem(WELCOME_MODAL_STORAGE_KEY)).toBe('true');
  });

  it('is not dismissed by a click elsewhere on the page', async () => {
    await renderAndWait(TIMERS_MS.welcomeModalDelay);
    vi.useRealTimers();
    const user = userEvent.setup();
    await user.click(screen.getByRole('heading', { name: 'Featured Auctions' }));
    await user.click(screen.getByLabelText('Search auctions'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('remembers a dismissal in memory when local storage is unavailable', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const first = await renderAndWait(TIMERS_MS.welcomeModalDelay);
    fireEvent.click(screen.getByRole('button', { name: 'Close the welcome message' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    first.unmount();

    renderRoutes(routes);
    await act(() => vi.advanceTimersByTimeAsync(TIMERS_MS.welcomeModalDelay * 5));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
