import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Auction,
  type AuctionFields,
  type CreateAuctionRequest,
  createAuctionRequest,
  type Province,
  type SalePaymentMethod,
  type SaleType,
  type SaleWindow,
  UpdateAuctionRequest,
} from '@mariner/contracts';
import {
  guessProvince,
  isOnlineSaleType,
  isoToZonedInput,
  placeTimeZone,
  zonedInputToIso,
} from '@mariner/contracts/constants';
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
  /** Issue 28, decision 018: the facts of the sale ('' and empty lists: not stated). */
  saleType: SaleType | '';
  biddingUrl: string;
  /** As typed ("12.5" or "12,5"); read as a number on sending. */
  buyersPremiumPercent: string;
  paymentMethods: SalePaymentMethod[];
  /** Windows as `datetime-local` wall-clock text in the auction's zone, like the dates. */
  previewTimes: WindowValues[];
  pickupTimes: WindowValues[];
  terms: string;
  termsFr: string;
}

/** A preview or pickup window as the form holds it. */
export interface WindowValues {
  start: string;
  end: string;
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
  saleType: '',
  biddingUrl: '',
  buyersPremiumPercent: '',
  paymentMethods: [],
  previewTimes: [],
  pickupTimes: [],
  terms: '',
  termsFr: '',
});

const windowsToForm = (windows: readonly SaleWindow[], zone: string): WindowValues[] =>
  windows.map((window) => ({
    start: isoToZonedInput(window.start, zone),
    end: isoToZonedInput(window.end, zone),
  }));

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
  saleType: auction.saleType ?? '',
  biddingUrl: auction.biddingUrl ?? '',
  buyersPremiumPercent: auction.buyersPremiumPercent === null ? '' : String(auction.buyersPremiumPercent),
  paymentMethods: [...auction.paymentMethods],
  previewTimes: windowsToForm(auction.previewTimes, auction.timeZone),
  pickupTimes: windowsToForm(auction.pickupTimes, auction.timeZone),
  terms: auction.terms ?? '',
  termsFr: auction.termsFr ?? '',
});

/**
 * The premium as typed, as the request's number: "12,5" is French for 12.5; blank is not stated;
 * anything else stays text, which the schema refuses with its own words.
 */
export function readPremium(typed: string): number | string | null {
  const text = typed.trim().replace(',', '.');
  if (!text) return null;
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : typed;
}

/** Windows typed in the zone, as ISO instants; rows left blank are dropped. */
const windowsToPayload = (windows: WindowValues[], zone: string) =>
  windows
    .filter((window) => window.start || window.end)
    .map((window) => ({
      start: zonedInputToIso(window.start, zone) ?? '',
      end: zonedInputToIso(window.end, zone) ?? '',
    }));

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
    saleType: values.saleType || null,
    // A sale on site (or of no stated type) has no bidding link: the field is hidden, and not sent.
    biddingUrl: isOnlineSaleType(values.saleType || null) ? values.biddingUrl : null,
    // Text that is no number is sent to the schema as typed, for it to refuse in its own words.
    buyersPremiumPercent: readPremium(values.buyersPremiumPercent) as number | null,
    previewTimes: windowsToPayload(values.previewTimes, zone),
    pickupTimes: windowsToPayload(values.pickupTimes, zone),
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
