/**
 * What the signed-out doors (SaveSearch.tsx, FollowButton.tsx) share with the signed-in controls
 * loaded behind them: the address parameter a sign-in comes back with (issue 27 item 3) and a look.
 */
export const SAVE_SEARCH_PARAM = 'saveSearch';

export const FOLLOW_PARAM = 'follow';

export const saveSearchLinkClasses =
  'inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-accent-strong hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

export interface SaveSearchProps {
  /** The list's query string (page and order left out by the server's rules). */
  query: string;
  suggestedName: string;
  /** What the two buttons say where the search is not a list's (the calendar's "all new auctions"). */
  labels?: { open: string; signIn: string };
}

export interface FollowButtonProps {
  sellerId: string;
  companyName: string;
}
