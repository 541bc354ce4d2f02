import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Auction,
  type AuctionFields,
  type CreateAuctionRequest,
  createAuctionRequest,
  type Province,
  UpdateAuctionRequest,
} from '@mariner/contracts';
import { guessProvince, isoToZonedInput, placeTimeZone, zonedInputToIso } from '@mariner/contracts/constants';
import type { Resolver, ResolverOptions, ResolverResult } from 'react-hook-form';
import type { z } from 'zod';

/** What the form holds: the request's fields, with the dates as `datetime-local` wall-clock text. */
export interface ListingFormValues {
  /** Superadmins only: whom the listing is for (spec 000 §6). */
  sellerId: string;
  title: string;
  description: string;
  /** Issue 16: optional French text beside the English; each language's page shows its own. */
  titleFr: string;
  descriptionFr: string;
  categoryId: string;
  location: string;
  province: Province | '';
  auctionStartDate: string;
  auctionEndDate: string;
  previewUrl: string;
  catalogUrl: string;
  /** Issue 17: the gazetteer place picked in the town box ('' for none: the server reads the location). */
  placeId: string;
}

/** The checked fields, as the contract's schema hands them over (dates as ISO instants). */
export type ListingFields = z.output<typeof AuctionFields> & { sellerId?: string | null | undefined };

export type ListingFormMode = 'create' | 'edit';

/** Where no province is chosen nor guessable: the company is in Nova Scotia (spec 000 §1). */
const LAST_RESORT_PROVINCE: Province = 'NS';

/**
 * The province whose clock the dates are typed in: the one chosen, else the one the location
 * names, else the seller's profile province. It is always sent, so the dates are shown later in
 * the very zone they were entered in.
 */
export const effectiveProvince = (
  values: Pick<ListingFormValues, 'province' | 'location'>,
  fallback: Province | null,
): Province => values.province || guessProvince(values.location) || fallback || LAST_RESORT_PROVINCE;

export const emptyListingValues = (selfId: string, province: Province | null): ListingFormValues => ({
  sellerId: selfId,
  title: '',
  description: '',
  titleFr: '',
  descriptionFr: '',
  categoryId: '',
  location: '',
  province: province ?? '',
  auctionStartDate: '',
  auctionEndDate: '',
  previewUrl: '',
  catalogUrl: '',
  placeId: '',
});

/** An auction as the edit form shows it: its dates back on the wall clock of its own zone. */
export const auctionToFormValues = (auction: Auction): ListingFormValues => ({
  sellerId: auction.sellerId,
  title: auction.title,
  description: auction.description,
  titleFr: auction.titleFr ?? '',
  descriptionFr: auction.descriptionFr ?? '',
  categoryId: auction.categoryId,
  location: auction.location,
  province: auction.province,
  auctionStartDate: isoToZonedInput(auction.auctionStartDate, auction.timeZone),
  auctionEndDate: isoToZonedInput(auction.auctionEndDate, auction.timeZone),
  previewUrl: auction.previewUrl ?? '',
  catalogUrl: auction.catalogUrl ?? '',
  placeId: auction.placeId ?? '',
});

interface PayloadOptions {
  mode: ListingFormMode;
  selfId: string;
  fallbackProvince: Province | null;
  /** The coordinates of a gazetteer place the form has seen (picked, or the auction's own). */
  placeAt?: (placeId: string) => { lat: number; lng: number } | undefined;
}

/**
 * Issue 28: the zone the dates are typed in, the one the server will show them in: that of the
 * picked place (Labrador City is on Atlantic time, not Newfoundland's), else the province's.
 */
export function formTimeZone(
  values: Pick<ListingFormValues, 'province' | 'location' | 'placeId'>,
  options: Pick<PayloadOptions, 'fallbackProvince' | 'placeAt'>,
): string {
  const province = effectiveProvince(values, options.fallbackProvince);
  const point = values.placeId ? options.placeAt?.(values.placeId) : undefined;
  return placeTimeZone(province, point?.lat, point?.lng);
}

/** The request body before validation: dates read in the place's zone, sellerId only when another user. */
export function toAuctionPayload(values: ListingFormValues, options: PayloadOptions): CreateAuctionRequest {
  const province = effectiveProvince(values, options.fallbackProvince);
  const zone = formTimeZone(values, options);
  const { sellerId, ...fields } = values;
  return {
    ...fields,
    province,
    // An empty or partial input gives '', which the schema reports as "… date is required".
    auctionStartDate: zonedInputToIso(values.auctionStartDate, zone) ?? '',
    auctionEndDate: zonedInputToIso(values.auctionEndDate, zone) ?? '',
    ...(options.mode === 'create' && sellerId && sellerId !== options.selfId ? { sellerId } : {}),
  };
}

/**
 * The contract's own schema (create: with the future rule; edit: without), run on the converted
 * payload so the screen shows the server's words. The payload has the form's field names, so
 * each error lands on its input; only the types differ, hence the casts.
 */
export function listingResolver(
  options: PayloadOptions,
): Resolver<ListingFormValues, unknown, ListingFields> {
  const resolve =
    options.mode === 'create' ? zodResolver(createAuctionRequest()) : zodResolver(UpdateAuctionRequest);
  return async (values, context, resolverOptions) => {
    const result = await resolve(
      toAuctionPayload(values, options),
      context,
      resolverOptions as unknown as ResolverOptions<CreateAuctionRequest>,
    );
    return result as unknown as ResolverResult<ListingFormValues, ListingFields>;
  };
}
