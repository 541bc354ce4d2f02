/**
 * What the signed-out doors (SaveSearch.tsx, FollowButton.tsx) share with the signed-in controls
 * loaded behind them: the address parameter a sign-in comes back with (issue 27 item 3) and a look.
 */
export const SAVE_SEARCH_PARAM = 'saveSearch';

export const FOLLOW_PARAM = 'follow';

export const saveSearchLinkClasses =
  'inline-flex items-center gap-1.5 rounded-sm text-sm font-semibold text-accent-strong hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';
