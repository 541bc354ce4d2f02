import { lotLinkSearch } from '@mariner/contracts/constants';
import { paths } from '../../../lib/paths.ts';

/**
 * The address of a lot on its auction's page: its catalogue page and anchor (`?lots=3#lot-12`). Its
 * own module, so a card linking its first lot does not bring the Items tab's card (issue 26).
 */
export const lotHref = (auctionId: string, lot: { lotNumber: string; cataloguePage: number }) =>
  `${paths.auction(auctionId)}${lotLinkSearch(lot)}`;
