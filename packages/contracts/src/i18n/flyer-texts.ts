import type { EventStatus } from '../enum-values.ts';
import type { Locale } from './locale.ts';

/** The words of an auction's printable flyer (issue 28, item 4), in both languages. */
export interface FlyerTexts {
  /** The PDF's subject, and the end of its file name. */
  documentSubject: string;
  starts: string;
  ends: string;
  place: string;
  auctioneer: string;
  contact: string;
  phone: string;
  email: string;
  preview: string;
  catalog: string;
  status: string;
  /** Under the QR code. */
  scan: string;
  statuses: Record<Exclude<EventStatus, 'SCHEDULED'>, string>;
}

export const FLYER_TEXTS: Record<Locale, FlyerTexts> = {
  en: {
    documentSubject: 'Auction flyer',
    starts: 'Starts',
    ends: 'Ends',
    place: 'Where',
    auctioneer: 'Auctioneer',
    contact: 'Contact',
    phone: 'Phone',
    email: 'Email',
    preview: 'Preview',
    catalog: 'Catalogue',
    status: 'Status',
    scan: 'Scan for photos, details and updates',
    statuses: { CANCELLED: 'Cancelled', POSTPONED: 'Postponed', RESCHEDULED: 'Rescheduled' },
  },
  fr: {
    documentSubject: 'Affiche d’encan',
    starts: 'Début',
    ends: 'Fin',
    place: 'Lieu',
    auctioneer: 'Encanteur',
    contact: 'Personne-ressource',
    phone: 'Téléphone',
    email: 'Courriel',
    preview: 'Visite préalable',
    catalog: 'Catalogue',
    status: 'Statut',
    scan: 'Balayez pour les photos, les détails et les mises à jour',
    statuses: { CANCELLED: 'Annulé', POSTPONED: 'Reporté', RESCHEDULED: 'Date modifiée' },
  },
};
