import { paths } from '../../lib/paths.ts';

export interface NavItem {
  to: string;
  /** Key in the common namespace. */
  label: string;
  end?: boolean;
}

/** Spec 000 §2 Navigation: the links everyone sees, in the language shown. */
export const publicLinks = (): NavItem[] => [
  { to: paths.home, label: 'nav.home', end: true },
  { to: paths.auctions, label: 'nav.auctions' },
  { to: paths.calendar, label: 'nav.calendar' },
  { to: paths.directoryAuctioneers, label: 'nav.auctioneers' },
  { to: paths.directoryServices, label: 'nav.services' },
  { to: paths.about, label: 'nav.about' },
];

export interface AccountLinksInput {
  isSignedIn: boolean;
  isAdmin: boolean;
  /** Issue 27: a buyer's header has their saved auctions and alerts, not the sellers' links. */
  isBuyer?: boolean;
  /** Spec 000 §2: Add Listing is hidden on mobile for admins. */
  isMobile: boolean;
}

export function accountLinks({
  isSignedIn,
  isAdmin,
  isBuyer = false,
  isMobile,
}: AccountLinksInput): NavItem[] {
  if (!isSignedIn) return [{ to: paths.advertise, label: 'nav.advertise' }];
  if (isBuyer) {
    return [
      { to: paths.my, label: 'nav.my', end: true },
      { to: paths.savedAuctions, label: 'nav.saved' },
      { to: paths.alerts, label: 'nav.alerts' },
      { to: paths.profile, label: 'nav.profile' },
    ];
  }
  const links: NavItem[] = [];
  if (!(isMobile && isAdmin)) links.push({ to: paths.pricing, label: 'nav.addListing' });
  if (isAdmin) links.push({ to: paths.admin, label: 'nav.admin' });
  links.push({ to: paths.dashboard, label: 'nav.dashboard', end: true });
  return links;
}
