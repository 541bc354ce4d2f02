import { MESSAGES } from '@mariner/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, makeUser, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { AUCTION_ID, makeAuction } from '../auction-fixture.ts';
import { MyAuctions } from './MyAuctions.tsx';

/** Issue 28: the seller's "Add results" form on an ended listing of the dashboard. */
const ended = makeAuction({
  status: 'APPROVED',
  auctionStartDate: '2025-05-01T13:00:00.000Z',
  auctionEndDate: '2025-05-01T19:00:00.000Z',
  resultsUrl: null,
  resultsNote: null,
});

function serve(
  auctions = [ended],
  onPut: (body: unknown) => Response = () => jsonResponse(200, { auction: ended }),
) {
  return mockFetch((call) => {
    if (call.url === '/api/auctions/my-auctions') return jsonResponse(200, { auctions });
    if (call.method === 'PUT' && call.url === `/api/auctions/${AUCTION_ID}/results`) return onPut(call.body);
    return jsonResponse(404, {});
  });
}

const render = () => renderRoutes([{ path: '/', element: <MyAuctions user={makeUser()} /> }]);

describe('AuctionResultsForm', () => {
  it('is offered on an ended listing only', async () => {
    const upcoming = makeAuction({ id: '22222222-2222-4222-8222-222222222222', title: 'Upcoming sale' });
    serve([ended, upcoming]);
    render();
    expect(
      await screen.findByRole('button', { name: /Add results.*Lunenburg Harbour Estate Auction/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Add results.*Upcoming sale/ })).toBeNull();
  });

  it('sends the link and note, and says so', async () => {
    const fetches = serve();
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: /Add results/ }));
    await user.type(screen.getByLabelText(/Results link/), 'https://results.example/sale');
    await user.type(screen.getByLabelText(/Results note/), 'Sold 212 lots.');
    await user.click(screen.getByRole('button', { name: 'Save results' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Results saved.');
    expect(fetches.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      resultsUrl: 'https://results.example/sale',
      resultsNote: 'Sold 212 lots.',
    });
  });

  it('refuses a link that is not https before sending, with the contract’s words', async () => {
    const fetches = serve();
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: /Add results/ }));
    await user.type(screen.getByLabelText(/Results link/), 'http://results.example/sale');
    await user.click(screen.getByRole('button', { name: 'Save results' }));
    expect(await screen.findByText(MESSAGES.resultsUrlHttps)).toBeInTheDocument();
    expect(screen.getByLabelText(/Results link/)).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(fetches.calls.some((call) => call.method === 'PUT')).toBe(false));
  });

  it('shows the server’s refusal', async () => {
    serve([ended], () =>
      jsonResponse(400, { error: 'BAD_REQUEST', message: MESSAGES.resultsBeforeSaleEnded }),
    );
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: /Add results/ }));
    await user.type(screen.getByLabelText(/Results note/), 'Early');
    await user.click(screen.getByRole('button', { name: 'Save results' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.resultsBeforeSaleEnded);
  });
});
