import type { AdminDirectoryUser } from '@mariner/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fill } from '../../../test/fill.ts';
import { type FetchCall, jsonResponse, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { DirectoryPanel } from './DirectoryPanel.tsx';

const harbour: AdminDirectoryUser = {
  id: '5a0c7e4e-9c71-4f0e-8a8e-6f1f6b2d3c4a',
  email: 'sam@harbour.example',
  firstName: 'Sam',
  lastName: 'Doucet',
  role: 'SELLER',
  companyName: 'Harbour Movers',
  companyDescription: 'Moves for estates and downsizing households across Nova Scotia.',
  companyDescriptionFr: null,
  companyLogo: '/uploads/logos/5a0c7e4e/abc.webp',
  companyWebsite: 'https://harbour.example',
  companyPhone: '902-555-0100',
  companyAddress: 'Lunenburg, NS',
  advertiserType: 'MOVE_MANAGER',
  isDirectoryListed: false,
  isPubliclyListed: false,
  directoryExpiresAt: null,
};

const tidewater: AdminDirectoryUser = {
  ...harbour,
  id: '7c1e4d2f-3e5b-4f9c-8d8e-2b3c4d5e6f70',
  email: 'marie@tidewater.example',
  firstName: 'Marie',
  lastName: 'LeBlanc',
  companyName: 'Tidewater Auctions',
  companyLogo: null,
  advertiserType: null,
  isDirectoryListed: true,
  isPubliclyListed: false,
};

const listOf = (users: AdminDirectoryUser[]) => ({
  users,
  pagination: { page: 1, limit: 100, total: users.length, totalPages: users.length ? 1 : 0 },
});

type Route = (call: FetchCall) => Response | undefined;

/** Answers the list, then whatever `route` answers; anything else is a 404. */
function stubApi(route: Route = () => undefined, users = [harbour, tidewater]) {
  return mockFetch((call) => {
    const answer = route(call);
    if (answer) return answer;
    if (call.method === 'GET' && call.url.startsWith('/api/users/directory?'))
      return jsonResponse(200, listOf(users));
    return jsonResponse(404, { error: 'NOT_FOUND', message: 'Not found' });
  });
}

const render = () => renderRoutes([{ path: '/', element: <DirectoryPanel /> }]);

async function openEdit(user: ReturnType<typeof render>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name: `Edit directory information of ${name}` }));
  return screen.findByRole('dialog', { name: 'Directory information' });
}

describe('DirectoryPanel: the list', () => {
  it('lists directory users with their public state and searches', async () => {
    const { calls } = stubApi();
    const { user } = render();
    const card = await screen.findByRole('article', { name: 'Harbour Movers' });
    expect(calls[0]?.url).toBe('/api/users/directory?limit=100&page=1');
    expect(within(card).getByRole('img', { name: 'Harbour Movers logo' })).toHaveAttribute(
      'src',
      harbour.companyLogo,
    );
    expect(card).toHaveTextContent('Sam Doucet · sam@harbour.example');
    expect(card).toHaveTextContent('Move Manager');
    expect(card).toHaveTextContent('Not listed');
    expect(
      within(card).getByRole('checkbox', { name: 'Listed in directory: Harbour Movers' }),
    ).not.toBeChecked();
    const tide = screen.getByRole('article', { name: 'Tidewater Auctions' });
    expect(tide).toHaveTextContent('Listed, but not shown: no advertiser type');
    expect(
      within(tide).getByRole('checkbox', { name: 'Listed in directory: Tidewater Auctions' }),
    ).toBeChecked();
    expect(screen.getByText('Showing 2 of 2')).toBeInTheDocument();

    await fill(user, screen.getByRole('searchbox', { name: 'Search directory users' }), 'harbour');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(calls.map((call) => call.url)).toContain('/api/users/directory?limit=100&page=1&search=harbour'),
    );
  });

  it('says when nobody matches', async () => {
    stubApi(undefined, []);
    render();
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });

  it('says when the list fails to load and loads again on Try Again', async () => {
    let failures = 1;
    stubApi((call) => {
      if (call.method === 'GET' && failures > 0) {
        failures -= 1;
        return jsonResponse(500, { error: 'INTERNAL', message: 'Something went wrong on our side.' });
      }
      return undefined;
    });
    const { user } = render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load dashboard data. Please refresh the page.');
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Harbour Movers' })).toBeInTheDocument();
  });
});

describe('DirectoryPanel: listing toggle', () => {
  it('lists a user and says so', async () => {
    const { calls } = stubApi((call) =>
      call.method === 'PUT'
        ? jsonResponse(200, { user: { ...harbour, isDirectoryListed: true, isPubliclyListed: true } })
        : undefined,
    );
    const { user } = render();
    await user.click(await screen.findByRole('checkbox', { name: 'Listed in directory: Harbour Movers' }));
    expect(await screen.findByText('Harbour Movers is listed in the directory.')).toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put).toEqual({
      url: `/api/users/${harbour.id}/directory-status`,
      method: 'PUT',
      body: { isDirectoryListed: true },
    });
  });

  it("says 'Failed to update directory status' with the server's reason", async () => {
    stubApi((call) =>
      call.method === 'PUT'
        ? jsonResponse(400, {
            error: 'VALIDATION_ERROR',
            message: 'Please correct the highlighted fields.',
            fields: { advertiserType: 'Choose an advertiser type to list this user in the directory' },
          })
        : undefined,
    );
    const { user } = render();
    const toggle = await screen.findByRole('checkbox', { name: 'Listed in directory: Tidewater Auctions' });
    await user.click(toggle);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to update directory status');
    expect(alert).toHaveTextContent('Choose an advertiser type to list this user in the directory');
    await waitFor(() => expect(toggle).toBeChecked());
  });
});

describe('DirectoryPanel: editing directory info', () => {
  it('checks the fields as the server does, then saves them', async () => {
    const { calls } = stubApi((call) =>
      call.method === 'PUT' && call.url.endsWith('/directory-info')
        ? jsonResponse(200, { user: { ...harbour, ...(call.body as object) } })
        : undefined,
    );
    const { user } = render();
    const dialog = await openEdit(user, 'Harbour Movers');
    expect(within(dialog).getByRole('textbox', { name: 'Company name' })).toHaveValue('Harbour Movers');
    expect(within(dialog).getByRole('combobox', { name: 'Advertiser type' })).toHaveValue('MOVE_MANAGER');
    expect(within(dialog).getByRole('textbox', { name: /^Description(?! in French)/ })).toHaveValue(
      harbour.companyDescription,
    );
    expect(within(dialog).getByRole('textbox', { name: /Address/ })).toHaveValue('Lunenburg, NS');

    const website = within(dialog).getByRole('textbox', { name: /Website/ });
    await user.clear(website);
    await fill(user, website, 'harbour.example');
    const phone = within(dialog).getByRole('textbox', { name: /Phone/ });
    await user.clear(phone);
    await fill(user, phone, 'call us');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Website must start with http:// or https://'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Invalid phone number format')).toBeInTheDocument();

    // A seller needs a company name; listing needs an advertiser type.
    await user.clear(within(dialog).getByRole('textbox', { name: 'Company name' }));
    await user.clear(website);
    await fill(user, website, 'https://bluenose.example');
    await user.clear(phone);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Advertiser type' }), '');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Listed in the directory' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Company name is required')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Choose an advertiser type to list this user in the directory'),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    await fill(user, within(dialog).getByRole('textbox', { name: 'Company name' }), 'Bluenose Moving');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Advertiser type' }),
      'Move Manager',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Directory information of Bluenose Moving saved.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')).toEqual({
      url: `/api/users/${harbour.id}/directory-info`,
      method: 'PUT',
      body: {
        companyName: 'Bluenose Moving',
        advertiserType: 'MOVE_MANAGER',
        companyDescription: harbour.companyDescription,
        companyDescriptionFr: null,
        companyWebsite: 'https://bluenose.example',
        companyPhone: null,
        companyAddress: 'Lunenburg, NS',
        isDirectoryListed: true,
      },
    });
  });

  it("says 'Failed to update directory information' and keeps the dialog open", async () => {
    stubApi((call) =>
      call.method === 'PUT'
        ? jsonResponse(500, { error: 'INTERNAL', message: 'Something went wrong.' })
        : undefined,
    );
    const { user } = render();
    const dialog = await openEdit(user, 'Harbour Movers');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Failed to update directory information',
    );
  });
});

describe('DirectoryPanel: logo', () => {
  const file = () => new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });

  it('uploads a chosen image and shows the server limit when it is too large', async () => {
    let tooLarge = true;
    const { calls } = stubApi((call) => {
      if (call.method !== 'POST') return undefined;
      if (tooLarge) {
        tooLarge = false;
        return jsonResponse(413, { error: 'PAYLOAD_TOO_LARGE', message: 'File size must be less than 5MB' });
      }
      return jsonResponse(200, { url: '/uploads/logos/5a0c7e4e/new.webp' });
    });
    const { user } = render();
    const dialog = await openEdit(user, 'Harbour Movers');
    const input = within(dialog).getByLabelText(/^Logo/);
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(within(dialog).getByText('PNG, JPG, GIF up to 10MB')).toBeInTheDocument();

    await user.upload(input, file());
    expect(await within(dialog).findByText('File size must be less than 5MB')).toBeInTheDocument();
    await user.upload(input, file());
    expect(await within(dialog).findByText('Logo uploaded.')).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Current logo' })).toHaveAttribute(
      'src',
      '/uploads/logos/5a0c7e4e/new.webp',
    );
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.url)).toEqual([
      `/api/users/${harbour.id}/logo`,
      `/api/users/${harbour.id}/logo`,
    ]);
  });

  it("says 'Failed to upload logo' when the server gives no reason", async () => {
    stubApi((call) => (call.method === 'POST' ? new Response('oops', { status: 502 }) : undefined));
    const { user } = render();
    const dialog = await openEdit(user, 'Harbour Movers');
    await user.upload(within(dialog).getByLabelText(/^Logo/), file());
    expect(await within(dialog).findByText('Failed to upload logo')).toBeInTheDocument();
  });

  it('deletes the logo after the confirmation, and says when that fails', async () => {
    let fail = true;
    const { calls } = stubApi((call) => {
      if (call.method !== 'DELETE') return undefined;
      if (fail) {
        fail = false;
        return jsonResponse(500, { error: 'INTERNAL', message: 'Something went wrong.' });
      }
      return jsonResponse(200, { success: true });
    });
    const { user } = render();
    const dialog = await openEdit(user, 'Harbour Movers');

    await user.click(within(dialog).getByRole('button', { name: 'Delete logo' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Delete logo?' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this logo?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Delete logo' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Delete logo?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete logo' }));
    expect(await within(dialog).findByText('Failed to delete logo')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Delete logo' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Delete logo?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete logo' }));
    expect(await within(dialog).findByText('Logo deleted.')).toBeInTheDocument();
    expect(within(dialog).getByText('No logo')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.url)).toEqual([
      `/api/users/${harbour.id}/logo`,
      `/api/users/${harbour.id}/logo`,
    ]);
  });
});

describe('DirectoryPanel: creating a seller', () => {
  it("asks to 'Please fill in all required fields' first, then creates a SELLER with the directory fields", async () => {
    const { calls } = stubApi((call) =>
      call.method === 'POST' && call.url === '/api/users'
        ? jsonResponse(201, {
            data: {
              user: {
                ...harbour,
                id: '0d6c2b1a-9e8f-4a7b-8c6d-000000000001',
                province: null,
                companyContactName: null,
                companyContactEmail: null,
                companyContactPhone: null,
                autoApprove: false,
                freeBannerAds: false,
                freeAuctionListings: false,
                language: null,
                town: null,
                emailConfirmed: false,
                hasPassword: true,
                createdAt: '2026-01-01T00:00:00.000Z',
                _count: { auctionListings: 0, bannerAds: 0 },
              },
            },
          })
        : undefined,
    );
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Add seller' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a seller' });

    await user.click(within(dialog).getByRole('button', { name: 'Create seller' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('textbox', { name: 'Company name' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await fill(user, within(dialog).getByRole('textbox', { name: 'First name' }), 'Ada');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Last name' }), 'Comeau');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Email' }), 'Ada@Fundy.example');
    await fill(user, within(dialog).getByLabelText('Password'), 'short');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Company name' }), 'Fundy Appraisals');
    await user.click(within(dialog).getByRole('button', { name: 'Create seller' }));
    expect(await within(dialog).findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(within(dialog).queryByText('Please fill in all required fields')).not.toBeInTheDocument();

    await fill(user, within(dialog).getByLabelText('Password'), '-and-long');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Advertiser type' }),
      'Appraisal Service',
    );
    await fill(user, within(dialog).getByRole('textbox', { name: /Website/ }), 'https://fundy.example');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Listed in the directory' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create seller' }));

    expect(await screen.findByText('User created successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'ada@fundy.example',
      password: 'short-and-long',
      firstName: 'Ada',
      lastName: 'Comeau',
      role: 'SELLER',
      companyName: 'Fundy Appraisals',
      companyDescription: null,
      companyDescriptionFr: null,
      companyWebsite: 'https://fundy.example',
      companyPhone: null,
      companyAddress: null,
      companyContactName: null,
      companyContactEmail: null,
      companyContactPhone: null,
      companyLogo: null,
      advertiserType: 'APPRAISAL_SERVICE',
      isDirectoryListed: true,
    });
  });

  it("shows the server's answer when creating fails", async () => {
    stubApi((call) =>
      call.method === 'POST'
        ? jsonResponse(409, {
            error: 'CONFLICT',
            message: 'An account with this email already exists',
            fields: { email: 'An account with this email already exists' },
          })
        : undefined,
    );
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Add seller' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a seller' });
    await fill(user, within(dialog).getByRole('textbox', { name: 'First name' }), 'Ada');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Last name' }), 'Comeau');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Email' }), 'ada@fundy.example');
    await fill(user, within(dialog).getByLabelText('Password'), 'long-enough-1');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Company name' }), 'Fundy Appraisals');
    await user.click(within(dialog).getByRole('button', { name: 'Create seller' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'An account with this email already exists',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  });
});
