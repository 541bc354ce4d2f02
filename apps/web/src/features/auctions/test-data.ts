/** Auctions as the API answers them, for this feature's component tests. */

import type { Auction, AuctionListResponse, SavedAuction } from '@mariner/contracts';
import { notStatedSaleFacts } from '@mariner/contracts/constants';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const CATEGORY = { id: '0f8e4c4a-3a6b-4c1f-9b1e-2d3c4b5a6f70', name: 'Estate Sales' };

export const makeAuction = (n = 1, overrides: Partial<Auction> = {}): Auction => ({
  id: uuid(n),
  title: `Lunenburg Harbour Estate Auction ${n}`,
  description: 'Contents of a seaside home: dories, brass lanterns, quilts and hand tools.\nViewing Friday.',
  titleFr: null,
  descriptionFr: null,
  eventStatus: 'SCHEDULED',
  previousStartDate: null,
  categoryId: CATEGORY.id,
  category: CATEGORY,
  featuredImage: `/uploads/auctions/a${n}/front-1600.webp`,
  images: [`/uploads/auctions/a${n}/lot-1-1600.webp`, `/uploads/auctions/a${n}/lot-2-1600.webp`],
  location: 'Lunenburg, NS',
  province: 'NS',
  timeZone: 'America/Halifax',
  status: 'APPROVED',
  auctionStartDate: '2026-07-04T13:00:00.000Z',
  auctionEndDate: '2026-07-04T19:00:00.000Z',
  previewUrl: null,
  catalogUrl: null,
  ...notStatedSaleFacts(),
  createdAt: '2026-06-01T12:00:00.000Z',
  updatedAt: '2026-06-01T12:00:00.000Z',
  sellerId: uuid(900),
  seller: {
    id: uuid(900),
    companyName: 'Tidewater Auctions',
    companyLogo: null,
    companyContactName: null,
    companyContactEmail: null,
    email: 'owner@tidewater.example',
    companyContactPhone: null,
    companyPhone: null,
  },
  ...overrides,
});

export const makeList = (
  auctions: Auction[],
  pagination: Partial<AuctionListResponse['pagination']> = {},
): AuctionListResponse => ({
  auctions,
  pagination: {
    page: 1,
    limit: 12,
    total: auctions.length,
    totalPages: auctions.length ? 1 : 0,
    ...pagination,
  },
});

export const makeSaved = (n = 1, overrides: Partial<SavedAuction> = {}): SavedAuction => {
  const auction = makeAuction(n);
  return {
    id: auction.id,
    title: auction.title,
    description: auction.description,
    featuredImage: auction.featuredImage,
    auctionStartDate: auction.auctionStartDate,
    auctionEndDate: auction.auctionEndDate ?? auction.auctionStartDate,
    location: auction.location,
    timeZone: auction.timeZone,
    category: auction.category,
    savedAt: '2026-06-10T15:00:00.000Z',
    ...overrides,
  };
};
