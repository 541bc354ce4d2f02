/**
 * Every link of the product in one table (spec 000 §2, 001 §2), including screens later issues
 * deliver: their links exist from the start and show the not-found page until the feature lands.
 */
const withQuery = (path: string, query: Record<string, string | undefined>): string => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

export const paths = {
  home: '/',
  auctions: '/auctions',
  /** Decision 7: the home search goes to the list; categories filter it by id. */
  auctionsSearch: (query: { search?: string; category?: string }) => withQuery('/auctions', query),
  auction: (id: string) => `/auctions/${encodeURIComponent(id)}`,
  calendar: '/calendar',
  directoryAuctioneers: '/directory/auctioneers',
  directoryServices: '/directory/services',
  directoryListing: (id: string) => `/directory/${encodeURIComponent(id)}`,
  advertise: '/advertise',
  pricing: '/pricing',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  about: '/about',
  terms: '/terms',
  privacy: '/privacy',
  newsletterConfirm: '/newsletter/confirm',
  newsletterUnsubscribe: '/newsletter/unsubscribe',

  dashboard: '/dashboard',
  createListing: '/create-listing',
  editListing: (id: string) => `/edit-listing/${encodeURIComponent(id)}`,
  savedAuctions: '/saved-auctions',
  bannerAds: '/dashboard/banner-ads',
  alerts: '/dashboard/alerts',
  alertUnsubscribe: '/unsubscribe',
  createBanner: '/create-banner',
  createDirectoryListing: '/create-directory-listing',
  profile: '/profile',
  profileEdit: '/profile/edit',
  profileDirectoryListings: '/profile/directory-listings',
  invoices: '/invoices',
  invoice: (id: string) => `/invoices/${encodeURIComponent(id)}`,
  checkout: '/checkout',

  admin: '/admin',
} as const;
