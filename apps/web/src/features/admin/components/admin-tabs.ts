import type { User } from '@mariner/contracts';
import { isSuperAdminRole } from '@mariner/contracts/constants';
import type { ComponentType } from 'react';
import { AuditPanel } from './AuditPanel.tsx';
import { CategoriesPanel } from './CategoriesPanel.tsx';
import { DirectoryPanel } from './DirectoryPanel.tsx';
import { InvoicesPanel } from './InvoicesPanel.tsx';
import { NewsletterTab } from './NewsletterTab.tsx';
import { PendingAuctionsCount } from './PendingAuctionsCount.tsx';
import { PendingAuctionsPanel } from './PendingAuctionsPanel.tsx';
import { PendingBannersCount, PendingBannersPanel } from './PendingBannersPanel.tsx';
import {
  PendingDirectoryListingsCount,
  PendingDirectoryListingsPanel,
} from './PendingDirectoryListingsPanel.tsx';
import { PricingPanel } from './PricingPanel.tsx';
import { ReportsPanel } from './ReportsPanel.tsx';
import { UsersPanel } from './UsersPanel.tsx';

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
const superAdminOnly = (user: User) => isSuperAdminRole(user.role);

/**
 * Spec 001 §2: Pending Auctions, Pending Banner Ads, Users, Newsletter and, for superadmins (the
 * role-management capability, decision 10), Directory and Pricing.
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
  {
    // Issue 31 item 2 (decision 033): paid directory listings, live at once, reviewed by any admin
    // beside the other paid items; managing the directory itself stays the superadmins' tab.
    value: 'pending-directory-listings',
    labelKey: 'admin-queues:directoryListing.tab',
    Panel: PendingDirectoryListingsPanel,
    Badge: PendingDirectoryListingsCount,
    visible: everyAdmin,
  },
  {
    value: 'users',
    labelKey: 'admin-users:tab',
    Panel: UsersPanel,
    visible: everyAdmin,
  },
  {
    // Issue 31 item 1: every buyer's invoices, for every admin (decision 10 lets admins read them).
    value: 'invoices',
    labelKey: 'admin-invoices:tab',
    Panel: InvoicesPanel,
    visible: everyAdmin,
  },
  {
    value: 'newsletter',
    labelKey: 'newsletter:admin.tab',
    Panel: NewsletterTab,
    visible: everyAdmin,
  },
  {
    value: 'directory',
    labelKey: 'admin-directory:tab',
    Panel: DirectoryPanel,
    visible: superAdminOnly,
  },
  {
    value: 'pricing',
    labelKey: 'admin-pricing:tab',
    Panel: PricingPanel,
    visible: superAdminOnly,
  },
  {
    // Issue 31 item 3 (decision 023): categories are changed by superadmins only.
    value: 'categories',
    labelKey: 'admin-categories:tab',
    Panel: CategoriesPanel,
    visible: superAdminOnly,
  },
  {
    // Issue 30 item 5: revenue per month and product (a chart), and the sales-tax report.
    value: 'reports',
    labelKey: 'admin-reports:tab',
    Panel: ReportsPanel,
    visible: superAdminOnly,
  },
  {
    // Issue 31 item 5 (decision 029): the audit log of admin actions.
    value: 'audit',
    labelKey: 'admin-audit:tab',
    Panel: AuditPanel,
    visible: superAdminOnly,
  },
];
