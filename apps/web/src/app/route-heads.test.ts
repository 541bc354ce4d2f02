import { SITE_NAME } from '@mariner/contracts/constants';
import type { PageHead } from '@mariner/contracts/page-head';
import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeAuction } from '../features/auctions/test-data.ts';
import { auctionQueryOptions } from '../lib/api/auctions.ts';
import { invoiceQueryOptions } from '../lib/api/invoices.ts';
import { SESSION_QUERY_KEY } from '../lib/api/session.ts';
import { Translator } from '../lib/i18n/index.tsx';
import { isPageHandle } from '../lib/route-module.ts';
import { makeUser } from '../test/fixtures.ts';
import { addEveryText } from './i18n-bundled.ts';
import { routes } from './router.tsx';

/**
 * Issue 26 item 3 (docs/decisions/016): every page's route module holds its head, the one place its
 * title comes from: the server writes it into the page it answers (rendered or the shell) and the
 * browser names the tab with it. A page added without one would have the site's name on the server
 * and whatever its component set in the browser; this test fails instead.
 */
const ID = '00000000-0000-4000-8000-000000000001';
const ORIGIN = 'https://mariner.example';

interface PageRoute {
  id: string;
  address: string;
  lazy: () => Promise<{ handle?: unknown }>;
}

/** The routes the router loads a page for (each lazily), with an address that reaches each. */
function pageRoutesIn(list: RouteObject[]): PageRoute[] {
  return list.flatMap((route): PageRoute[] => {
    const children = route.children ? pageRoutesIn(route.children) : [];
    if (typeof route.lazy !== 'function') return children;
    const path = route.index ? '/' : route.path === '*' ? '/no-such-page' : (route.path ?? '');
    return [
      ...children,
      {
        id: route.id ?? path,
        address: path.replace(':kind', 'auction').replace(/:\w+/g, ID),
        lazy: route.lazy as PageRoute['lazy'],
      },
    ];
  });
}

const texts = new Translator('en');
addEveryText(texts);
// A title naming a text that is not there would show its key: fail instead.
texts.onMissing = (problem) => {
  throw new Error(problem);
};

async function headOf(route: PageRoute, queryClient = new QueryClient()): Promise<PageHead | undefined> {
  const { handle } = await route.lazy();
  if (!isPageHandle(handle) || !handle.head) return undefined;
  const url = new URL(route.address, ORIGIN);
  const locale = url.pathname === '/fr' || url.pathname.startsWith('/fr/') ? 'fr' : 'en';
  return handle.head({
    params: { id: ID, kind: 'auction' },
    url,
    locale,
    origin: ORIGIN,
    queryClient,
    t: texts.cloneIn(locale).fixedT('common'),
  });
}

const pages = pageRoutesIn(routes);

describe("every page's head", () => {
  it('is found for each page the router loads, in both languages', () => {
    const french = pages.filter((page) => page.address.startsWith('/fr')).length;
    expect(french).toBeGreaterThan(35);
    // Each language's pages, and the not-found page.
    expect(pages.length).toBe(2 * french + 1);
  });

  it.each(pages.map((page) => [page.id, page] as const))(
    '%s has a head that names the page',
    async (_, page) => {
      const head = await headOf(page);
      expect(head, `${page.id} (${page.address}) has no head in its route module`).toBeDefined();
      expect(head?.title).not.toBe(SITE_NAME);
      expect(head?.title).toContain(SITE_NAME);
      expect(head?.lang).toBe(page.address.startsWith('/fr') ? 'fr' : 'en');
    },
  );
});

describe('a title that names what the loader read', () => {
  const pageAt = (address: string) => {
    const page = pages.find((candidate) => candidate.address === address);
    if (!page) throw new Error(`no page at ${address}`);
    return page;
  };
  const withAuction = () => {
    const queryClient = new QueryClient();
    const auction = makeAuction(1, {
      id: ID,
      title: 'Pictou Boat Auction',
      titleFr: 'Encan de bateaux de Pictou',
    });
    queryClient.setQueryData(auctionQueryOptions(ID).queryKey, { auction });
    return queryClient;
  };

  it("names the listing being edited, in the page's language, once its loader has read it", async () => {
    expect((await headOf(pageAt(`/edit-listing/${ID}`), withAuction()))?.title).toBe(
      `Edit: Pictou Boat Auction — ${SITE_NAME}`,
    );
    expect((await headOf(pageAt(`/fr/modifier-une-annonce/${ID}`), withAuction()))?.title).toBe(
      `Modifier\u00a0: Encan de bateaux de Pictou — ${SITE_NAME}`,
    );
    // Before (or without) the listing: the page's own title.
    expect((await headOf(pageAt(`/edit-listing/${ID}`)))?.title).toBe(`Edit Auction Listing — ${SITE_NAME}`);
  });

  it("names the listing whose statistics are shown, and an invoice's number", async () => {
    expect((await headOf(pageAt(`/dashboard/listings/${ID}/stats`), withAuction()))?.title).toBe(
      `Statistics: Pictou Boat Auction — ${SITE_NAME}`,
    );
    expect(
      (await headOf(pageAt(`/fr/tableau-de-bord/annonces/${ID}/statistiques`), withAuction()))?.title,
    ).toBe(`Statistiques\u00a0: Encan de bateaux de Pictou — ${SITE_NAME}`);
    const queryClient = new QueryClient();
    // The head reads only the invoice's id and number; the rest of an invoice would be noise here.
    queryClient.setQueryData(invoiceQueryOptions(ID).queryKey, {
      data: { id: ID, invoiceNumber: 'INV-2026-0042' },
    } as never);
    expect((await headOf(pageAt(`/invoices/${ID}`), queryClient))?.title).toMatch(/INV-2026-0042 — /);
  });
});

describe("a seller's form", () => {
  it('is titled by the upgrade a buyer is shown in its place (RequireSeller)', async () => {
    const page = pages.find((candidate) => candidate.address === '/fr/creer-une-annonce');
    if (!page) throw new Error('no create-listing page');
    const as = (role: 'USER' | 'SELLER') => {
      const queryClient = new QueryClient();
      queryClient.setQueryData(SESSION_QUERY_KEY, { user: makeUser({ role }) });
      return queryClient;
    };
    const upgrade = texts.cloneIn('fr').fixedT('profile')('upgrade.pageTitle');
    expect((await headOf(page, as('USER')))?.title).toBe(`${upgrade} — ${SITE_NAME}`);
    expect((await headOf(page, as('SELLER')))?.title).not.toContain(upgrade);
  });
});
