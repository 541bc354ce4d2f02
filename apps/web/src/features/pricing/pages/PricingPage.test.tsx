import type { PricingResponse, User } from '@mariner/contracts';
import { DEFAULT_PRICING, PAGE_TEXTS } from '@mariner/contracts/constants';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HeadTitle } from '../../../lib/head.ts';
import { deferred, jsonResponse, makeUser, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { head, PricingPage } from './PricingPage.tsx';

const routes = [
  {
    path: '/pricing',
    element: (
      <>
        <HeadTitle head={head} />
        <PricingPage />
      </>
    ),
  },
  { path: '/login', element: <p>login page</p> },
];

const PRICING: PricingResponse = {
  auctionListing: {
    price: 12_500,
    features: ['30-day listing', 'Social media sharing', 'Unlimited photos'],
  },
  bannerAds: { LEADERBOARD: { monthly: 35_000 }, SQUARE: { monthly: 17_500 } },
  directoryListing: {
    annual: 22_000,
    features: ['Company listing', 'Links to your SOCIAL profiles', 'Website link'],
  },
};

const answerPricing = (answer: () => Response | Promise<Response>) =>
  mockFetch((call) => {
    if (call.url === '/api/payments/pricing') return answer();
    return jsonResponse(404, { error: 'NOT_FOUND', message: 'Not found' });
  });

const card = (name: string) => screen.getByRole('article', { name });
const renderPricing = (options: { user: User | null }) =>
  renderRoutes(routes, { initialEntries: ['/pricing'], user: options.user });

describe('PricingPage', () => {
  it('shows the three products with the loaded prices in CAD, and the page copy', async () => {
    answerPricing(() => jsonResponse(200, PRICING));
    renderPricing({ user: null });

    expect(screen.getByRole('heading', { level: 1, name: 'Advertising Pricing' })).toBeInTheDocument();
    expect(screen.getByText(/prices are in Canadian dollars \(CAD\) and exclude tax/)).toBeInTheDocument();
    expect(screen.getByText(/HST\/GST for your province is added at checkout/)).toBeInTheDocument();
    expect(document.title).toBe(PAGE_TEXTS.en.pricing.title);

    expect(await within(card('Auction Listing')).findByText('$125.00')).toBeInTheDocument();
    expect(within(card('Auction Listing')).getByText('CAD per listing')).toBeInTheDocument();
    expect(within(card('Directory Listing')).getByText('$220.00')).toBeInTheDocument();
    expect(within(card('Directory Listing')).getByText('CAD per year')).toBeInTheDocument();

    const banners = card('Banner Ads');
    // The prompt is the lowest of the two monthly prices.
    expect(within(banners).getByText('from')).toBeInTheDocument();
    expect(within(banners).getByText('$175.00')).toBeInTheDocument();
    expect(within(banners).getByText('Leaderboard')).toBeInTheDocument();
    expect(within(banners).getByText('970x90')).toBeInTheDocument();
    expect(within(banners).getByText('$350.00/month')).toBeInTheDocument();
    expect(within(banners).getByText('250x250')).toBeInTheDocument();
    expect(within(banners).getByText('$175.00/month')).toBeInTheDocument();
    expect(
      within(banners)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Homepage placement', 'Category targeting', 'Performance tracking', '30-day display period']);

    const steps = screen.getByRole('region', { name: 'Getting Started' });
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((step) => step.textContent),
    ).toEqual(['Create your listing', 'Submit payment', 'Go live']);
    const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    expect(within(faq).getByText(/go live after payment and review/)).toBeInTheDocument();
    expect(within(faq).getByText(/edited at any time from your dashboard/)).toBeInTheDocument();
    expect(within(faq).getByText(/cannot be changed once they are active/)).toBeInTheDocument();
    expect(within(faq).getByText(/Bulk pricing is available on request/)).toBeInTheDocument();
    expect(
      within(faq).getByText(/within hours, and directory listings and banner ads within 24 hours/),
    ).toBeInTheDocument();
  });

  it('hides features that mention social media on the auction and directory cards', async () => {
    answerPricing(() => jsonResponse(200, PRICING));
    renderPricing({ user: null });

    const auction = card('Auction Listing');
    await within(auction).findByText('$125.00');
    expect(
      within(auction)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['30-day listing', 'Unlimited photos']);
    expect(
      within(card('Directory Listing'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Company listing', 'Website link']);
    expect(screen.queryByText(/social/i)).not.toBeInTheDocument();
  });

  it('offers a visitor Login to Create on every card, remembering the create screen', async () => {
    answerPricing(() => jsonResponse(200, PRICING));
    const { user, router } = renderPricing({ user: null });

    for (const name of ['Auction Listing', 'Banner Ads', 'Directory Listing']) {
      const link = within(card(name)).getByRole('link', { name: 'Login to Create' });
      expect(link).toHaveAttribute('href', '/login');
    }
    expect(screen.queryByRole('link', { name: /^Create / })).not.toBeInTheDocument();

    await user.click(within(card('Banner Ads')).getByRole('link', { name: 'Login to Create' }));
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: { pathname: '/create-banner' } });
  });

  it('sends a signed-in user to each create screen', async () => {
    answerPricing(() => jsonResponse(200, PRICING));
    renderPricing({ user: makeUser() });

    expect(within(card('Auction Listing')).getByRole('link', { name: 'Create Listing' })).toHaveAttribute(
      'href',
      '/create-listing',
    );
    expect(within(card('Banner Ads')).getByRole('link', { name: 'Create Banner Ad' })).toHaveAttribute(
      'href',
      '/create-banner',
    );
    expect(
      within(card('Directory Listing')).getByRole('link', { name: 'Create Directory Listing' }),
    ).toHaveAttribute('href', '/create-directory-listing');
    expect(screen.queryByRole('link', { name: 'Login to Create' })).not.toBeInTheDocument();
  });

  it('shows no amount until the prices are known, then the loaded ones', async () => {
    const pending = deferred<Response>();
    answerPricing(() => pending.promise);
    renderPricing({ user: null });

    expect(screen.getAllByText('Loading prices…')).toHaveLength(3);
    expect(screen.queryByText('$99.00')).not.toBeInTheDocument();

    pending.resolve(jsonResponse(200, PRICING));
    expect(await screen.findByText('$125.00')).toBeInTheDocument();
    expect(screen.queryByText('Loading prices…')).not.toBeInTheDocument();
    expect(screen.queryByText('$99.00')).not.toBeInTheDocument();
  });

  it.each([
    ['a server error', () => jsonResponse(500, { error: 'INTERNAL', message: 'Something went wrong' })],
    ['an answer of the wrong shape', () => jsonResponse(200, { auctionListing: { price: 'free' } })],
    [
      'a network failure',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('falls back to the default prices silently after %s', async (_, answer) => {
    answerPricing(answer);
    renderPricing({ user: null });

    expect(await within(card('Auction Listing')).findByText('$99.00')).toBeInTheDocument();
    expect(within(card('Directory Listing')).getByText('$199.00')).toBeInTheDocument();
    const banners = card('Banner Ads');
    expect(within(banners).getByText('$299.00/month')).toBeInTheDocument();
    expect(within(banners).getByText('$149.00/month')).toBeInTheDocument();
    expect(within(card('Auction Listing')).getAllByRole('listitem')).toHaveLength(
      DEFAULT_PRICING.auctionListing.features.length,
    );
    expect(within(card('Directory Listing')).getAllByRole('listitem')).toHaveLength(
      DEFAULT_PRICING.directoryListing.features.length,
    );
    // Silent: no error text anywhere.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/failed|wrong|error/i)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading prices…')).not.toBeInTheDocument());
  });
});
