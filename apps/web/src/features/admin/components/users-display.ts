import { type AdminUser, Role, type UserSetting } from '@mariner/contracts';
import { isAdminRole } from '@mariner/contracts/constants';

/** The order the Users tab offers roles in (spec 001 §2: the edit dialog offers all four). */
export const ROLE_OPTIONS = Role.options;

export const fullNameOf = (user: Pick<AdminUser, 'firstName' | 'lastName'>): string =>
  `${user.firstName} ${user.lastName}`.trim();

/** Spec 001 §2, §6: the three settings apply only to non-admin users. */
export const hasSettings = (user: Pick<AdminUser, 'role'>): boolean => !isAdminRole(user.role);

/** Spec 001 §8: each setting's failure text (a key of the messages namespace). */
export const SETTING_FAILURE_KEYS: Record<UserSetting, string> = {
  autoApprove: 'messages:autoApproveUpdateFailed',
  freeBannerAds: 'messages:freeBannerAdsUpdateFailed',
  freeAuctionListings: 'messages:freeAuctionListingsUpdateFailed',
};

/** A message for the panel: what went right or wrong. */
export interface UsersNotice {
  tone: 'success' | 'error';
  text: string;
}
