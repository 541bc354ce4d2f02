import type { AddressInfo } from 'node:net';
import { ErrorCode } from '@mariner/contracts';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createAuction, createCategory } from '../modules/auctions/test-fixtures.ts';
import { insertBanner } from '../modules/banners/queries.ts';
import { createUser, loginAs, saveTestCard } from '../test/factories.ts';
import { RawConnection, requestHead } from '../test/raw-http.ts';
import { createTestApp } from '../test/test-db.ts';
import {
  type BodyCase,
  hostileJsonBody,
  hostilePathValue,
  hostileString,
  hostileUpload,
} from './bad-input.ts';
import { fingerprintOf } from './fingerprint.ts';
import { type Operation, operationsOf } from './operations.ts';

/**
 * Issue 13: the API's own OpenAPI description drives generated bad input at every operation, as
 * every kind of caller. Whatever arrives: never a 5xx, never a hang, a refusal in the error shape
 * that changes no stored data, and the same keep-alive connection answers the next request.
 *
 * Bounded: FUZZ_RUNS inputs per operation and role (default 3) from a fixed seed (FUZZ_SEED), so a
 * failure replays; about a minute on PGlite on two cores.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 3);
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const ANSWER_TIMEOUT_MS = 10_000;

const t = await createTestApp();
await t.app.listen({ port: 0, host: '127.0.0.1' });
const port = (t.app.server.address() as AddressInfo).port;
afterAll(() => t.close());

// The callers: nobody, the owner of every fixture, another seller, an admin, a superadmin.
const owner = (await createUser(t.db, { province: 'NS' })).user;
const other = (await createUser(t.db)).user;
for (const user of [owner, other]) await saveTestCard(t.app, user);
const tokens = {
  anonymous: null,
  owner: await loginAs(t.app, owner),
  otherSeller: await loginAs(t.app, other),
  admin: await loginAs(t.app, (await createUser(t.db, { role: 'ADMIN' })).user),
  superadmin: await loginAs(t.app, (await createUser(t.db, { role: 'SUPERADMIN' })).user),
} as const;
type Role = keyof typeof tokens;

const categoryId = (await createCategory(t.db)).id;
const auctionId = await createAuction(t.app, { sellerId: owner.id, categoryId });
const banner = await insertBanner(t.db, {
  advertiserId: owner.id,
  advertiserName: 'Fuzz Co',
  contactEmail: 'a@b.ca',
  targetUrl: 'https://fuzz.example.ca/',
  imageUrl: '/uploads/banners/x/fuzz.webp',
  placement: 'HOMEPAGE_SIDEBAR_1',
  size: 'SQUARE',
  startDate: new Date(Date.now() + 86_400_000),
  endDate: new Date(Date.now() + 30 * 86_400_000),
  status: 'PENDING',
});
const ownerRequest = (method: string, url: string, payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url,
    headers: { authorization: `Bearer ${tokens.owner}` },
    ...(payload ? { payload } : {}),
  });
const listed = await ownerRequest('POST', '/api/auctions', {
  title: 'Spring farm equipment dispersal',
  description: 'Tractors, balers, hay wagons and a full workshop of tools; viewing the day before the sale.',
  categoryId,
  auctionStartDate: new Date(Date.now() + 10 * 86_400_000).toISOString(),
  auctionEndDate: new Date(Date.now() + 11 * 86_400_000).toISOString(),
  location: 'Truro, NS',
});
const invoiceId: string = listed.json().invoice.id;
const cardId: string = (await ownerRequest('GET', '/api/payment-methods')).json().paymentMethods[0].id;

/** Real ids a path parameter may be given, by the resource its path names. */
function realIdsFor(operation: Operation): string[] {
  // Deleting a fixture would leave the rest of the run nothing real to aim at.
  if (operation.method === 'DELETE') return [];
  const path = operation.path;
  if (path.startsWith('/api/auctions')) return [auctionId];
  if (path.startsWith('/api/invoices')) return [invoiceId];
  if (path.startsWith('/api/banners')) return [banner.id];
  if (path.startsWith('/api/payment-methods')) return [cardId];
  if (path.startsWith('/api/users') || path.startsWith('/api/directory/')) return [owner.id, other.id];
  if (path.startsWith('/api/banners/placement')) return ['CATEGORY_PAGE', 'LISTING_DETAIL'];
  return [];
}

/** Left out: a logout would revoke the session the rest of the run signs in with. */
const SKIPPED = new Set(['POST /api/auth/logout']);

const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
const operations = operationsOf(response.json()).filter(
  (operation) => !SKIPPED.has(`${operation.method} ${operation.path}`),
);

interface Input {
  path: string;
  query: string;
  body: BodyCase | { kind: 'upload'; contentType: string; body: Buffer } | null;
}

function inputOf(operation: Operation): fc.Arbitrary<Input> {
  const pathValues = fc.tuple(...operation.pathParams.map(() => hostilePathValue(realIdsFor(operation))));
  const query = fc
    .dictionary(fc.constantFrom(...operation.queryParams, 'unknownParam'), hostileString, { maxKeys: 4 })
    .map((params) =>
      Object.entries(params)
        .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
        .join('&'),
    );
  const body: fc.Arbitrary<Input['body']> = operation.isUpload
    ? hostileUpload.map((upload) => ({ kind: 'upload' as const, ...upload }))
    : operation.bodyFields
      ? hostileJsonBody(operation.bodyFields)
      : fc.constant(null);
  return fc.record({ values: pathValues, query, body }).map(({ values, query: search, body: chosen }) => {
    let path = operation.path;
    operation.pathParams.forEach((name, index) => {
      path = path.replace(`{${name}}`, encodeURIComponent(values[index] ?? ''));
    });
    return { path, query: search, body: chosen };
  });
}

function encode(body: Input['body']): { contentType?: string; bytes: Buffer } {
  if (!body) return { bytes: Buffer.alloc(0) };
  if (body.kind === 'upload') return { contentType: body.contentType, bytes: body.body };
  if (body.kind === 'raw') return { contentType: body.contentType, bytes: Buffer.from(body.text) };
  return { contentType: 'application/json', bytes: Buffer.from(JSON.stringify(body.value) ?? 'null') };
}

let connection = await RawConnection.open(port);
afterAll(() => connection.close());

/** Sends one request on the run's keep-alive connection and checks the contract of its answer. */
async function check(operation: Operation, role: Role, input: Input) {
  const token = tokens[role];
  const { contentType, bytes } = encode(input.body);
  const headers: Record<string, string> = {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    ...(contentType ? { 'content-type': contentType } : {}),
    'accept-language': 'fr-CA',
  };
  const mutates = operation.method !== 'GET';
  const before = mutates ? await fingerprintOf(t.db) : '';
  const url = input.query ? `${input.path}?${input.query}` : input.path;
  const label = `${operation.method} ${url.slice(0, 200)} as ${role}`;
  if (connection.isClosed) connection = await RawConnection.open(port);

  connection.send(requestHead(operation.method, url, headers, bytes.length), bytes);
  const answer = await connection.read(ANSWER_TIMEOUT_MS).catch((error: Error) => {
    throw new Error(`${label}: ${error.message}`);
  });
  expect(answer.status, `${label} → ${answer.body.slice(0, 300)}`).toBeLessThan(500);
  if (answer.status >= 400) {
    const body = JSON.parse(answer.body) as { error?: unknown; message?: unknown };
    expect(
      ErrorCode.safeParse(body.error).success,
      `${label}: error shape ${answer.body.slice(0, 200)}`,
    ).toBe(true);
    expect(typeof body.message, label).toBe('string');
    if (mutates) expect(await fingerprintOf(t.db), `${label} changed stored data`).toBe(before);
  }

  // The same connection answers the next request, unless the server said it closes it.
  if (answer.headers.connection === 'close' || connection.isClosed) {
    connection.close();
    connection = await RawConnection.open(port);
    return;
  }
  connection.send(requestHead('GET', '/api/health', {}, 0));
  const next = await connection.read(ANSWER_TIMEOUT_MS).catch((error: Error) => {
    throw new Error(`${label}: the next request on the connection got no answer (${error.message})`);
  });
  expect(next.status, `${label}: next request`).toBe(200);
}

describe.each(operations.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
  '%s',
  (_name, operation) => {
    it.each(Object.keys(tokens) as Role[])('holds its contract for bad input as %s', async (role) => {
      await fc.assert(
        fc.asyncProperty(inputOf(operation), (input) => check(operation, role, input)),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    });
  },
);
