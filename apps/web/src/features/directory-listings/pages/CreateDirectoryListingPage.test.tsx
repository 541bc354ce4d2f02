import { DIRECTORY_SERVICE_CATEGORIES, type DirectoryListing } from '@mariner/contracts';
import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { deferred, type FetchCall, jsonResponse, makeUser, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { CreateDirectoryListingPage } from './CreateDirectoryListingPage.tsx';
import { MyDirectoryListingsPage } from './MyDirectoryListingsPage.tsx';

const LISTING_ID = '3f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b';
const INVOICE_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const CARD = {
  id: '1b2c3d4e-5f60-4718-8a9b-0c1d2e3f4a5b',
  brand: 'visa',
  last4: '4242',
  expMonth: 4,
  expYear: 2031,
  isDefault: true,
};

function Probe() {
  const location = useLocation();
  return (
    <p>
      arrived at {location.pathname}: {JSON.stringify(location.state)}
    </p>
  );
}

const listing = (overrides: Partial<DirectoryListing> = {}): DirectoryListing => ({
  id: LISTING_ID,
  companyName: 'Harbourside Move Managers',
  description: 'x'.repeat(60),
  descriptionFr: null,
  website: null,
  phone: '902-555-0199',
  email: 'hello@harbourside.example',
  address: null,
  categories: ['Moving & Downsizing'],
  socialMedia: { facebook: null, twitter: null, linkedin: null, instagram: null },
  logo: null,
  status: 'PENDING_PAYMENT',
  activatedAt: null,
  expiresAt: null,
  pendingInvoice: { id: INVOICE_ID, amount: 19900 },
  createdAt: '2026-11-01T12:00:00.000Z',
  ...overrides,
});

type Answer = (call: FetchCall) => Response | Promise<Response> | undefined;

function open(answer: Answer = () => undefined, user = makeUser()) {
  const api = mockFetch((call) => {
    const own = answer(call);
    if (own) return own;
    if (call.url === '/api/payment-methods') return jsonResponse(200, { paymentMethods: [CARD] });
    if (call.url === '/api/directory-listings/categories/list')
      return jsonResponse(200, { categories: [...DIRECTORY_SERVICE_CATEGORIES] });
    if (call.url === '/api/payments/pricing') return jsonResponse(500, {});
    return jsonResponse(500, {});
  });
  const view = renderRoutes(
    [
      { path: '/create-directory-listing', element: <CreateDirectoryListingPage /> },
      { path: '/checkout', element: <Probe /> },
      { path: '/profile/directory-listings', element: <Probe /> },
    ],
    { initialEntries: ['/create-directory-listing'], user },
  );
  return { ...view, api };
}

async function fill(user: ReturnType<typeof renderRoutes>['user']) {
  await screen.findByRole('checkbox', { name: 'Moving & Downsizing' });
  const paste = async (label: string, text: string) => {
    await user.click(screen.getByLabelText(label));
    await user.paste(text);
  };
  await paste('Company Name', 'Harbourside Move Managers');
  await paste('Email', 'hello@harbourside.example');
  await paste('Phone', '902-555-0199');
  await paste('Description', 'Gentle downsizing and relocation help for families across Nova Scotia.');
  await user.click(screen.getByRole('checkbox', { name: 'Moving & Downsizing' }));
}

describe('CreateDirectoryListingPage', () => {
  it('gates a user without a card, with the annual price', async () => {
    open((call) =>
      call.url === '/api/payment-methods' ? jsonResponse(200, { paymentMethods: [] }) : undefined,
    );
    expect(await screen.findByRole('heading', { name: 'Payment Method Required' })).toBeInTheDocument();
    expect(screen.getByText(/Directory listings cost \$199 CAD per year\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add Payment Method' })).toHaveAttribute(
      'href',
      '/profile#payment-methods',
    );
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('shows the messages on submit and clears each when its field is edited', async () => {
    const { user, api } = open();
    await screen.findByRole('checkbox', { name: 'Storage' });
    expect(screen.getByText('$199 CAD per year')).toBeInTheDocument();
    expect(screen.getByText('Valid for 12 months from activation')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    for (const message of [
      'Company name is required',
      'Email is required',
      'Phone number is required',
      'Description is required',
      'Select at least one category',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    await user.type(screen.getByLabelText('Company Name'), 'H');
    expect(screen.queryByText('Company name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Description'), 'short');
    expect(screen.getByText('5 characters (minimum 50)')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(screen.getByText('Description must be at least 50 characters')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(api.callsTo('/api/directory-listings')).toHaveLength(0);
  });

  it('creates, then goes to the checkout with the invoice', async () => {
    const held = deferred<Response>();
    const { user, router, api } = open((call) =>
      call.url === '/api/directory-listings' && call.method === 'POST' ? held.promise : undefined,
    );
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    held.resolve(
      jsonResponse(201, {
        listing: listing(),
        paymentRequired: true,
        invoice: { id: INVOICE_ID, amount: 19900 },
      }),
    );
    await screen.findByText(/arrived at \/checkout/);
    expect(router.state.location.state).toEqual({
      invoiceId: INVOICE_ID,
      amount: 19900,
      itemType: 'DIRECTORY_LISTING',
      directoryListingId: LISTING_ID,
      description: 'Directory listing: Harbourside Move Managers (12 months)',
      returnUrl: '/profile/directory-listings',
    });
    expect(api.callsTo('/api/directory-listings')[0]?.body).toMatchObject({
      companyName: 'Harbourside Move Managers',
      categories: ['Moving & Downsizing'],
    });
  });

  it('goes to the listings with a notice when nothing is to pay', async () => {
    const { user, router } = open((call) =>
      call.url === '/api/directory-listings' && call.method === 'POST'
        ? jsonResponse(201, {
            listing: listing({ status: 'ACTIVE', pendingInvoice: null }),
            paymentRequired: false,
            invoice: null,
          })
        : undefined,
    );
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await screen.findByText(/arrived at \/profile\/directory-listings/);
    expect(router.state.location.state).toEqual({
      notice: 'Your directory listing was created and is now active.',
    });
  });

  it('says so when the create fails', async () => {
    const { user } = open((call) =>
      call.url === '/api/directory-listings' && call.method === 'POST' ? jsonResponse(500, {}) : undefined,
    );
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByText('Failed to create listing. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue to Payment' })).toBeEnabled();
  });
});

describe('MyDirectoryListingsPage', () => {
  const show = (listings: DirectoryListing[]) => {
    mockFetch((call) =>
      call.url === '/api/directory-listings/mine' ? jsonResponse(200, { listings }) : jsonResponse(500, {}),
    );
    return renderRoutes([{ path: '/profile/directory-listings', element: <MyDirectoryListingsPage /> }], {
      initialEntries: ['/profile/directory-listings'],
      user: makeUser(),
    });
  };

  it('shows the empty state and the way to create one', async () => {
    show([]);
    expect(await screen.findByText('No directory listings yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Directory Listing' })).toHaveAttribute(
      'href',
      '/create-directory-listing',
    );
  });

  it('shows each status, the renewal date and Pay now for an unpaid one', async () => {
    show([
      listing(),
      listing({
        id: '4f2a1b4c-5d6e-4f70-8a9b-0c1d2e3f4a5b',
        companyName: 'Active Co',
        status: 'ACTIVE',
        activatedAt: '2026-01-15T12:00:00.000Z',
        expiresAt: '2027-01-15T12:00:00.000Z',
        pendingInvoice: null,
      }),
    ]);
    expect(await screen.findByText('Awaiting Payment')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Renews:')).toBeInTheDocument();
    expect(screen.getByText('Jan 15, 2027')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /Pay now/ })).toHaveLength(1);
  });
});

describe('CreateDirectoryListingPage total before checkout (issue 30 item 3)', () => {
  it('shows the year’s price with the tax of the account’s province, split in its parts', async () => {
    open(undefined, makeUser({ province: 'QC' }));
    const total = await screen.findByRole('region', { name: 'Your total' });
    expect(total).toHaveTextContent('1 year (12 months) = 1 annual period');
    expect(total).toHaveTextContent('GST (QC 5%)$9.95');
    expect(total).toHaveTextContent('QST (QC 9.975%)$19.85');
    expect(total).toHaveTextContent('Total$228.80 CAD');
  });
});
