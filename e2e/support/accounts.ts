import { randomUUID } from 'node:crypto';
import type { APIRequestContext, PlaywrightWorkerArgs } from '@playwright/test';

export const ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' } as const;

export interface TestAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  companyName: string;
}

/** A unique account per call, so journeys never depend on each other's data or order. */
export const newAccount = (prefix = 'user'): TestAccount => ({
  email: `${prefix}-${randomUUID().slice(0, 8)}@e2e.test`,
  password: 'harbour-lights-42',
  firstName: 'Marie',
  lastName: 'LeBlanc',
  companyName: 'Tidewater Auctions',
});

/**
 * Registers an auctioneer through the API. With `page.request` the session cookie lands in the
 * page's browser context, so the browser is signed in too; with a bare request context it is not.
 */
export async function registerAuctioneer(request: APIRequestContext, account = newAccount()) {
  const response = await request.post('/api/auth/register', {
    data: {
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      password: account.password,
      advertiserType: 'AUCTIONEER',
      companyName: account.companyName,
    },
  });
  if (response.status() !== 201)
    throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  return account;
}

/** Registers through a request context of its own, so the page's browser stays signed out. */
export async function registerSignedOut(playwright: PlaywrightWorkerArgs['playwright'], baseURL?: string) {
  const api = await playwright.request.newContext({ baseURL });
  try {
    return await registerAuctioneer(api);
  } finally {
    await api.dispose();
  }
}
