import type { Locale } from './i18n/locale.ts';

/**
 * Issue 31 item 5 (decision 029): the audit log of admin actions. One source for the API (what
 * may be written and filtered on) and the web (the Audit tab's labels and filter list).
 */

/** Every admin action the log records, `<subject>.<verb>`. The log keeps a retired name readable. */
export const AUDIT_ACTIONS = [
  'auction.approve',
  'auction.reject',
  'auction.delete',
  'banner.approve',
  'banner.reject',
  'banner.delete',
  'directory_listing.approve',
  'directory_listing.reject',
  'user.create',
  'user.update',
  'user.role_change',
  'user.settings',
  'user.delete',
  'pricing.update',
  'category.create',
  'category.update',
  'category.retire',
  'category.restore',
  'category.reorder',
  'category.delete',
  'category.merge',
  'directory.update',
  'invoice.refund',
  'campaign.send',
  'lot.remove',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an entry is about; a subject's link in the Audit tab goes by its type. */
export const AUDIT_SUBJECT_TYPES = [
  'auction',
  'banner',
  'directory_listing',
  'user',
  'pricing',
  'category',
  'invoice',
  'campaign',
  'lot',
] as const;
export type AuditSubjectType = (typeof AUDIT_SUBJECT_TYPES)[number];

export const AUDIT_ACTION_TEXTS: Record<Locale, Record<AuditAction, string>> = {
  en: {
    'auction.approve': 'Auction approved',
    'auction.reject': 'Auction rejected',
    'auction.delete': 'Auction deleted',
    'banner.approve': 'Banner approved',
    'banner.reject': 'Banner rejected',
    'banner.delete': 'Banner deleted',
    'directory_listing.approve': 'Directory listing approved',
    'directory_listing.reject': 'Directory listing rejected',
    'user.create': 'User created',
    'user.update': 'User edited',
    'user.role_change': 'Role changed',
    'user.settings': 'User settings changed',
    'user.delete': 'User deleted',
    'pricing.update': 'Price changed',
    'category.create': 'Category added',
    'category.update': 'Category edited',
    'category.retire': 'Category retired',
    'category.restore': 'Category restored',
    'category.reorder': 'Categories reordered',
    'category.delete': 'Category deleted',
    'category.merge': 'Category merged',
    'directory.update': 'Directory entry edited',
    'invoice.refund': 'Invoice refunded',
    'campaign.send': 'Campaign sent',
    'lot.remove': 'Lot removed',
  },
  fr: {
    'auction.approve': 'Encan approuvé',
    'auction.reject': 'Encan refusé',
    'auction.delete': 'Encan supprimé',
    'banner.approve': 'Bannière approuvée',
    'banner.reject': 'Bannière refusée',
    'banner.delete': 'Bannière supprimée',
    'directory_listing.approve': 'Inscription au répertoire approuvée',
    'directory_listing.reject': 'Inscription au répertoire refusée',
    'user.create': 'Utilisateur créé',
    'user.update': 'Utilisateur modifié',
    'user.role_change': 'Rôle changé',
    'user.settings': 'Réglages de l’utilisateur changés',
    'user.delete': 'Utilisateur supprimé',
    'pricing.update': 'Prix changé',
    'category.create': 'Catégorie ajoutée',
    'category.update': 'Catégorie modifiée',
    'category.retire': 'Catégorie retirée',
    'category.restore': 'Catégorie rétablie',
    'category.reorder': 'Catégories réordonnées',
    'category.delete': 'Catégorie supprimée',
    'category.merge': 'Catégorie fusionnée',
    'directory.update': 'Fiche du répertoire modifiée',
    'invoice.refund': 'Facture remboursée',
    'campaign.send': 'Campagne envoyée',
    'lot.remove': 'Lot retiré',
  },
};

export const isAuditAction = (value: unknown): value is AuditAction =>
  (AUDIT_ACTIONS as readonly unknown[]).includes(value);

/** The action's words in a language; a name no longer in the list reads as itself. */
export const auditActionText = (action: string, locale: Locale): string =>
  isAuditAction(action) ? AUDIT_ACTION_TEXTS[locale][action] : action;

export const AUDIT_PAGE_SIZE = 50;
