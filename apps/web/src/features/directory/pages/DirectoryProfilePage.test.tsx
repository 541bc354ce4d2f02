import type { DirectoryProfile } from '@mariner/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { head } from '../../../app/routes/DirectoryProfileRoute.tsx';
import { HeadTitle } from '../../../lib/head.ts';
import { jsonResponse, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { makeProfile, uuid } from '../test-data.ts';
import { DirectoryProfilePage } from './DirectoryProfilePage.tsx';

/** The page as the router shows it, named by its route's head (issue 26). */
const routes = [
  {
    path: '/directory/:id',
    element: (
      <>
        <HeadTitle head={head} />
        <DirectoryProfilePage />
      </>
    ),
  },
];

const showProfile = (answer: Response | DirectoryProfile, id = uuid(7)) => {
  mockFetch(() => (answer instanceof Response ? answer : jsonResponse(200, answer)));
  return renderRoutes(routes, { initialEntries: [`/directory/${id}`], user: null });
};

describe('DirectoryProfilePage', () => {
  it('counts the view once shown, and each press on a contact link (issue 30 item 2)', async () => {
    const id = uuid(7);
    const { calls } = mockFetch((call) =>
      call.method === 'POST' ? new Response(null, { status: 204 }) : jsonResponse(200, makeProfile()),
    );
    renderRoutes(routes, { initialEntries: [`/directory/${id}`], user: null });
    await screen.findByRole('heading', { level: 1, name: 'Tidewater Auctions Ltd.' });
    const posts = () => calls.filter((call) => call.method === 'POST').map((call) => call.url);
    await waitFor(() => expect(posts()).toEqual([`/api/directory/${id}/views`]));
    // The links go to the company's own addresses; the press is told to the API beside them.
    const stay = (event: Event) => event.preventDefault();
    window.addEventListener('click', stay, true);
    try {
      fireEvent.click(screen.getByRole('link', { name: '(902) 555-0112' }));
      fireEvent.click(screen.getByRole('link', { name: 'sales@tidewater.example' }));
      fireEvent.click(screen.getByRole('link', { name: /tidewater-auctions\.example/ }));
    } finally {
      window.removeEventListener('click', stay, true);
    }
    expect(posts().slice(1)).toEqual([
      `/api/directory/${id}/contact-clicks/phone`,
      `/api/directory/${id}/contact-clicks/email`,
      `/api/directory/${id}/contact-clicks/website`,
    ]);
  });

  it('shows the company, its type, description, contact links, categories and service area', async () => {
    showProfile(makeProfile());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tidewater Auctions Ltd.' }),
    ).toBeInTheDocument();
    expect(document.title).toContain('Tidewater Auctions Ltd.');
    expect(screen.getByRole('img', { name: 'Tidewater Auctions Ltd. logo' })).toHaveAttribute(
      'src',
      '/uploads/logos/tidewater.webp',
    );
    expect(screen.getByText('Auctioneer')).toBeInTheDocument();
    expect(screen.getByText(/Since 1987/)).toHaveClass('whitespace-pre-line');
    expect(screen.getByRole('link', { name: /tidewater-auctions\.example/ })).toHaveAttribute(
      'href',
      'https://tidewater-auctions.example/',
    );
    // The contact phone is preferred to the company's.
    expect(screen.getByRole('link', { name: '(902) 555-0112' })).toHaveAttribute('href', 'tel:9025550112');
    expect(screen.getByRole('link', { name: 'sales@tidewater.example' })).toHaveAttribute(
      'href',
      'mailto:sales@tidewater.example',
    );
    expect(screen.getByRole('link', { name: /212 Prince Street/ })).toHaveAttribute(
      'href',
      expect.stringContaining('212%20Prince%20Street'),
    );
    expect(screen.getByText('Marie LeBlanc')).toBeInTheDocument();
    expect(screen.getByText('Estates')).toBeInTheDocument();
    expect(screen.getByText('Central Nova Scotia')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Auctioneers' })).toHaveAttribute(
      'href',
      '/directory/auctioneers',
    );
  });

  it('lists the active auctions as cards to /auctions/{id}, dated in their own zone', async () => {
    showProfile(makeProfile());
    const first = await screen.findByRole('article', { name: 'Lunenburg Harbour Estate Auction' });
    expect(within(first).getByRole('link', { name: 'Lunenburg Harbour Estate Auction' })).toHaveAttribute(
      'href',
      `/auctions/${uuid(501)}`,
    );
    // 13:00 UTC is 10:00 in Halifax in July (ADT), 10:30 in St. John's (NDT).
    expect(within(first).getByText(/Jul 4, 2026, 10:00 a\.m\. ADT/)).toBeInTheDocument();
    const second = screen.getByRole('article', { name: 'Moncton Vehicle Sale' });
    expect(within(second).getByText(/Jul 10, 2026, 10:30 a\.m\. NDT/)).toBeInTheDocument();
  });

  it('says when an auctioneer has no upcoming auctions', async () => {
    showProfile(makeProfile({ activeAuctions: [] }));
    expect(await screen.findByText('No upcoming auctions right now.')).toBeInTheDocument();
  });

  it('leaves out what a service company did not give, and leads back to services', async () => {
    showProfile(
      makeProfile({
        advertiserType: 'LEGAL_SERVICE',
        activeAuctions: [],
        companyContactEmail: null,
        companyWebsite: null,
        categories: [],
        serviceArea: null,
      }),
    );
    expect(await screen.findByText('Legal & Estate Services')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Upcoming auctions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Services offered')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Services' })).toHaveAttribute(
      'href',
      '/directory/services',
    );
  });

  it('says Advertiser not found, with a link back to the auctioneers, for an unknown one', async () => {
    showProfile(jsonResponse(404, { error: 'NOT_FOUND', message: 'Advertiser not found' }), 'gone');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Advertiser not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Auctioneers' })).toHaveAttribute(
      'href',
      '/directory/auctioneers',
    );
  });

  it('shows the same not-found state when the profile fails to load (spec 001 §8)', async () => {
    showProfile(jsonResponse(500, { error: 'INTERNAL', message: 'boom' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Advertiser not found' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});

describe('DirectoryProfilePage past sales (issue 28)', () => {
  const past = (n: number, overrides: Partial<DirectoryProfile['pastAuctions'][number]> = {}) => ({
    id: uuid(600 + n),
    title: `Past sale ${n}`,
    titleFr: null,
    featuredImage: null,
    auctionStartDate: '2026-03-04T13:00:00.000Z',
    auctionEndDate: '2026-03-05T02:30:00.000Z',
    location: 'Truro, NS',
    timeZone: 'America/Halifax',
    resultsUrl: null,
    resultsNote: null,
    ...overrides,
  });

  it('lists them below the upcoming ones, in the answer’s order, with their results link and note', async () => {
    showProfile(
      makeProfile({
        pastAuctions: [
          past(1, { resultsUrl: 'https://results.example/1', resultsNote: 'Sold 212 lots.\nThank you!' }),
          past(2),
        ],
      }),
    );
    const section = await screen.findByRole('region', { name: 'Past sales' });
    const upcoming = screen.getByRole('heading', { level: 2, name: 'Upcoming auctions' });
    // After the upcoming auctions in the reading order.
    expect(upcoming.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const sales = within(section).getAllByRole('article');
    expect(sales.map((sale) => within(sale).getByRole('heading').textContent)).toEqual([
      'Past sale 1',
      'Past sale 2',
    ]);
    const first = sales[0] as HTMLElement;
    // Ended 02:30 UTC on the 5th is 22:30 on the 4th in Halifax: the day in its own zone.
    expect(within(first).getByText(/Mar 4, 2026/)).toBeInTheDocument();
    expect(within(first).getByText(/Sold 212 lots\./)).toHaveClass('whitespace-pre-line');
    const results = within(first).getByRole('link', { name: /See the results/ });
    expect(results).toHaveAttribute('href', 'https://results.example/1');
    expect(results).toHaveAttribute('rel', 'nofollow ugc noopener noreferrer');
    expect(within(first).getByRole('link', { name: 'Past sale 1' })).toHaveAttribute(
      'href',
      `/auctions/${uuid(601)}`,
    );
    const second = sales[1] as HTMLElement;
    expect(within(second).queryByRole('link', { name: /See the results/ })).toBeNull();
  });

  it('shows no past-sales section when there are none', async () => {
    showProfile(makeProfile({ pastAuctions: [] }));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Past sales' })).toBeNull();
  });
});
