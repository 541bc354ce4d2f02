import { SITE_NAME } from '@mariner/contracts/constants';
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAuction } from '../features/auctions/test-data.ts';
import { head as statsHead } from '../features/listing-stats/pages/ListingStatsPage.tsx';
import { head as editHead } from '../features/listings/pages/EditListingPage.tsx';
import { auctionQueryOptions } from '../lib/api/auctions.ts';
import { HeadTitle } from '../lib/head.ts';
import { renderRoutes } from '../test/render.tsx';

/**
 * Issue 26 item 3: in the browser a private page's tab is named by its route module's head, the
 * words the server wrote into its shell, and again when the data its title names arrives (a
 * navigation commits before its data).
 */
const ID = '00000000-0000-4000-8000-000000000007';
const auction = makeAuction(7, { id: ID, title: 'Truro Farm Sale', titleFr: 'Vente de ferme à Truro' });

describe("a private page's tab", () => {
  it('names the listing being edited once it is read, in French on the French page', async () => {
    const { queryClient } = renderRoutes(
      [{ path: '/fr/modifier-une-annonce/:id', element: <HeadTitle head={editHead} /> }],
      { initialEntries: [`/fr/modifier-une-annonce/${ID}`] },
    );
    expect(document.title).toBe(`Modifier l’annonce d’encan — ${SITE_NAME}`);
    act(() => queryClient.setQueryData(auctionQueryOptions(ID).queryKey, { auction }));
    expect(document.title).toBe(`Modifier\u00a0: Vente de ferme à Truro — ${SITE_NAME}`);
  });

  it('names the listing whose statistics are shown, in English on the English page', () => {
    const { queryClient } = renderRoutes(
      [{ path: '/dashboard/listings/:id/stats', element: <HeadTitle head={statsHead} /> }],
      { initialEntries: [`/dashboard/listings/${ID}/stats`] },
    );
    act(() => queryClient.setQueryData(auctionQueryOptions(ID).queryKey, { auction }));
    expect(document.title).toBe(`Statistics: Truro Farm Sale — ${SITE_NAME}`);
  });
});
