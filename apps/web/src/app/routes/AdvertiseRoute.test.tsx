import type { PricingResponse } from '@mariner/contracts';
import { DEFAULT_PRICING, PAGE_TEXTS } from '@mariner/contracts/constants';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HeadTitle } from '../../lib/head.ts';
import { fill } from '../../test/fill.ts';
import { jsonResponse, makeUser, mockFetch } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { AdvertiseRoute, head } from './AdvertiseRoute.tsx';

const routes = [
  {
    path: '/advertise',
    element: (
      <>
        <HeadTitle head={head} />
        <AdvertiseRoute />
      </>
    ),
  },
  { path: '/dashboard', element: <p>dashboard page</p> },
];

const livePricing: PricingResponse = {
  ...DEFAULT_PRICING,
  auctionListing: { ...DEFAULT_PRICING.auctionListing, price: 12_345 },
  bannerAds: { LEADERBOARD: { monthly: 31_000 }, SQUARE: { monthly: 15_550 } },
  directoryListing: { ...DEFAULT_PRICING.directoryListing, annual: 20_000 },
};

const product = (name: string) => screen.getByRole('article', { name });

describe('AdvertisePage', () => {
  it('shows the three products with the prices from the API in CAD', async () => {
    mockFetch(({ url }) =>
      url === '/api/payments/pricing' ? jsonResponse(200, livePricing) : jsonResponse(404, {}),
    );
    renderRoutes(routes, { initialEntries: ['/advertise'], user: null });

    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Reach buyers and sellers across Atlantic and Eastern Canada',
      }),
    ).toBeInTheDocument();
    const auction = product('Auction listings');
    expect(await within(auction).findByText('$123.45')).toBeInTheDocument();
    expect(within(auction).getByText('CAD per listing')).toBeInTheDocument();
    expect(within(auction).getByText('Listed for 30 days')).toBeInTheDocument();
    expect(within(auction).getByText('Reviewed within hours')).toBeInTheDocument();

    const directory = product('Service directory');
    expect(within(directory).getByText('$200.00')).toBeInTheDocument();
    expect(within(directory).getByText('CAD per year')).toBeInTheDocument();
    expect(within(directory).getByText('Listed for 12 months from activation')).toBeInTheDocument();
    expect(within(directory).getByText('Listed within 24 hours')).toBeInTheDocument();
    const types = within(directory).getByRole('list', { name: 'Service types in the directory' });
    expect(within(types).getByText('Auction Tools & Software')).toBeInTheDocument();
    expect(within(types).getByText('Legal & Estate Services')).toBeInTheDocument();
    expect(within(types).getAllByRole('listitem')).toHaveLength(10);

    const banners = product('Banner ads');
    const sizes = within(banners)
      .getAllByRole('listitem')
      .filter((item) => /Leaderboard|Square/.test(item.textContent ?? ''));
    expect(sizes[0]).toHaveTextContent(/Leaderboard 970×90.*home page.*\$310\.00.*CAD per month/);
    expect(sizes[1]).toHaveTextContent(
      /Square 250×250.*sidebars, on category pages and beside listing details.*\$155\.50/,
    );
    expect(within(banners).getByText('Reviewed within 24 hours')).toBeInTheDocument();
    expect(
      within(banners).getByText('Real impression and click counts on your dashboard'),
    ).toBeInTheDocument();
    // The server's title for the page, word for word (issue 26).
    expect(document.title).toBe(PAGE_TEXTS.en.advertise.title);
  });

  it('silently shows the default prices when the prices cannot be loaded', async () => {
    const { callsTo } = mockFetch(() => jsonResponse(500, {}));
    renderRoutes(routes, { initialEntries: ['/advertise'], user: null });

    expect(await within(product('Auction listings')).findByText('$99.00')).toBeInTheDocument();
    expect(within(product('Service directory')).getByText('$199.00')).toBeInTheDocument();
    expect(within(product('Banner ads')).getByText('$299.00')).toBeInTheDocument();
    expect(within(product('Banner ads')).getByText('$149.00')).toBeInTheDocument();
    expect(callsTo('/api/payments/pricing')).toHaveLength(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('gives a signed-in advertiser every link, the directory profile included', async () => {
    mockFetch(() => jsonResponse(200, DEFAULT_PRICING));
    renderRoutes(routes, {
      initialEntries: ['/advertise'],
      user: makeUser({ advertiserType: 'MOVE_MANAGER' }),
    });

    const panel = screen.getByRole('region', { name: 'Get started' });
    expect(within(panel).getByRole('link', { name: 'Create an auction listing' })).toHaveAttribute(
      'href',
      '/create-listing',
    );
    expect(within(panel).getByRole('link', { name: 'Create a banner ad' })).toHaveAttribute(
      'href',
      '/create-banner',
    );
    expect(within(panel).getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(panel).getByRole('link', { name: 'Update your directory profile' })).toHaveAttribute(
      'href',
      '/profile/edit',
    );
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(await within(product('Auction listings')).findByText('$99.00')).toBeInTheDocument();
  });

  it('leaves the directory profile out for a user without an advertiserType', async () => {
    mockFetch(() => jsonResponse(200, DEFAULT_PRICING));
    renderRoutes(routes, { initialEntries: ['/advertise'], user: makeUser({ advertiserType: null }) });

    const panel = screen.getByRole('region', { name: 'Get started' });
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/create-listing', '/create-banner', '/dashboard']);
    expect(screen.queryByRole('link', { name: 'Update your directory profile' })).not.toBeInTheDocument();
    expect(await within(product('Auction listings')).findByText('$99.00')).toBeInTheDocument();
  });
});

describe('AdvertisePage inline login', () => {
  const fillAndSubmit = async (user: ReturnType<typeof renderRoutes>['user'], password: string) => {
    await fill(user, screen.getByLabelText('Email'), 'marie@example.ca');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
  };

  it('checks the fields as /login does and links to register', async () => {
    const { callsTo } = mockFetch(() => jsonResponse(200, DEFAULT_PRICING));
    const { user } = renderRoutes(routes, { initialEntries: ['/advertise'], user: null });

    const panel = screen.getByRole('region', { name: 'Get started' });
    expect(within(panel).getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register',
    );
    await user.click(within(panel).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Email'), 'marie@');
    await user.click(within(panel).getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email format')).toBeInTheDocument();
    expect(callsTo('/api/auth/login')).toHaveLength(0);
  });

  it('signs in and goes to the dashboard', async () => {
    const { callsTo } = mockFetch(({ url }) =>
      url === '/api/auth/login'
        ? jsonResponse(200, { user: makeUser(), token: 'ignored' })
        : jsonResponse(200, DEFAULT_PRICING),
    );
    const { user, router } = renderRoutes(routes, { initialEntries: ['/advertise'], user: null });
    await fillAndSubmit(user, 'harbour-lights-42');

    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(callsTo('/api/auth/login')[0]?.body).toMatchObject({
      email: 'marie@example.ca',
      password: 'harbour-lights-42',
    });
  });

  it('shows the server’s message when the login is refused', async () => {
    mockFetch(({ url }) =>
      url === '/api/auth/login'
        ? jsonResponse(429, {
            error: 'RATE_LIMITED',
            message: 'Too many login attempts. Please try again in a few minutes.',
          })
        : jsonResponse(200, DEFAULT_PRICING),
    );
    const { user, router } = renderRoutes(routes, { initialEntries: ['/advertise'], user: null });
    await fillAndSubmit(user, 'wrong-password');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many login attempts. Please try again in a few minutes.',
    );
    expect(router.state.location.pathname).toBe('/advertise');
  });

  it('falls back to "Invalid email or password" when the answer carries no message', async () => {
    mockFetch(({ url }) =>
      url === '/api/auth/login' ? jsonResponse(500, {}) : jsonResponse(200, DEFAULT_PRICING),
    );
    const { user } = renderRoutes(routes, { initialEntries: ['/advertise'], user: null });
    await fillAndSubmit(user, 'harbour-lights-42');

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });
});
