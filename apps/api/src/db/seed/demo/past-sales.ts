import type { DemoAuction } from './data.ts';

/** A demo sale that is over, with the results its auctioneer gave (issue 28, item 6). */
export interface DemoPastSale extends Omit<DemoAuction, 'inDays' | 'pending'> {
  /** Days before the seed date it started. */
  daysAgo: number;
  titleFr?: string;
  resultsUrl?: string;
  resultsNote?: string;
}

const d = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Sales of the last months, so auctioneers' profiles show past sales with their results, as a
 * living site would (ARCHITECTURE decision 14). Their places are gazetteer places (demo.test.ts).
 */
export const DEMO_PAST_SALES: DemoPastSale[] = [
  {
    seller: 'tidewater',
    title: 'Bible Hill Farmhouse Contents',
    titleFr: 'Contenu d’une ferme de Bible Hill',
    category: 'Estate Sales',
    location: 'Truro, NS',
    daysAgo: 12,
    hour: 10,
    runsDays: 1,
    gallery: 0,
    description: d(`Pine furniture, quilts, crocks, china and a barn of hand tools from a farmhouse kept
      by one family since 1910.`),
    resultsUrl: 'https://tidewater-auctions.example/results/bible-hill',
    resultsNote:
      'All 318 lots sold. The pine harvest table went for $1,150; thank you to everyone who came out.',
  },
  {
    seller: 'tidewater',
    title: 'Halifax Waterfront Marine Antiques',
    category: 'Antiques',
    location: 'Halifax, NS',
    daysAgo: 74,
    hour: 11,
    runsDays: 1,
    gallery: 0,
    description: d(`Ship's wheels, binnacles, charts, lanterns and a ship-in-bottle collection from a
      retired harbour pilot.`),
    resultsNote: 'Prices realized are posted at our Truro office and available by e-mail.',
  },
  {
    seller: 'fundy',
    title: 'Saint John Machine Shop Dispersal',
    titleFr: 'Dispersion d’un atelier d’usinage de Saint John',
    category: 'Industrial Equipment',
    location: 'Saint John, NB',
    daysAgo: 33,
    hour: 9,
    runsDays: 1,
    gallery: 0,
    description: d(`Lathes, a vertical mill, welders, tooling and shop furniture from a closing machine
      shop.`),
    resultsUrl: 'https://fundyshore.example/results/machine-shop',
  },
];
