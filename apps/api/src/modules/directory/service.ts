import {
  type AuctioneerDirectoryResponse,
  DIRECTORY_EXCERPT_LENGTH,
  DIRECTORY_PROFILE_AUCTIONS,
  type DirectoryEntry,
  type DirectoryProfile,
  MESSAGES,
  type Pagination,
  type ServiceDirectoryResponse,
  type ServiceProviderType,
} from '@mariner/contracts';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../plugins/errors.ts';
import { listPastAuctionsOfSeller } from '../auctions/results-service.ts';
import { type AuctionReads, listAuctions } from '../auctions/service.ts';
import * as queries from './queries.ts';

/**
 * Whether a user row is in the public directories (listed, and not a lapsed paid listing), as SQL,
 * for the admin Directory tab: the one rule both screens read.
 */
export { isListed as isListedInDirectory } from './queries.ts';

export interface DirectoryListParams {
  page: number;
  limit: number;
  search?: string | undefined;
}

/** The start of a description for a card: whole words up to the limit, then an ellipsis. */
export function excerptOf(text: string | null, max: number = DIRECTORY_EXCERPT_LENGTH): string | null {
  const flat = text?.replace(/\s+/g, ' ').trim();
  if (!flat) return null;
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut.slice(0, max)).replace(/[\s,.;:–-]+$/, '')}…`;
}

/** Both directory queries only return rows with an advertiser type; this tells TypeScript so. */
const hasType = <T extends { advertiserType: DirectoryEntry['advertiserType'] | null }>(
  row: T,
): row is T & { advertiserType: DirectoryEntry['advertiserType'] } => row.advertiserType !== null;

const toEntry = ({
  companyDescription,
  companyDescriptionFr,
  ...row
}: queries.DirectoryEntryRow): DirectoryEntry | null =>
  hasType(row)
    ? {
        ...row,
        descriptionExcerpt: excerptOf(companyDescription),
        descriptionExcerptFr: excerptOf(companyDescriptionFr),
      }
    : null;

async function listDirectory(
  db: Executor,
  directory: queries.DirectoryKind,
  params: DirectoryListParams,
): Promise<{ entries: DirectoryEntry[]; pagination: Pagination }> {
  const { rows, total } = await queries.findDirectoryPage(
    db,
    { directory, search: params.search || undefined },
    params.limit,
    (params.page - 1) * params.limit,
  );
  return {
    entries: rows.map(toEntry).filter((entry) => entry !== null),
    pagination: {
      page: params.page,
      limit: params.limit,
      total,
      totalPages: Math.ceil(total / params.limit),
    },
  };
}

/** GET /api/directory/auctioneers: listed auctioneers, by name. */
export async function listAuctioneers(
  db: Executor,
  params: DirectoryListParams,
): Promise<AuctioneerDirectoryResponse> {
  const { entries, pagination } = await listDirectory(db, { kind: 'auctioneers' }, params);
  return { auctioneers: entries, pagination };
}

/** GET /api/directory/services: listed service companies, by name, optionally of one type. */
export async function listServices(
  db: Executor,
  params: DirectoryListParams & { advertiserType?: ServiceProviderType | undefined },
): Promise<ServiceDirectoryResponse> {
  const { entries, pagination } = await listDirectory(
    db,
    { kind: 'services', advertiserType: params.advertiserType },
    params,
  );
  return { services: entries, pagination };
}

export const advertiserNotFound = () => new AppError('NOT_FOUND', MESSAGES.advertiserNotFound);

/**
 * GET /api/directory/{id}: a listed advertiser's profile with their public auctions (approved, not
 * yet ended, soonest first) and their past sales of the last months with results (issue 28), read through the auctions service so its visibility rule is the one
 * every list uses. Anyone not listed, for whatever reason, does not exist here.
 */
export async function getDirectoryProfile(reads: AuctionReads, id: string): Promise<DirectoryProfile> {
  const { db } = reads;
  if (!z.uuid().safeParse(id).success) throw advertiserNotFound();
  const row = await queries.findListedAdvertiser(db, id);
  if (!row || !hasType(row)) throw advertiserNotFound();
  const [{ auctions }, pastAuctions] = await Promise.all([
    listAuctions(reads, null, {
      page: 1,
      limit: DIRECTORY_PROFILE_AUCTIONS,
      sellerId: id,
      sort: 'startDate',
    }),
    listPastAuctionsOfSeller(db, id),
  ]);
  return {
    ...row,
    activeAuctions: auctions.map((auction) => ({
      id: auction.id,
      title: auction.title,
      featuredImage: auction.featuredImage,
      auctionStartDate: auction.auctionStartDate,
      location: auction.location,
      timeZone: auction.timeZone,
    })),
    pastAuctions,
  };
}

/** For the sitemap: every public directory profile's id and when it last changed. */
export const listPublicProfileStamps = (db: Executor) => queries.findListedProfileStamps(db);
