import type { User } from '@mariner/contracts';
import type { ComponentType } from 'react';
import { PendingAuctionsCount } from './PendingAuctionsCount.tsx';
import { PendingAuctionsPanel } from './PendingAuctionsPanel.tsx';
import { PendingBannersCount, PendingBannersPanel } from './PendingBannersPanel.tsx';

/** One section of /admin. Adding a tab is adding an entry below. */
export interface AdminTab {
  /** Also the `?tab=` value in the address, so a reload or a shared link opens the same tab. */
  value: string;
  /** Key of the label in locales/en/admin.json. */
  labelKey: string;
  Panel: ComponentType;
  /** A count shown on the tab (what waits there), or nothing. */
  Badge?: ComponentType;
  /** Spec 001 §2: every admin sees most tabs; Directory and Pricing are for superadmins. */
  visible: (user: User) => boolean;
}

const everyAdmin = () => true;

/**
 * Spec 001 §2 lists Pending Auctions, Pending Banner Ads, Users, Newsletter and, for superadmins,
 * Directory and Pricing. Only the tabs whose features exist are listed: the others come with
 * issues 6 and 7 (a superadmin tab uses `visible: (user) => isSuperAdminRole(user.role)`).
 */
export const ADMIN_TABS: readonly AdminTab[] = [
  {
    value: 'pending-auctions',
    labelKey: 'tabs.pendingAuctions',
    Panel: PendingAuctionsPanel,
    Badge: PendingAuctionsCount,
    visible: everyAdmin,
  },
  {
    value: 'pending-banners',
    // In the banners namespace (locales/en/banners.json), with the panel's other texts.
    labelKey: 'banners:admin.tab',
    Panel: PendingBannersPanel,
    Badge: PendingBannersCount,
    visible: everyAdmin,
  },
];
