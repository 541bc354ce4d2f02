/** Directory answers as the API gives them, for this feature's component tests. */
import type { DirectoryEntry, DirectoryProfile, Pagination } from '@mariner/contracts';

export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export const makeEntry = (n = 1, overrides: Partial<DirectoryEntry> = {}): DirectoryEntry => ({
  id: uuid(n),
  companyName: `Tidewater Auctions ${n}`,
  advertiserType: 'AUCTIONEER',
  companyLogo: `/uploads/logos/l${n}.webp`,
  companyAddress: '212 Prince Street, Truro, NS',
  province: 'NS',
  serviceArea: null,
  descriptionExcerpt: 'Estate, antique and collectible auctions across central Nova Scotia since 1987.',
  descriptionExcerptFr: null,
  ...overrides,
});

export const makePage = (
  count: number,
  overrides: Partial<Pagination> = {},
): { entries: DirectoryEntry[]; pagination: Pagination } => ({
  entries: Array.from({ length: count }, (_, i) => makeEntry((overrides.page ?? 1) * 100 + i)),
  pagination: { page: 1, limit: 12, total: count, totalPages: count > 0 ? 1 : 0, ...overrides },
});

export const makeProfile = (overrides: Partial<DirectoryProfile> = {}): DirectoryProfile => ({
  id: uuid(7),
  companyName: 'Tidewater Auctions Ltd.',
  advertiserType: 'AUCTIONEER',
  companyLogo: '/uploads/logos/tidewater.webp',
  companyDescription: 'Estate, antique and collectible auctions.\nSince 1987.',
  companyDescriptionFr: null,
  companyWebsite: 'https://tidewater-auctions.example/',
  companyPhone: '(902) 555-0100',
  companyAddress: '212 Prince Street, Truro, NS B2N 1G1',
  province: 'NS',
  companyContactName: 'Marie LeBlanc',
  companyContactEmail: 'sales@tidewater.example',
  companyContactPhone: '(902) 555-0112',
  categories: ['Estates', 'Antiques'],
  serviceArea: 'Central Nova Scotia',
  activeAuctions: [
    {
      id: uuid(501),
      title: 'Lunenburg Harbour Estate Auction',
      featuredImage: '/uploads/auctions/a1/front-1600.webp',
      auctionStartDate: '2026-07-04T13:00:00.000Z',
      location: 'Lunenburg, NS',
      timeZone: 'America/Halifax',
    },
    {
      id: uuid(502),
      title: 'Moncton Vehicle Sale',
      featuredImage: null,
      auctionStartDate: '2026-07-10T13:00:00.000Z',
      location: 'Moncton, NB',
      timeZone: 'America/St_Johns',
    },
  ],
  pastAuctions: [],
  ...overrides,
});
