import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { type FetchCall, jsonResponse, makeUser, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import {
  AUCTION_ID,
  CATEGORIES,
  makeAuction,
  picture,
  SELLER,
  stubObjectUrls,
  uploadedName,
} from '../auction-fixture.ts';
import { EditListingPage } from './EditListingPage.tsx';

function Probe() {
  const location = useLocation();
  return (
    <p>
      arrived at {location.pathname}: {JSON.stringify(location.state)}
    </p>
  );
}

const routes = [
  { path: '/edit-listing/:id', element: <EditListingPage /> },
  { path: '/dashboard', element: <Probe /> },
];

const DETAIL = `/api/auctions/${AUCTION_ID}`;

type Answer = (call: FetchCall) => Response | Promise<Response> | undefined;

const api = (answer: Answer, auction = makeAuction()) =>
  mockFetch((call) => {
    if (call.url === '/api/categories') return jsonResponse(200, CATEGORIES);
    const answered = answer(call);
    if (answered) return answered;
    if (call.url === DETAIL && call.method === 'GET') return jsonResponse(200, { auction });
    return jsonResponse(500, {});
  });

async function open(user = SELLER) {
  const view = renderRoutes(routes, { initialEntries: [`/edit-listing/${AUCTION_ID}`], user });
  await screen.findByRole('heading', { name: 'Edit Auction Listing' });
  await screen.findByRole('option', { name: 'Estate Sales' });
  return view;
}

const save = (user: ReturnType<typeof renderRoutes>['user']) =>
  user.click(screen.getByRole('button', { name: 'Save Changes' }));

beforeEach(stubObjectUrls);

describe('EditListingPage', () => {
  it('fills the form, with the dates back on the auction’s own clock', async () => {
    api(() => undefined, makeAuction({ province: 'NL', timeZone: 'America/St_Johns' }));
    await open();
    expect(screen.getByLabelText('Title')).toHaveValue('Lunenburg Harbour Estate Auction');
    expect(screen.getByLabelText('Category')).toHaveValue(CATEGORIES[0]?.id);
    expect(screen.getByLabelText('Province or territory')).toHaveValue('NL');
    // 13:00 UTC is 10:30 in St. John's in July (UTC−2:30).
    expect(screen.getByLabelText('Start date and time')).toHaveValue('2030-07-01T10:30');
    expect(screen.getByLabelText('End date and time')).toHaveValue('2030-07-01T16:30');
    expect(screen.getByLabelText(/Catalog URL/)).toHaveValue('https://example.com/catalogue');
    expect(screen.getByText('Current featured image')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove current photo 2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/dashboard');
  });

  it('saves with the kept gallery, then uploads the new pictures, and reports success on the dashboard', async () => {
    const { calls, spy } = api((call) => {
      if (call.url === DETAIL && call.method === 'PUT') return jsonResponse(200, { auction: makeAuction() });
      if (call.url.endsWith('/featured-image'))
        return jsonResponse(200, { imageUrl: '/u/f.webp', auction: makeAuction() });
      if (call.url.endsWith('/images')) return jsonResponse(200, { imageUrl: '/u/g.webp', images: [] });
      return undefined;
    });
    const { user } = await open();
    const title = screen.getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Lunenburg Harbour Estate Auction (rescheduled)');
    await user.click(screen.getByRole('button', { name: 'Remove current photo 1' }));
    await user.upload(screen.getByLabelText('Featured image'), picture('new-front.png'));
    await user.upload(screen.getByLabelText('Gallery images'), picture('lot-9.png'));
    await save(user);

    expect(await screen.findByText(/arrived at \/dashboard/)).toHaveTextContent(
      'Auction updated successfully!',
    );
    const put = calls.find((call) => call.method === 'PUT');
    // The start date is in the past-or-future as it was: no future rule on edit.
    expect(put?.body).toMatchObject({
      title: 'Lunenburg Harbour Estate Auction (rescheduled)',
      province: 'NS',
      auctionStartDate: '2030-07-01T13:00:00.000Z',
      images: ['/uploads/auctions/lot-2-1600.webp'],
    });
    const uploads = spy.mock.calls.filter(
      ([url, init]) => init?.method === 'POST' && String(url).startsWith(DETAIL),
    );
    expect(uploads.map(([url, init]) => [String(url).slice(DETAIL.length), uploadedName(init)])).toEqual([
      ['/featured-image', 'new-front.png'],
      ['/images', 'lot-9.png'],
    ]);
  });

  it('accepts a start date in the past', async () => {
    const { calls } = api(
      (call) => (call.method === 'PUT' ? jsonResponse(200, { auction: makeAuction() }) : undefined),
      makeAuction({
        auctionStartDate: '2020-07-01T13:00:00.000Z',
        auctionEndDate: '2020-07-01T19:00:00.000Z',
      }),
    );
    const { user } = await open();
    await save(user);
    await screen.findByText(/arrived at \/dashboard/);
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      auctionStartDate: '2020-07-01T13:00:00.000Z',
    });
  });

  it('still checks the end against the start', async () => {
    const { calls } = api(() => undefined);
    const { user } = await open();
    const end = screen.getByLabelText('End date and time');
    await user.clear(end);
    await save(user);
    expect(await screen.findByText('End date is required')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('shows the server’s text when the save fails, else "Failed to update auction"', async () => {
    let answer = jsonResponse(409, { error: 'CONFLICT', message: 'This listing was changed meanwhile.' });
    api((call) => (call.method === 'PUT' ? answer : undefined));
    const { user } = await open();
    await save(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('This listing was changed meanwhile.');
    answer = jsonResponse(500, {});
    await save(user);
    expect(await screen.findByText('Failed to update auction')).toBeInTheDocument();
  });

  it('after a refused picture, reports it and starts the form again from what was saved', async () => {
    const saved = makeAuction({ images: ['/uploads/auctions/lot-2-1600.webp', '/u/g.webp'] });
    let putDone = false;
    api((call) => {
      if (call.url === DETAIL && call.method === 'PUT') {
        putDone = true;
        return jsonResponse(200, { auction: saved });
      }
      if (call.url === DETAIL && putDone) return jsonResponse(200, { auction: saved });
      if (call.url.endsWith('/featured-image'))
        return jsonResponse(415, {
          error: 'UNSUPPORTED_MEDIA_TYPE',
          message: 'Please upload a valid image file',
        });
      if (call.url.endsWith('/images')) return jsonResponse(200, { imageUrl: '/u/g.webp', images: [] });
      return undefined;
    });
    const { user } = await open();
    await user.click(screen.getByRole('button', { name: 'Remove current photo 1' }));
    await user.upload(screen.getByLabelText('Featured image'), picture('notes.png'));
    await user.upload(screen.getByLabelText('Gallery images'), picture('lot-9.png'));
    await save(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your changes were saved, but some images could not be uploaded.');
    expect(alert).toHaveTextContent('notes.png: Please upload a valid image file');
    // The form now holds the saved gallery (the uploaded lot-9 included) and no pending files.
    expect(screen.getByRole('button', { name: 'Remove current photo 2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove lot-9.png' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    await user.click(within(alert).getByRole('button', { name: 'Continue to the dashboard' }));
    expect(await screen.findByText(/arrived at \/dashboard/)).toHaveTextContent(
      'Auction updated successfully!',
    );
  });

  it('tells the seller when a new title sends a live listing back to review (issue 25)', async () => {
    api(
      (call) =>
        call.url === DETAIL && call.method === 'PUT'
          ? jsonResponse(200, { auction: makeAuction({ status: 'PENDING' }) })
          : undefined,
      makeAuction({ status: 'APPROVED' }),
    );
    const { user } = await open();
    const title = screen.getByLabelText('Title');
    await user.clear(title);
    await user.click(title);
    await user.paste('Lunenburg Harbour Estate Auction (rescheduled)');
    await save(user);

    expect(await screen.findByText(/arrived at \/dashboard/)).toHaveTextContent(
      'The new title, description or terms of sale go back to review before the listing is shown again.',
    );
  });

  it('says the listing failed to load, then goes to the dashboard with that message', async () => {
    api((call) =>
      call.url === DETAIL ? jsonResponse(404, { error: 'NOT_FOUND', message: 'Not found' }) : undefined,
    );
    renderRoutes(routes, { initialEntries: [`/edit-listing/${AUCTION_ID}`], user: SELLER });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load auction details');
    expect(await screen.findByText(/arrived at \/dashboard/, {}, { timeout: 3000 })).toHaveTextContent(
      'Failed to load auction details',
    );
  });

  it('sends anyone but the seller or an admin to the dashboard', async () => {
    api(
      () => undefined,
      makeAuction({ sellerId: 'c3d4e5f6-a7b8-4c9d-8e0f-2a3b4c5d6e7f', status: 'APPROVED' }),
    );
    renderRoutes(routes, { initialEntries: [`/edit-listing/${AUCTION_ID}`], user: SELLER });
    expect(await screen.findByText(/arrived at \/dashboard/)).toBeInTheDocument();
  });

  it('lets an admin edit someone else’s listing', async () => {
    api(() => undefined);
    await open(makeUser({ id: 'd4e5f6a7-b8c9-4d0e-9f1a-3b4c5d6e7f80', role: 'ADMIN', advertiserType: null }));
    expect(screen.getByLabelText('Title')).toHaveValue('Lunenburg Harbour Estate Auction');
    expect(screen.queryByLabelText('Seller')).not.toBeInTheDocument();
  });
});

describe('EditListingPage, the facts of the sale (issue 28)', () => {
  it('shows the stored facts and sends them back changed', async () => {
    const { calls } = api(
      (call) =>
        call.url === DETAIL && call.method === 'PUT'
          ? jsonResponse(200, { auction: makeAuction() })
          : undefined,
      makeAuction({
        saleType: 'ONLINE_TIMED',
        biddingUrl: 'https://bid.example.ca/7',
        buyersPremiumPercent: 12.5,
        paymentMethods: ['CASH'],
        pickupTimes: [{ start: '2030-07-02T12:00:00.000Z', end: '2030-07-02T15:00:00.000Z' }],
        terms: 'As is.',
      }),
    );
    const { user } = await open();
    const facts = within(screen.getByRole('region', { name: 'The sale' }));
    expect(facts.getByLabelText('Sale type')).toHaveValue('ONLINE_TIMED');
    expect(facts.getByLabelText(/^Online bidding link/)).toHaveValue('https://bid.example.ca/7');
    expect(facts.getByLabelText(/^Buyer’s premium/)).toHaveValue('12.5');
    expect(facts.getByRole('checkbox', { name: 'Cash' })).toBeChecked();
    // Halifax in summer (UTC−3).
    expect(facts.getByLabelText('Pickup 1 starts')).toHaveValue('2030-07-02T09:00');
    await user.click(facts.getByRole('checkbox', { name: 'Cheque' }));
    // On site: the link is neither shown nor sent.
    await user.selectOptions(facts.getByLabelText('Sale type'), 'Live on site');
    expect(facts.queryByLabelText(/^Online bidding link/)).not.toBeInTheDocument();
    await save(user);

    await screen.findByText(/arrived at \/dashboard/);
    expect(calls.find((call) => call.url === DETAIL && call.method === 'PUT')?.body).toMatchObject({
      saleType: 'LIVE_ONSITE',
      biddingUrl: null,
      buyersPremiumPercent: 12.5,
      paymentMethods: ['CASH', 'CHEQUE'],
      pickupTimes: [{ start: '2030-07-02T12:00:00.000Z', end: '2030-07-02T15:00:00.000Z' }],
      terms: 'As is.',
    });
  });
});
