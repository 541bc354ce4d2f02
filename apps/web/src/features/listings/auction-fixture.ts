/** Test data for the listing screens' tests. */

import type { Auction, CreateAuctionResponse } from '@mariner/contracts';
import { notStatedSaleFacts } from '@mariner/contracts/constants';
import { makeUser } from '../../test/fixtures.ts';

export const SELLER = makeUser();
export const CATEGORIES = [
  { id: '3b0f7a52-6a64-4c51-8d7a-0f1d6c2b9e11', name: 'Estate Sales' },
  { id: '5c1e8b63-7b75-4d62-9e8b-1a2e7d3caf22', name: 'Vehicles' },
];
export const AUCTION_ID = '0d9c1f4e-2b3a-4c5d-8e6f-7a8b9c0d1e2f';

export const makeAuction = (overrides: Partial<Auction> = {}): Auction => ({
  id: AUCTION_ID,
  title: 'Lunenburg Harbour Estate Auction',
  description: 'Contents of a seaside home in Lunenburg: dories, brass lanterns, quilts and hand tools.',
  titleFr: null,
  descriptionFr: null,
  eventStatus: 'SCHEDULED',
  previousStartDate: null,
  categoryId: CATEGORIES[0]?.id ?? '',
  category: CATEGORIES[0] ?? { id: '', name: '' },
  featuredImage: '/uploads/auctions/front-1600.webp',
  images: ['/uploads/auctions/lot-1-1600.webp', '/uploads/auctions/lot-2-1600.webp'],
  location: 'Lunenburg, NS',
  province: 'NS',
  timeZone: 'America/Halifax',
  status: 'PENDING',
  auctionStartDate: '2030-07-01T13:00:00.000Z',
  auctionEndDate: '2030-07-01T19:00:00.000Z',
  previewUrl: null,
  catalogUrl: 'https://example.com/catalogue',
  ...notStatedSaleFacts(),
  createdAt: '2030-06-01T12:00:00.000Z',
  updatedAt: '2030-06-01T12:00:00.000Z',
  sellerId: SELLER.id,
  seller: {
    id: SELLER.id,
    companyName: SELLER.companyName,
    companyLogo: null,
    companyContactName: null,
    companyContactEmail: null,
    email: SELLER.email,
    companyContactPhone: null,
    companyPhone: null,
  },
  ...overrides,
});

export const createdAnswer = (overrides: Partial<CreateAuctionResponse> = {}): CreateAuctionResponse => ({
  id: AUCTION_ID,
  auction: makeAuction(),
  paymentRequired: false,
  invoice: null,
  ...overrides,
});

export const picture = (name: string) => new File(['picture'], name, { type: 'image/png' });

/** jsdom has no object URLs; the previews only need an address. */
export function stubObjectUrls() {
  let next = 0;
  Object.assign(URL, {
    createObjectURL: () => {
      next += 1;
      return `blob:preview-${next}`;
    },
    revokeObjectURL: () => undefined,
  });
}

/** The name of the file a multipart call carried (mockFetch records JSON bodies only). */
export const uploadedName = (init: RequestInit | undefined): string | undefined => {
  const file = init?.body instanceof FormData ? init.body.get('file') : null;
  return file instanceof File ? file.name : undefined;
};
