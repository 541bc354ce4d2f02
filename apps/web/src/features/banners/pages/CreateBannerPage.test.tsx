import { DEFAULT_PRICING } from '@mariner/contracts/constants';
import { fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../app/i18n.ts';
import { type FetchCall, jsonResponse, makeUser, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { CreateBannerPage } from './CreateBannerPage.tsx';

const imageSize = vi.hoisted(() => ({
  value: { width: 250, height: 250 } as { width: number; height: number } | null,
}));
vi.mock('../components/image-size.ts', () => ({ readImageSize: async () => imageSize.value }));

function Probe() {
  const location = useLocation();
  return (
    <p>
      arrived at {location.pathname}: {JSON.stringify(location.state)}
    </p>
  );
}

const routes = [
  { path: '/create-banner', element: <CreateBannerPage /> },
  { path: '/checkout', element: <Probe /> },
  { path: '/dashboard/banner-ads', element: <Probe /> },
];

const ADVERTISER = makeUser({ advertiserType: 'MOVE_MANAGER', companyName: 'Harbour Movers' });
const CARD = {
  id: '1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b',
  brand: 'visa',
  last4: '4242',
  expMonth: 4,
  expYear: 2031,
  isDefault: true,
};
const BANNER_ID = '5a0c7e4e-9c71-4f0e-8a8e-6f1f6b2d3c4a';
const INVOICE_ID = '6b1d8f5f-0d82-4a1f-9b9f-7a2a7c3e4d5b';
const PRICING = {
  ...DEFAULT_PRICING,
  bannerAds: { LEADERBOARD: { monthly: 29900 }, SQUARE: { monthly: 14900 } },
};

const created = (paymentRequired: boolean) => ({
  id: BANNER_ID,
  banner: {
    id: BANNER_ID,
    advertiserId: ADVERTISER.id,
    advertiserName: 'Harbour Movers',
    contactEmail: 'ads@harbour.ca',
    targetUrl: 'https://harbour.ca',
    imageUrl: '/uploads/banners/a.webp',
    mobileImageUrl: null,
    placement: 'HOMEPAGE_SIDEBAR_1',
    size: 'SQUARE',
    startDate: '2030-01-01T00:00:00.000Z',
    endDate: '2030-01-31T00:00:00.000Z',
    status: paymentRequired ? 'AWAITING_PAYMENT' : 'PENDING',
    createdAt: '2029-12-01T00:00:00.000Z',
    impressions: 0,
    clicks: 0,
  },
  paymentRequired,
  invoice: paymentRequired ? { id: INVOICE_ID, amount: 14900 } : null,
});

type Answer = (call: FetchCall) => Response | undefined;
const api = (answer: Answer = () => undefined, cards = [CARD]) =>
  mockFetch((call) => {
    if (call.url === '/api/payment-methods') return jsonResponse(200, { paymentMethods: cards });
    if (call.url === '/api/payments/pricing') return jsonResponse(200, PRICING);
    return answer(call) ?? jsonResponse(500, {});
  });

const png = (type = 'image/png', bytes = 1000) => new File([new Uint8Array(bytes)], 'ad.png', { type });

async function open() {
  const view = renderRoutes(routes, { initialEntries: ['/create-banner'], user: ADVERTISER });
  await screen.findByLabelText('Target URL');
  return view;
}

function fillValid(file = png()) {
  fireEvent.change(screen.getByLabelText('Target URL'), { target: { value: 'https://harbour.ca' } });
  fireEvent.change(screen.getByLabelText('Banner image'), { target: { files: [file] } });
}

beforeEach(() => {
  imageSize.value = { width: 250, height: 250 };
});

describe('CreateBannerPage', () => {
  it('gates a user without a saved card, with the banner prices', async () => {
    api(undefined, []);
    renderRoutes(routes, { initialEntries: ['/create-banner'], user: ADVERTISER });
    expect(await screen.findByRole('heading', { name: 'Payment Method Required' })).toBeInTheDocument();
    expect(await screen.findByText(/\$299\.00.*\$149\.00/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Target URL')).not.toBeInTheDocument();
  });

  it('offers only the placements that fit the size', async () => {
    api();
    await open();
    const placement = screen.getByLabelText('Placement');
    const squareOptions = within(placement)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(squareOptions).toEqual([
      'HOMEPAGE_SIDEBAR_1',
      'HOMEPAGE_SIDEBAR_2',
      'HOMEPAGE_SIDEBAR_3',
      'CATEGORY_PAGE',
      'LISTING_DETAIL',
    ]);
    fireEvent.change(screen.getByLabelText('Size'), { target: { value: 'LEADERBOARD' } });
    expect(
      within(screen.getByLabelText('Placement'))
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['HOMEPAGE_FEATURED']);
    expect(screen.getByLabelText('Placement')).toHaveValue('HOMEPAGE_FEATURED');
  });

  it('shows the form rules and the file checks', async () => {
    api();
    const { user } = await open();
    fireEvent.change(screen.getByLabelText('Contact email'), { target: { value: 'nope' } });
    await user.click(screen.getByRole('button', { name: 'Create Banner Ad' }));
    expect(screen.getByText('Must be a valid email')).toBeInTheDocument();
    expect(screen.getByText('Must be a valid URL')).toBeInTheDocument();
    expect(screen.getByText('Please upload a banner image')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Banner image'), { target: { files: [png('image/webp')] } });
    expect(
      await screen.findByText('Please upload a valid image file (JPG, PNG, or GIF)'),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Banner image'), {
      target: { files: [png('image/png', 3 * 1024 * 1024)] },
    });
    expect(await screen.findByText('File size must be less than 2MB')).toBeInTheDocument();
  });

  it('asks before sending an image of the wrong dimensions', async () => {
    imageSize.value = { width: 300, height: 200 };
    const { calls } = api((call) =>
      call.url === '/api/banners/upload'
        ? jsonResponse(200, { imageUrl: '/uploads/banners/a.webp', width: 300, height: 200 })
        : call.url === '/api/banners'
          ? jsonResponse(201, created(false))
          : undefined,
    );
    const { user } = await open();
    fillValid();
    expect(await screen.findByText('ad.png: 300×200 pixels')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Banner Ad' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Image size does not match' });
    expect(dialog).toHaveTextContent('may be resized or cropped');
    await user.click(within(dialog).getByRole('button', { name: 'Choose another image' }));
    expect(calls.some((call) => call.url === '/api/banners/upload')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Create Banner Ad' }));
    await user.click(await screen.findByRole('button', { name: 'Continue anyway' }));
    expect(await screen.findByText(/arrived at \/dashboard\/banner-ads/)).toHaveTextContent(
      'submitted for review',
    );
  });

  it('goes to the checkout with the banner’s invoice when payment is required', async () => {
    const { callsTo } = api((call) =>
      call.url === '/api/banners/upload'
        ? jsonResponse(200, { imageUrl: '/uploads/banners/a.webp', width: 250, height: 250 })
        : call.url === '/api/banners'
          ? jsonResponse(201, created(true))
          : undefined,
    );
    const { user } = await open();
    fillValid();
    await screen.findByText('ad.png: 250×250 pixels');
    await user.click(screen.getByRole('button', { name: 'Create Banner Ad' }));
    const arrived = await screen.findByText(/arrived at \/checkout/);
    expect(JSON.parse(arrived.textContent?.replace(/^arrived at \/checkout: /, '') ?? '')).toEqual({
      invoiceId: INVOICE_ID,
      amount: 14900,
      itemType: 'BANNER_AD',
      bannerAdId: BANNER_ID,
      description: 'Banner ad: Harbour Movers',
      returnUrl: '/dashboard/banner-ads',
    });
    expect(callsTo('/api/banners')[0]?.body).toMatchObject({
      targetUrl: 'https://harbour.ca',
      size: 'SQUARE',
      placement: 'HOMEPAGE_SIDEBAR_1',
      imageUrl: '/uploads/banners/a.webp',
    });
  });

  it('says the spec’s words when creating fails', async () => {
    api((call) =>
      call.url === '/api/banners/upload'
        ? jsonResponse(200, { imageUrl: '/uploads/banners/a.webp', width: 250, height: 250 })
        : undefined,
    );
    const { user } = await open();
    fillValid();
    await screen.findByText('ad.png: 250×250 pixels');
    await user.click(screen.getByRole('button', { name: 'Create Banner Ad' }));
    expect(await screen.findByText('Error creating banner ad. Please try again.')).toBeInTheDocument();
  });

  it('takes a leaderboard’s optional mobile image, checks its shape and uploads it as one (issue 28)', async () => {
    imageSize.value = { width: 970, height: 90 };
    const { callsTo, calls } = api((call) =>
      call.url === '/api/banners/upload'
        ? jsonResponse(200, { imageUrl: '/uploads/banners/a.webp', width: 970, height: 90 })
        : call.url === '/api/banners/upload?kind=mobile'
          ? jsonResponse(200, { imageUrl: '/uploads/banners/u/mobile-b.webp', width: 320, height: 100 })
          : call.url === '/api/banners'
            ? jsonResponse(201, created(false))
            : undefined,
    );
    const { user } = await open();
    expect(screen.queryByLabelText('Mobile image (optional)')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Size'), { target: { value: 'LEADERBOARD' } });
    fillValid();
    await screen.findByText('ad.png: 970×90 pixels');
    const mobile = screen.getByLabelText('Mobile image (optional)');
    fireEvent.change(mobile, { target: { files: [png()] } });
    expect(
      await screen.findByText(
        'The mobile image must be at least 320 × 100 pixels, about 3.2 times as wide as it is high',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create Banner Ad' }));
    expect(calls.some((call) => call.url.startsWith('/api/banners/upload'))).toBe(false);

    imageSize.value = { width: 320, height: 100 };
    fireEvent.change(mobile, { target: { files: [png()] } });
    await vi.waitFor(() => expect(screen.queryByText(/The mobile image must be/)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Create Banner Ad' }));
    await screen.findByText(/arrived at \/dashboard\/banner-ads/);
    expect(callsTo('/api/banners/upload?kind=mobile')).toHaveLength(1);
    expect(callsTo('/api/banners')[0]?.body).toMatchObject({
      size: 'LEADERBOARD',
      imageUrl: '/uploads/banners/a.webp',
      mobileImageUrl: '/uploads/banners/u/mobile-b.webp',
    });
  });
});

describe('CreateBannerPage total before checkout (issue 30 item 3)', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  const setDates = (start: string, end: string) => {
    fireEvent.change(screen.getByLabelText('Start date and time'), { target: { value: start } });
    fireEvent.change(screen.getByLabelText('End date and time'), { target: { value: end } });
  };

  it('shows periods × price and the tax of the account’s province, as the checkout quotes it', async () => {
    api();
    await open();
    setDates('2030-01-01T00:00', '2030-01-31T00:00');
    const total = screen.getByRole('region', { name: 'Your total' });
    expect(within(total).getByText('30 days = 1 period of 30 days')).toBeInTheDocument();
    // The fixture's account is in NS: 14 % HST since 2025-04-01.
    expect(within(total).getByText('HST (NS 14%)')).toBeInTheDocument();
    expect(within(total).getByText('$169.86 CAD')).toBeInTheDocument();

    // One more day starts a second period: the same numbers the API's quote answers (banners.test.ts).
    setDates('2030-01-01T00:00', '2030-02-01T00:00');
    expect(within(total).getByText('31 days = 2 periods of 30 days')).toBeInTheDocument();
    expect(within(total).getByText('$298.00')).toBeInTheDocument();
    expect(within(total).getByText('$41.72')).toBeInTheDocument();
    expect(within(total).getByText('$339.72 CAD')).toBeInTheDocument();
  });

  it('says the periods rule in French', async () => {
    await i18n.changeLanguage('fr');
    api();
    renderRoutes(routes, { initialEntries: ['/create-banner'], user: ADVERTISER });
    expect(await screen.findByText('30 jours = 1 période de 30 jours')).toBeInTheDocument();
    expect(screen.getByText('TVH (NS 14 %)')).toBeInTheDocument();
  });

  it('shows no total to an account whose banners are free', async () => {
    api();
    renderRoutes(routes, {
      initialEntries: ['/create-banner'],
      user: { ...ADVERTISER, freeBannerAds: true },
    });
    await screen.findByLabelText('Target URL');
    expect(screen.queryByRole('region', { name: 'Your total' })).not.toBeInTheDocument();
  });
});
