import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { confirmLinkIn, latestMailTo } from './mailbox.ts';
import { waitingForTheApp } from './test.ts';

export interface Credentials {
  email: string;
  password: string;
}

export const ADMIN: Credentials = { email: 'admin@e2e.test', password: 'e2e-admin-password' };

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

export type AdvertiserType = 'AUCTIONEER' | 'MOVE_MANAGER';

/**
 * Registers an advertiser through the API. With `page.request` the session cookie lands in the
 * page's browser context, so the browser is signed in too; with a bare request context it is not.
 */
export async function registerAdvertiser(
  request: APIRequestContext,
  account: TestAccount,
  advertiserType: AdvertiserType,
) {
  const response = await request.post('/api/auth/register', {
    data: {
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      password: account.password,
      advertiserType,
      companyName: account.companyName,
    },
  });
  if (response.status() !== 201)
    throw new Error(`register failed: ${response.status()} ${await response.text()}`);
  return account;
}

export const registerAuctioneer = (request: APIRequestContext, account = newAccount()) =>
  registerAdvertiser(request, account, 'AUCTIONEER');

/** A service company (the buyers of banners and directory listings) named `companyName`. */
export const registerMoveManager = (request: APIRequestContext, companyName: string, prefix = 'mover') =>
  registerAdvertiser(request, { ...newAccount(prefix), companyName }, 'MOVE_MANAGER');

/** Registers through a request context of its own, so the page's browser stays signed out. */
export async function registerSignedOut(
  playwright: PlaywrightWorkerArgs['playwright'],
  baseURL?: string,
  register: (request: APIRequestContext) => Promise<TestAccount> = registerAuctioneer,
) {
  const api = await playwright.request.newContext({ baseURL });
  try {
    return await register(api);
  } finally {
    await api.dispose();
  }
}

/** Signs in through the API; with `page.request` the browser is signed in too. */
export async function signIn(request: APIRequestContext, { email, password }: Credentials) {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
}

/** A page in a browser context of its own, so each person in a journey keeps their own session. */
export async function newIsolatedPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  // Its `goto` waits, like the fixture's page, until the app has taken over what it loaded.
  return waitingForTheApp(await context.newPage());
}

/** A page of its own, signed in as `credentials` (the admin, the seller…). */
export async function signedInPage(browser: Browser, credentials: Credentials): Promise<Page> {
  const page = await newIsolatedPage(browser);
  await signIn(page.request, credentials);
  return page;
}

/**
 * Issue 27: alerts go to confirmed addresses only, so a journey about alerts confirms its new
 * account's address by the mailed link, as its owner would.
 */
export async function confirmEmailOf(request: APIRequestContext, email: string): Promise<void> {
  const mail = await latestMailTo(email, { matching: /confirm-email\?token=/ });
  const token = new URL(confirmLinkIn(mail), 'http://x').searchParams.get('token');
  const response = await request.post('/api/auth/confirm-email', { data: { token } });
  if (!response.ok()) throw new Error(`confirmation failed: ${response.status()} ${await response.text()}`);
}
