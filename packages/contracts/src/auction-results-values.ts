// Issue 28, item 6: the values of a sale's results and of a profile's past sales, without zod
// (`@mariner/contracts/constants`); their schemas are in auction-results.ts, which re-exports these.

/** A results note is a line or two ("Sold 212 lots, 98 % sold"), not a second description. */
export const RESULTS_NOTE_MAX = 500;

/** A profile shows the sales that ended in these last months… */
export const DIRECTORY_PAST_MONTHS = 12;

/** …at most this many of them, the newest first. */
export const DIRECTORY_PAST_AUCTIONS = 24;

/** An address the results link may have: https only, as it is shown on public pages. */
export const isHttpsUrl = (value: string): boolean => {
  if (!/^https:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    return new URL(value).hostname.length > 0;
  } catch {
    return false;
  }
};

/** Whether the sale is over, so its results may be given (its end date has passed). */
export const hasSaleEnded = (auction: { auctionEndDate: string | Date }, now: Date = new Date()): boolean =>
  new Date(auction.auctionEndDate).getTime() <= now.getTime();
