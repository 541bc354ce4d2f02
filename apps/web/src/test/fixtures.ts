import type { User } from '@mariner/contracts';
import { type MockInstance, vi } from 'vitest';
import type { ApiAnswer } from '../lib/api-client.ts';

export const makeUser = (overrides: Partial<User> = {}): User => ({
  id: '8f5d2c8e-0b7a-4c61-9d7e-3f2a1b0c9d8e',
  email: 'marie@example.ca',
  firstName: 'Marie',
  lastName: 'LeBlanc',
  role: 'SELLER',
  advertiserType: 'AUCTIONEER',
  companyName: 'Tidewater Auctions',
  companyPhone: null,
  companyWebsite: null,
  companyAddress: null,
  companyDescription: null,
  companyDescriptionFr: null,
  companyContactName: null,
  companyContactEmail: null,
  companyContactPhone: null,
  companyLogo: null,
  isDirectoryListed: false,
  province: 'NS',
  autoApprove: false,
  freeBannerAds: false,
  freeAuctionListings: false,
  language: null,
  town: null,
  emailConfirmed: true,
  hasPassword: true,
  createdAt: '2025-08-01T12:00:00.000Z',
  ...overrides,
});

/** Freezes `value` and everything it holds (the API's kept answers reach a server render frozen). */
const deepFreeze = <T>(value: T): T => {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const part of Object.values(value)) deepFreeze(part);
  return Object.freeze(value);
};

/**
 * An answer as the API hands it to a server render (apps/api/src/modules/pages/render-reads.ts):
 * decoded, and frozen as the API's read caches keep theirs, so a render that changed what it was
 * given would fail here rather than corrupt an answer every visitor shares.
 */
export const apiAnswer = (status: number, body?: unknown): ApiAnswer => ({
  status,
  body: deepFreeze(structuredClone(body)),
});

export const jsonResponse = (status: number, body?: unknown): Response =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

export interface FetchCall {
  url: string;
  method: string;
  body: unknown;
}

type Handler = (call: FetchCall) => Response | Promise<Response>;

/**
 * Replaces fetch for a unit test (the real API is covered by the API tests and the journeys).
 * The handler answers by URL; `calls` lists what was sent, bodies parsed.
 */
export function mockFetch(handler: Handler) {
  const calls: FetchCall[] = [];
  const spy: MockInstance<typeof fetch> = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call: FetchCall = {
        url: String(input),
        method: init?.method ?? 'GET',
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      return handler(call);
    });
  return { spy, calls, callsTo: (url: string) => calls.filter((call) => call.url === url) };
}

/** A promise resolved from the outside, to hold a request open and look at the busy state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}
