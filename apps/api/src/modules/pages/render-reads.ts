import {
  AuctioneerDirectoryResponse,
  AuctionListQuery,
  AuctionListResponse,
  AuctionResponse,
  CalendarDayQuery,
  CalendarMonthQuery,
  CalendarMonthResponse,
  CalendarResponse,
  CategoriesResponse,
  DirectoryIdParam,
  DirectoryProfile,
  DirectoryQuery,
  FollowResponse,
  findTextProblem,
  IdParam,
  type Locale,
  LotListQuery,
  LotListResponse,
  LotSearchQuery,
  LotSearchResponse,
  MESSAGES,
  PlaceIdParam,
  PlaceResponse,
  PricingResponse,
  SavedAuctionsQuery,
  SavedAuctionsResponse,
  SavedIdsQuery,
  SavedIdsResponse,
  SellerParam,
  ServiceDirectoryQuery,
  ServiceDirectoryResponse,
  SessionResponse,
} from '@mariner/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { UserRow } from '../../db/schema.ts';
import { SESSION_COOKIE } from '../../plugins/auth.ts';
import { deepFreeze } from '../../plugins/caches/frozen-answers.ts';
import { AppError } from '../../plugins/errors.ts';
import { getFollow } from '../alerts/service.ts';
import { calendarDay, calendarMonth } from '../auctions/calendar-service.ts';
import { findSavedIds, listSavedAuctions } from '../auctions/saved-service.ts';
import { getAuctionAnswer, listAuctions } from '../auctions/service.ts';
import { getDirectoryProfile, listAuctioneers, listServices } from '../directory/service.ts';
import { searchLots } from '../lots/search-service.ts';
import { listLots } from '../lots/service.ts';
import { requirePlaceById } from '../places/service.ts';
import { getPricing } from '../pricing/service.ts';
import { toUser } from '../users/service.ts';

/**
 * Issue 26 item 4: what a page reads while the server renders it comes from the API's services in
 * this process, not through `app.inject` (a request's whole lifecycle, JSON written, then parsed again
 * by the web client). Each entry is one GET route a page's loader reads: it parses the address with
 * the route's own schemas, reads as the visitor (their session cookie), calls the same service
 * function the route's handler calls and hands the answer through the route's answer schema, as its
 * serializer does (fields the schema leaves out never reach the page). `render-reads.test.ts` checks
 * each entry's answer equals the route's JSON, so the two cannot drift.
 *
 * Anything else goes through the route itself (inject): an address not in the table, and every
 * refusal (a missing auction, a guest asking for a signed-in read, an address the schema or the text
 * rule refuses), so an error's status, code and words, in the page's language, are the route's own.
 */

/** An API answer as the web's client reads it: the status and the decoded body. */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

/** Reads a GET address under /api as one visitor (bound per render: their session, address, language). */
export type ApiReader = (path: string) => Promise<ApiAnswer>;

interface ReadInput<P, Q> {
  user: UserRow | null;
  /** The page's language, which the browser's client sends as Accept-Language. */
  locale: Locale;
  params: P;
  query: Q;
}

interface RenderRead {
  /** The route's address, as the route declares it under /api (`:name` for a parameter). */
  route: string;
  params: z.ZodType | null;
  query: z.ZodType | null;
  /** The route's answer schema for 200. */
  answer: z.ZodType;
  read(app: FastifyInstance, input: ReadInput<unknown, unknown>): Promise<unknown>;
}

/** Typed where it is written; the table holds each entry with its types erased. */
const entry = <P, Q>(spec: {
  route: string;
  params?: z.ZodType<P>;
  query?: z.ZodType<Q>;
  answer: z.ZodType;
  read(app: FastifyInstance, input: ReadInput<P, Q>): Promise<unknown>;
}): RenderRead => ({
  route: spec.route,
  params: spec.params ?? null,
  query: spec.query ?? null,
  answer: spec.answer,
  read: spec.read as RenderRead['read'],
});

/** The routes whose guard is requireUser: a guest's call goes to the route, which answers 401. */
const signedIn = (user: UserRow | null): UserRow => {
  if (!user) throw new AppError('UNAUTHORIZED', MESSAGES.authenticationRequired);
  return user;
};

/**
 * The GET routes the pages' loaders read (apps/web/src/app/routes and the pages' loaders), with the
 * service calls of their handlers. Fixed paths before a parameter in the same place, as Fastify's
 * router prefers them.
 */
const READS: RenderRead[] = [
  entry({
    route: '/api/auth/session',
    answer: SessionResponse,
    read: async (_app, { user }) => ({ user: user ? toUser(user) : null }),
  }),
  entry({
    route: '/api/categories',
    answer: CategoriesResponse,
    read: (app, { locale }) => app.categoriesCache.list(locale),
  }),
  entry({
    route: '/api/auctions',
    query: AuctionListQuery,
    answer: AuctionListResponse,
    read: (app, { user, query }) => listAuctions(app, user, query),
  }),
  entry({
    route: '/api/auctions/calendar/month',
    query: CalendarMonthQuery,
    answer: CalendarMonthResponse,
    read: (app, { query }) => calendarMonth(app, query.month),
  }),
  entry({
    route: '/api/auctions/calendar/day',
    query: CalendarDayQuery,
    answer: CalendarResponse,
    read: (app, { query }) => calendarDay(app, query.day),
  }),
  entry({
    route: '/api/auctions/saved-ids',
    query: SavedIdsQuery,
    answer: SavedIdsResponse,
    read: (app, { user, query }) => findSavedIds(app.db, user, query.ids),
  }),
  entry({
    route: '/api/auctions/saved',
    query: SavedAuctionsQuery,
    answer: SavedAuctionsResponse,
    read: (app, { user, query }) => listSavedAuctions(app.db, signedIn(user), query),
  }),
  entry({
    route: '/api/auctions/:id',
    params: IdParam,
    answer: AuctionResponse,
    read: (app, { user, params }) => getAuctionAnswer(app, user, params.id),
  }),
  entry({
    route: '/api/auctions/:id/lots',
    params: IdParam,
    query: LotListQuery,
    answer: LotListResponse,
    read: (app, { user, params, query }) => listLots(app, user, params.id, query),
  }),
  // Issue 29 item 4: the search page's Items tab.
  entry({
    route: '/api/lots',
    query: LotSearchQuery,
    answer: LotSearchResponse,
    read: (app, { query }) => searchLots(app, query),
  }),
  entry({
    route: '/api/directory/auctioneers',
    query: DirectoryQuery,
    answer: AuctioneerDirectoryResponse,
    read: (app, { query }) => listAuctioneers(app.db, query),
  }),
  entry({
    route: '/api/directory/services',
    query: ServiceDirectoryQuery,
    answer: ServiceDirectoryResponse,
    read: (app, { query }) => listServices(app.db, query),
  }),
  entry({
    route: '/api/directory/:id',
    params: DirectoryIdParam,
    answer: DirectoryProfile,
    read: (app, { params }) => getDirectoryProfile(app, params.id),
  }),
  entry({
    route: '/api/payments/pricing',
    answer: PricingResponse,
    read: (app) => getPricing(app.db),
  }),
  entry({
    route: '/api/places/:id',
    params: PlaceIdParam,
    answer: PlaceResponse,
    read: async (app, { params }) => ({ place: await requirePlaceById(app.db, params.id) }),
  }),
  entry({
    route: '/api/follows/:sellerId',
    params: SellerParam,
    answer: FollowResponse,
    read: async (app, { user, params }) => ({
      follow: await getFollow(app.db, signedIn(user), params.sellerId),
    }),
  }),
];

/** The table's routes, as the test that compares them with the HTTP routes lists them. */
export const RENDER_READ_ROUTES: readonly string[] = READS.map((read) => read.route);

const segmentsOf = (route: string) => route.split('/');
const compiled = READS.map((read) => ({ read, segments: segmentsOf(read.route) }));

/** The table's entry for a path, with its parameters (decoded, as Fastify's router gives them). */
function matchRead(pathname: string): { read: RenderRead; params: Record<string, string> } | null {
  const parts = pathname.split('/');
  for (const { read, segments } of compiled) {
    if (segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let matches = true;
    for (let index = 0; index < segments.length && matches; index++) {
      const segment = segments[index] ?? '';
      const part = parts[index] ?? '';
      if (!segment.startsWith(':')) matches = segment === part;
      else if (part === '') matches = false;
      else {
        try {
          params[segment.slice(1)] = decodeURIComponent(part);
        } catch {
          matches = false;
        }
      }
    }
    if (matches) return { read, params };
  }
  return null;
}

/** The query string as Fastify's parser gives it: a repeated name becomes a list. */
function queryOf(search: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(search)) {
    const seen = query[name];
    query[name] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return query;
}

/**
 * The answer through the route's schema, as the route's serializer writes it. A kept answer (frozen
 * by the read caches, the same object for every visitor) is encoded once per schema and shared,
 * frozen too, for as long as the cache keeps it.
 */
const encodedOnce = new WeakMap<z.ZodType, WeakMap<object, unknown>>();
function encodeAnswer(schema: z.ZodType, data: unknown): unknown {
  if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return z.encode(schema, data);
  let written = encodedOnce.get(schema);
  if (!written) {
    written = new WeakMap();
    encodedOnce.set(schema, written);
  }
  let encoded = written.get(data);
  if (encoded === undefined) {
    encoded = deepFreeze(z.encode(schema, data));
    written.set(data, encoded);
  }
  return encoded;
}

/** Runs the table's read for `pathname`, or says it is not one for the table (null). */
async function readInProcess(
  app: FastifyInstance,
  pathname: string,
  search: string,
  user: () => Promise<UserRow | null>,
  locale: Locale,
): Promise<ApiAnswer | null> {
  const found = matchRead(pathname);
  if (!found) return null;
  const { read } = found;
  const params = read.params ? read.params.safeParse(found.params) : { success: true, data: {} };
  const query = read.query ? read.query.safeParse(queryOf(search)) : { success: true, data: {} };
  if (!params.success || !query.success) return null;
  // The text rule the API applies to every route's parameters and query (plugins/text-guard.ts).
  if (
    findTextProblem(params.data, { singleLine: true }) !== null ||
    findTextProblem(query.data, { singleLine: true }) !== null
  )
    return null;
  try {
    const data = await read.read(app, { user: await user(), locale, params: params.data, query: query.data });
    return { status: 200, body: encodeAnswer(read.answer, data) };
  } catch {
    // A refusal (not found, not signed in) or a failure: the route answers it in its own words.
    return null;
  }
}

/** The route itself, in-process (a refusal, or an address not in the table). */
async function injectRead(
  app: FastifyInstance,
  request: FastifyRequest,
  locale: Locale,
  path: string,
): Promise<ApiAnswer> {
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': locale };
  if (request.headers.cookie) headers.cookie = request.headers.cookie;
  if (request.headers['user-agent']) headers['user-agent'] = request.headers['user-agent'];
  const answer = await app.inject({ method: 'GET', url: path, headers, remoteAddress: request.ip });
  let body: unknown;
  try {
    body = answer.body ? JSON.parse(answer.body) : undefined;
  } catch {
    body = undefined;
  }
  return { status: answer.statusCode, body };
}

/**
 * The reader a page's render gets: GET addresses under /api only (a page only reads while it
 * renders; writes belong to the browser after hydration), as the visitor of `request` (their
 * session cookie, looked up once per render), refusals in `locale`.
 */
export function apiReaderFor(app: FastifyInstance, request: FastifyRequest, locale: Locale): ApiReader {
  let user: Promise<UserRow | null> | undefined;
  const visitor = () => {
    const token = request.cookies[SESSION_COOKIE];
    user ??= token ? app.authenticate(token) : Promise.resolve(null);
    return user;
  };
  return async (path) => {
    if (!path.startsWith('/api/')) throw new Error(`a server render may only read the API: ${path}`);
    const mark = path.indexOf('?');
    const pathname = mark === -1 ? path : path.slice(0, mark);
    const search = mark === -1 ? '' : path.slice(mark + 1);
    return (
      (await readInProcess(app, pathname, search, visitor, locale)) ?? injectRead(app, request, locale, path)
    );
  };
}
