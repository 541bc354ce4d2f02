import { isHttpsUrl, RESULTS_NOTE_MAX } from './auction-results-values.ts';
import { TEXT_MAXIMUMS } from './constants.ts';
import { IsoDateTime, multiLineText, optionalText } from './fields.ts';
import { MESSAGES } from './messages.ts';
import { z } from './zod.ts';

export * from './auction-results-values.ts';

/**
 * PUT /api/auctions/{id}/results (issue 28, item 6): after the sale has ended, its seller or an
 * admin links its results and adds a short note; blank or null clears either. The note is held to
 * the rules of a description (no control characters, bounded), see decision 019.
 */
export const AuctionResultsRequest = z.object({
  resultsUrl: optionalText(TEXT_MAXIMUMS.url).refine((value) => value === null || isHttpsUrl(value), {
    error: MESSAGES.resultsUrlHttps,
  }),
  resultsNote: optionalText(RESULTS_NOTE_MAX, multiLineText),
});
export type AuctionResultsRequest = z.input<typeof AuctionResultsRequest>;
export type AuctionResultsData = z.output<typeof AuctionResultsRequest>;

/** A sale of the last months on its auctioneer's profile, with the results its seller gave. */
export const PastDirectoryAuction = z.object({
  id: z.uuid(),
  title: z.string(),
  titleFr: z.string().nullable(),
  featuredImage: z.string().nullable(),
  auctionStartDate: IsoDateTime,
  auctionEndDate: IsoDateTime,
  location: z.string(),
  timeZone: z.string(),
  resultsUrl: z.string().nullable(),
  resultsNote: z.string().nullable(),
});
export type PastDirectoryAuction = z.infer<typeof PastDirectoryAuction>;
