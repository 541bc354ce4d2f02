import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { deferred, type FetchCall, jsonResponse, makeUser, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import {
  AUCTION_ID,
  CATEGORIES,
  createdAnswer,
  makeAuction,
  picture,
  SELLER,
  stubObjectUrls,
  uploadedName,
} from '../auction-fixture.ts';
import { CreateListingPage } from './CreateListingPage.tsx';

function Probe() {
  const location = useLocation();
  return (
    <p>
      arrived at {location.pathname}: {JSON.stringify(location.state)}
    </p>
  );
}

const routes = [
  { path: '/create-listing', element: <CreateListingPage /> },
  { path: '/dashboard', element: <Probe /> },
  { path: '/checkout', element: <Probe /> },
  { path: '/edit-listing/:id', element: <Probe /> },
];

type Answer = (call: FetchCall) => Response | Promise<Response> | undefined;

const CARD = {
  id: '1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b',
  brand: 'visa',
  last4: '4242',
  expMonth: 4,
  expYear: 2031,
  isDefault: true,
};

/** Categories and a saved card (the payment-method gate opens) always answer; the rest per test. */
const api = (answer: Answer) =>
  mockFetch((call) => {
    if (call.url === '/api/categories') return jsonResponse(200, CATEGORIES);
    if (call.url === '/api/payment-methods') return jsonResponse(200, { paymentMethods: [CARD] });
    return answer(call) ?? jsonResponse(500, {});
  });

async function open(user = SELLER) {
  const view = renderRoutes(routes, { initialEntries: ['/create-listing'], user });
  await screen.findByRole('option', { name: 'Estate Sales' });
  return view;
}

type Events = ReturnType<typeof renderRoutes>['user'];

/** Long texts are pasted, not typed key by key: what is tested is the form, not the keyboard. */
async function paste(user: Events, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillValid(user: Events) {
  await paste(user, screen.getByLabelText('Title'), 'Lunenburg Harbour Estate Auction');
  await paste(
    user,
    screen.getByLabelText('Description'),
    'Contents of a seaside home in Lunenburg: dories, brass lanterns, quilts and hand tools.',
  );
  await user.selectOptions(screen.getByLabelText('Category'), 'Estate Sales');
  await user.type(screen.getByLabelText('Location'), 'Lunenburg');
  fireEvent.change(screen.getByLabelText('Start date and time'), { target: { value: '2030-07-01T10:00' } });
  fireEvent.change(screen.getByLabelText('End date and time'), { target: { value: '2030-07-01T16:00' } });
}

const submit = (user: Events) => user.click(screen.getByRole('button', { name: 'Create Listing' }));

beforeEach(stubObjectUrls);

describe('CreateListingPage', () => {
  it('shows the spec’s messages under the fields and sends nothing', async () => {
    const { calls } = api(() => undefined);
    const { user } = await open();
    await user.type(screen.getByLabelText('Title'), 'Too short');
    await user.type(screen.getByLabelText('Description'), 'Not fifty characters.');
    fireEvent.change(screen.getByLabelText('Start date and time'), { target: { value: '2020-01-01T10:00' } });
    fireEvent.change(screen.getByLabelText('End date and time'), { target: { value: '2019-12-31T10:00' } });
    await user.type(screen.getByLabelText(/Catalog URL/), 'catalogue');
    await submit(user);

    for (const message of [
      'Title must be at least 10 characters',
      'Description must be at least 50 characters',
      'Category is required',
      'Location is required',
      'Start date must be in the future',
      'End date must be after start date',
      'Must be a valid URL',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription(
      'Title must be at least 10 characters',
    );
    expect(screen.getByLabelText('Title')).toHaveFocus();
    expect(
      calls.filter((call) => call.url !== '/api/categories' && call.url !== '/api/payment-methods'),
    ).toHaveLength(0);
  });

  it('counts the description’s characters as they are typed', async () => {
    api(() => undefined);
    const { user } = await open();
    expect(screen.getByText('0 characters (at least 50)')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Description'), 'Brass lanterns');
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription('14 characters (at least 50)');
  });

  it('reads the dates in the chosen province’s zone and says which', async () => {
    const { calls } = api((call) =>
      call.url === '/api/auctions' ? jsonResponse(201, createdAnswer()) : undefined,
    );
    const { user } = await open();
    const start = screen.getByLabelText('Start date and time');
    // The profile's province (Nova Scotia) is the default.
    expect(screen.getByLabelText('Province or territory')).toHaveValue('NS');
    expect(start).toHaveAccessibleDescription('Times are in Atlantic Time (Halifax)');
    await fillValid(user);
    await user.selectOptions(screen.getByLabelText('Province or territory'), 'Newfoundland and Labrador');
    expect(start).toHaveAccessibleDescription('Times are in Newfoundland Time (St. John’s)');
    await submit(user);

    await screen.findByText(/arrived at \/dashboard/);
    expect(calls.find((call) => call.url === '/api/auctions')?.body).toEqual({
      title: 'Lunenburg Harbour Estate Auction',
      description: 'Contents of a seaside home in Lunenburg: dories, brass lanterns, quilts and hand tools.',
      categoryId: CATEGORIES[0]?.id,
      location: 'Lunenburg',
      province: 'NL',
      // 10:00 and 16:00 Newfoundland Daylight Time (UTC−2:30).
      auctionStartDate: '2030-07-01T12:30:00.000Z',
      auctionEndDate: '2030-07-01T18:30:00.000Z',
      previewUrl: null,
      catalogUrl: null,
      titleFr: null,
      descriptionFr: null,
      placeId: null,
      // Issue 28: the facts of the sale, none stated.
      saleType: null,
      biddingUrl: null,
      buyersPremiumPercent: null,
      paymentMethods: [],
      previewTimes: [],
      pickupTimes: [],
      terms: null,
      termsFr: null,
    });
  });

  it('sends the French title and description when the seller writes them (issue 16)', async () => {
    const { calls } = api((call) =>
      call.url === '/api/auctions' ? jsonResponse(201, createdAnswer()) : undefined,
    );
    const { user } = await open();
    await fillValid(user);
    await paste(user, screen.getByLabelText(/^Title in French/), 'Encan de la succession du port');
    await paste(
      user,
      screen.getByLabelText(/^Description in French/),
      'Contenu d’une maison au bord de la mer à Lunenburg : doris, lanternes et courtepointes.',
    );
    expect(screen.getByLabelText(/^Title in French/)).toHaveAttribute('lang', 'fr');
    await submit(user);

    await screen.findByText(/arrived at \/dashboard/);
    expect(calls.find((call) => call.url === '/api/auctions')?.body).toMatchObject({
      titleFr: 'Encan de la succession du port',
      descriptionFr:
        'Contenu d’une maison au bord de la mer à Lunenburg : doris, lanternes et courtepointes.',
    });
  });

  it('picks the town from the gazetteer: its id is sent, its province sets the zone, its name the empty location', async () => {
    const truro = {
      id: 'truro-ns',
      name: 'Truro',
      province: 'NS',
      lat: 45.36,
      lng: -63.28,
      population: 12_000,
    };
    const { calls } = api((call) => {
      if (call.url.startsWith('/api/places?')) return jsonResponse(200, { places: [truro] });
      if (call.url === '/api/auctions') return jsonResponse(201, createdAnswer());
      return undefined;
    });
    const { user } = await open(makeUser({ province: 'NL' }));
    await fillValid(user);
    await user.clear(screen.getByLabelText('Location'));
    const town = screen.getByLabelText(/Town or community/);
    await user.type(town, 'Tru');
    // The browser's list offers the match; choosing it puts its label in the box.
    await waitFor(() => expect(document.querySelector('datalist option[value="Truro, NS"]')).not.toBeNull());
    fireEvent.change(town, { target: { value: 'Truro, NS' } });
    expect(screen.getByLabelText('Province or territory')).toHaveValue('NS');
    expect(screen.getByLabelText('Location')).toHaveValue('Truro, NS');
    await submit(user);
    await screen.findByText(/arrived at \/dashboard/);
    expect(calls.find((call) => call.url === '/api/auctions')?.body).toMatchObject({
      placeId: 'truro-ns',
      province: 'NS',
      location: 'Truro, NS',
    });
  });

  it('takes a typed town’s best match, and refuses to send a town nobody knows', async () => {
    const { calls } = api((call) => {
      if (call.url.startsWith('/api/places?')) {
        const search = new URL(call.url, 'http://x').searchParams.get('search');
        return jsonResponse(200, {
          places:
            search === 'Nowhereville'
              ? []
              : [
                  {
                    id: 'moncton-nb',
                    name: 'Moncton',
                    province: 'NB',
                    lat: 46.1,
                    lng: -64.8,
                    population: 79_000,
                  },
                ],
        });
      }
      if (call.url === '/api/auctions') return jsonResponse(201, createdAnswer());
      return undefined;
    });
    const { user } = await open();
    await fillValid(user);
    const town = screen.getByLabelText(/Town or community/);
    await user.type(town, 'Nowhereville');
    await submit(user);
    expect(
      await screen.findByText('We could not find that town. Pick one from the list, or leave this empty.'),
    ).toBeVisible();
    expect(calls.some((call) => call.url === '/api/auctions')).toBe(false);

    await user.clear(town);
    await user.type(town, 'moncton');
    await submit(user);
    await screen.findByText(/arrived at \/dashboard/);
    expect(town).toHaveValue('Moncton, NB');
    expect(calls.find((call) => call.url === '/api/auctions')?.body).toMatchObject({
      placeId: 'moncton-nb',
      province: 'NB',
      location: 'Lunenburg',
    });
  });

  it('guesses the zone from the location when no province is set', async () => {
    const { calls } = api((call) =>
      call.url === '/api/auctions' ? jsonResponse(201, createdAnswer()) : undefined,
    );
    const { user } = await open(makeUser({ province: null }));
    await fillValid(user);
    await user.clear(screen.getByLabelText('Location'));
    await user.type(screen.getByLabelText('Location'), 'Toronto, ON');
    expect(screen.getByLabelText('Start date and time')).toHaveAccessibleDescription(
      'Times are in Eastern Time (Toronto)',
    );
    await submit(user);
    await screen.findByText(/arrived at \/dashboard/);
    expect(calls.find((call) => call.url === '/api/auctions')?.body).toMatchObject({
      province: 'ON',
      auctionStartDate: '2030-07-01T14:00:00.000Z',
    });
  });

  it('creates, then uploads the featured image and each gallery image in turn, reading "Creating..." meanwhile', async () => {
    const held = deferred<Response>();
    const { calls, spy } = api((call) => {
      if (call.url === '/api/auctions') return held.promise;
      if (call.url.endsWith('/featured-image'))
        return jsonResponse(200, { imageUrl: '/u/f.webp', auction: makeAuction() });
      if (call.url.endsWith('/images')) return jsonResponse(200, { imageUrl: '/u/g.webp', images: [] });
      return undefined;
    });
    const { user } = await open();
    await fillValid(user);
    await user.upload(screen.getByLabelText('Featured image'), picture('front.png'));
    await user.upload(screen.getByLabelText('Gallery images'), [picture('lot-1.png'), picture('lot-2.png')]);
    await user.upload(screen.getByLabelText('Gallery images'), picture('lot-3.png'));
    // A new gallery file can be taken out again before anything is sent.
    await user.click(screen.getByRole('button', { name: 'Remove lot-2.png' }));
    expect(screen.getByText('lot-1.png')).toBeInTheDocument();
    expect(screen.queryByText('lot-2.png')).not.toBeInTheDocument();
    await submit(user);

    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    held.resolve(jsonResponse(201, createdAnswer()));
    expect(await screen.findByText(/arrived at \/dashboard/)).toHaveTextContent(
      'Your listing has been submitted for review.',
    );
    const sent = calls
      .filter((call) => call.url !== '/api/categories' && call.url !== '/api/payment-methods')
      .map((call) => call.url);
    expect(sent).toEqual([
      '/api/auctions',
      `/api/auctions/${AUCTION_ID}/featured-image`,
      `/api/auctions/${AUCTION_ID}/images`,
      `/api/auctions/${AUCTION_ID}/images`,
    ]);
    const files = spy.mock.calls.filter(([url]) => String(url).startsWith(`/api/auctions/${AUCTION_ID}/`));
    expect(files.map(([, init]) => uploadedName(init))).toEqual(['front.png', 'lot-1.png', 'lot-3.png']);
  });

  it('says a listing approved at once is live', async () => {
    api((call) =>
      call.url === '/api/auctions'
        ? jsonResponse(201, createdAnswer({ auction: makeAuction({ status: 'APPROVED' }) }))
        : undefined,
    );
    const { user } = await open();
    await fillValid(user);
    await submit(user);
    expect(await screen.findByText(/arrived at \/dashboard/)).toHaveTextContent('Your listing is live.');
  });

  it('goes to the checkout when the fee is due', async () => {
    const invoice = { id: '6f1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b', amount: 11385 };
    api((call) =>
      call.url === '/api/auctions'
        ? jsonResponse(201, createdAnswer({ paymentRequired: true, invoice }))
        : undefined,
    );
    const { user, router } = await open();
    await fillValid(user);
    await submit(user);
    await screen.findByText(/arrived at \/checkout/);
    expect(router.state.location.state).toEqual({
      invoiceId: invoice.id,
      amount: 11385,
      itemType: 'LISTING_FEE',
      auctionListingId: AUCTION_ID,
      description: 'Auction listing: Lunenburg Harbour Estate Auction',
      returnUrl: '/dashboard',
    });
  });

  it('shows a failure in an alert and the server’s field texts under the fields', async () => {
    api((call) =>
      call.url === '/api/auctions'
        ? jsonResponse(400, {
            error: 'VALIDATION_ERROR',
            message: 'Please correct the highlighted fields.',
            fields: { location: 'Location is required' },
          })
        : undefined,
    );
    const { user } = await open();
    await fillValid(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error creating auction listing. Please try again.',
    );
    expect(screen.getByLabelText('Location')).toHaveAccessibleDescription('Location is required');
    expect(screen.getByRole('button', { name: 'Create Listing' })).toBeEnabled();
  });

  it('keeps a created listing when an image is refused: names it, gives the reason and a way on', async () => {
    const tooLarge = 'Image must be less than 10MB';
    const { calls } = api((call) => {
      if (call.url === '/api/auctions') return jsonResponse(201, createdAnswer());
      if (call.url.endsWith('/featured-image'))
        return jsonResponse(413, { error: 'PAYLOAD_TOO_LARGE', message: tooLarge });
      if (call.url.endsWith('/images')) return jsonResponse(200, { imageUrl: '/u/g.webp', images: [] });
      return undefined;
    });
    const { user } = await open();
    await fillValid(user);
    await user.upload(screen.getByLabelText('Featured image'), picture('huge.png'));
    await user.upload(screen.getByLabelText('Gallery images'), picture('lot-1.png'));
    await submit(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your listing was created, but some images could not be uploaded.');
    expect(alert).toHaveTextContent(`huge.png: ${tooLarge}`);
    expect(alert).not.toHaveTextContent('lot-1.png');
    // The gallery image was still sent, and the listing cannot be sent a second time.
    expect(calls.filter((call) => call.url.endsWith('/images'))).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Create Listing' })).toBeDisabled();
    expect(within(alert).getByRole('link', { name: 'Open the edit page' })).toHaveAttribute(
      'href',
      `/edit-listing/${AUCTION_ID}`,
    );
    await user.click(within(alert).getByRole('button', { name: 'Continue to the dashboard' }));
    expect(await screen.findByText(/arrived at \/dashboard/)).toHaveTextContent(
      'Your listing has been submitted for review.',
    );
  });

  it('lets a superadmin create for another user, defaulting to themself', async () => {
    const admin = makeUser({
      id: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
      role: 'SUPERADMIN',
      advertiserType: null,
      firstName: 'Ada',
      companyName: null,
      email: 'admin@demo.test',
    });
    const other = {
      ...makeUser({
        id: 'b2c3d4e5-f6a7-4b8c-9d0e-1f2a3b4c5d6e',
        companyName: 'Fundy Auctions',
        province: 'NB',
      }),
      _count: { auctionListings: 0, bannerAds: 0 },
    };
    const { calls } = api((call) => {
      if (call.url.startsWith('/api/users?'))
        return jsonResponse(200, {
          users: [{ ...admin, _count: { auctionListings: 0, bannerAds: 0 } }, other],
          pagination: { page: 1, limit: 1000, total: 2, totalPages: 1 },
        });
      if (call.url === '/api/auctions') return jsonResponse(201, createdAnswer());
      return undefined;
    });
    const { user } = await open(admin);
    expect(screen.getByRole('heading', { name: 'Create for' })).toBeInTheDocument();
    const seller = screen.getByLabelText('Seller');
    expect(seller).toHaveValue(admin.id);
    await screen.findByRole('option', { name: /Fundy Auctions/ });
    await user.type(screen.getByLabelText('Search users'), 'fundy');
    expect(within(seller).getAllByRole('option')).toHaveLength(2);
    await user.selectOptions(seller, other.id);
    // The chosen seller's province becomes the default zone.
    expect(screen.getByLabelText('Province or territory')).toHaveValue('NB');
    await fillValid(user);
    await submit(user);
    await screen.findByText(/arrived at \/dashboard/);
    expect(calls.find((call) => call.url === '/api/users?limit=1000')).toBeDefined();
    expect(calls.find((call) => call.url === '/api/auctions')?.body).toMatchObject({ sellerId: other.id });
  });

  it('asks nobody but a superadmin whom the listing is for', async () => {
    const { calls } = api(() => undefined);
    await open();
    expect(screen.queryByLabelText('Seller')).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith('/api/users'))).toBe(false);
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/dashboard');
  });
});

describe('CreateListingPage, the facts of the sale (issue 28)', () => {
  it('sends the type, link, premium, payment methods, windows in the place’s zone and terms', async () => {
    const { calls } = api((call) =>
      call.url === '/api/auctions' ? jsonResponse(201, createdAnswer()) : undefined,
    );
    const { user } = await open();
    await fillValid(user);
    const facts = within(screen.getByRole('region', { name: 'The sale' }));
    // The bidding link is asked for online sales only.
    expect(facts.queryByLabelText(/^Online bidding link/)).not.toBeInTheDocument();
    await user.selectOptions(facts.getByLabelText('Sale type'), 'On site and online');
    await paste(user, facts.getByLabelText(/^Online bidding link/), 'https://bid.example.ca/42');
    await paste(user, facts.getByLabelText(/^Buyer’s premium/), '12,5');
    await user.click(facts.getByRole('checkbox', { name: 'Cash' }));
    await user.click(facts.getByRole('checkbox', { name: 'Interac e-Transfer' }));
    await user.click(facts.getByRole('button', { name: 'Add a preview time' }));
    fireEvent.change(facts.getByLabelText('Preview 1 starts'), { target: { value: '2030-06-30T13:00' } });
    fireEvent.change(facts.getByLabelText('Preview 1 ends'), { target: { value: '2030-06-30T19:00' } });
    await user.click(facts.getByRole('button', { name: 'Add a pickup time' }));
    await user.click(facts.getByRole('button', { name: 'Add a pickup time' }));
    // The second row is removed again; the first pickup row is the one sent.
    const pickups = facts.getByRole('group', { name: /^Pickup times/ });
    fireEvent.change(within(pickups).getByLabelText('Pickup 1 starts'), {
      target: { value: '2030-07-02T09:00' },
    });
    fireEvent.change(within(pickups).getByLabelText('Pickup 1 ends'), {
      target: { value: '2030-07-02T12:00' },
    });
    await user.click(within(pickups).getByRole('button', { name: 'Remove pickup 2' }));
    await paste(user, facts.getByLabelText(/^Terms of sale\s*\(/), 'Cash on the day.\nAs is, where is.');
    await submit(user);

    await screen.findByText(/arrived at \/dashboard/);
    expect(calls.find((call) => call.url === '/api/auctions')?.body).toMatchObject({
      saleType: 'HYBRID',
      biddingUrl: 'https://bid.example.ca/42',
      buyersPremiumPercent: 12.5,
      paymentMethods: ['CASH', 'E_TRANSFER'],
      // Atlantic Daylight Time (UTC−3), the profile province's zone.
      previewTimes: [{ start: '2030-06-30T16:00:00.000Z', end: '2030-06-30T22:00:00.000Z' }],
      pickupTimes: [{ start: '2030-07-02T12:00:00.000Z', end: '2030-07-02T15:00:00.000Z' }],
      terms: 'Cash on the day.\nAs is, where is.',
      termsFr: null,
    });
  });

  it('shows the contract’s words under a premium out of range and a window ending first', async () => {
    const { calls } = api(() => undefined);
    const { user } = await open();
    await fillValid(user);
    const facts = within(screen.getByRole('region', { name: 'The sale' }));
    await paste(user, facts.getByLabelText(/^Buyer’s premium/), '60');
    await user.click(facts.getByRole('button', { name: 'Add a preview time' }));
    fireEvent.change(facts.getByLabelText('Preview 1 starts'), { target: { value: '2030-06-30T13:00' } });
    fireEvent.change(facts.getByLabelText('Preview 1 ends'), { target: { value: '2030-06-30T12:00' } });
    await submit(user);

    expect(await screen.findByText('The buyer’s premium must be between 0 and 50 %')).toBeInTheDocument();
    expect(facts.getByLabelText(/^Buyer’s premium/)).toHaveAccessibleDescription(
      expect.stringContaining('between 0 and 50'),
    );
    expect(screen.getByText('Each window must end after it starts')).toBeInTheDocument();
    expect(calls.some((call) => call.url === '/api/auctions')).toBe(false);
  });
});
