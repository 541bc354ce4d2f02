import type { AuctionListQuery, Place, User } from '@mariner/contracts';
import { dateChipRange, PROVINCE_TIME_ZONES } from '@mariner/contracts/constants';
import type { QueryClient } from '@tanstack/react-query';
import { followsQueryOptions, savedSearchesQueryOptions } from '../../lib/api/alerts.ts';
import { auctionsQueryOptions } from '../../lib/api/auctions.ts';
import { upcomingSavedQueryOptions } from '../../lib/api/saved.ts';
import { townPlaceQueryOptions } from '../../lib/places.ts';

/** How many saved auctions and weekend sales the home shows; the rest are a link away. */
export const HOME_SAVED_LIMIT = 6;
export const HOME_WEEKEND_LIMIT = 6;

/** "Ends soon": a sale not yet ended whose end is at most this far off. */
export const ENDS_SOON_MS = 48 * 60 * 60 * 1000;

export type SaleTiming = 'ended' | 'endsSoon' | 'upcoming';

export function saleTiming(auctionEndDate: string, now: Date): SaleTiming {
  const left = Date.parse(auctionEndDate) - now.getTime();
  if (left < 0) return 'ended';
  return left <= ENDS_SOON_MS ? 'endsSoon' : 'upcoming';
}

/**
 * The weekend is the visitor's: that of their province's zone when they gave one, else Atlantic
 * time (the site's sales are in Atlantic Canada). Not the browser's zone: the loader and the page
 * must ask for the same range.
 */
const zoneOf = (user: Pick<User, 'province'>) =>
  user.province ? PROVINCE_TIME_ZONES[user.province] : PROVINCE_TIME_ZONES.NS;

/**
 * "This weekend near you" (issue 27): the list call with the date chips' weekend range, near the
 * town of the profile when the gazetteer knows it (the list's own radius), else in the province;
 * everywhere when the profile names neither.
 */
export function weekendQuery(user: Pick<User, 'province'>, place: Place | null, now: Date): AuctionListQuery {
  const range = dateChipRange('weekend', now, zoneOf(user));
  const where: Partial<AuctionListQuery> = place
    ? { near: place.id, sort: 'date' }
    : user.province
      ? { location: user.province }
      : {};
  return { page: 1, limit: HOME_WEEKEND_LIMIT, ...range, ...where };
}

/** The place "near you" means, read from the profile's town (null without one). */
export const townPlaceOptions = (user: Pick<User, 'town' | 'province'>) =>
  townPlaceQueryOptions(user.town?.trim() ?? '', user.province);

/** Every query the buyer's home reads, started by its route's loader (issue 26). */
export function prefetchBuyerHome(queryClient: QueryClient, user: User): Promise<unknown>[] {
  const weekend = (async () => {
    const place = user.town?.trim()
      ? await queryClient.ensureQueryData(townPlaceOptions(user)).catch(() => null)
      : null;
    await queryClient.prefetchQuery(auctionsQueryOptions(weekendQuery(user, place, new Date())));
  })();
  return [
    queryClient.prefetchQuery(upcomingSavedQueryOptions(HOME_SAVED_LIMIT)),
    queryClient.prefetchQuery(savedSearchesQueryOptions()),
    queryClient.prefetchQuery(followsQueryOptions()),
    weekend,
  ];
}
