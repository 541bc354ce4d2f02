import type { AdminUser, User } from '@mariner/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FetchCall, jsonResponse, makeUser, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { UsersPanel } from './UsersPanel.tsx';

const LIST_URL = '/api/users?limit=50';

const adminUser = (overrides: Partial<AdminUser>): AdminUser => ({
  ...makeUser(overrides as Partial<User>),
  _count: { auctionListings: 0, bannerAds: 0 },
  ...overrides,
});

const me = adminUser({
  id: '11111111-1111-4111-8111-111111111111',
  firstName: 'Diana',
  lastName: 'Barry',
  email: 'diana@orchardslope.ca',
  role: 'SUPERADMIN',
  companyName: null,
});
const anne = adminUser({
  id: '22222222-2222-4222-8222-222222222222',
  firstName: 'Anne',
  lastName: 'Shirley',
  email: 'anne@greengables.ca',
  companyName: 'Green Gables Auctions',
  autoApprove: true,
  _count: { auctionListings: 3, bannerAds: 2 },
});
const rachel = adminUser({
  id: '33333333-3333-4333-8333-333333333333',
  firstName: 'Rachel',
  lastName: 'Lynde',
  email: 'rachel@avonlea.ca',
  role: 'ADMIN',
  companyName: null,
});

const listOf = (users: AdminUser[]) => ({
  users,
  pagination: { page: 1, limit: 1000, total: users.length, totalPages: users.length ? 1 : 0 },
});

type Answer = (call: FetchCall) => Response | undefined;

/** The list answers with `users`; `answer` handles the writes (undefined: 200 with the user). */
function stubUsersApi(users: AdminUser[], answer: Answer = () => undefined) {
  return mockFetch((call) => {
    if (call.method === 'GET') return jsonResponse(200, listOf(users));
    return answer(call) ?? jsonResponse(200, { data: { user: anne } });
  });
}

const renderPanel = (signedIn: AdminUser, initialEntries = ['/']) =>
  renderRoutes([{ path: '/', element: <UsersPanel /> }], { user: signedIn, initialEntries });

const rowOf = async (name: string) => {
  const header = await screen.findByRole('rowheader', { name: new RegExp(name) });
  const row = header.closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
};

describe('UsersPanel for an admin', () => {
  const admin = { ...rachel, id: '44444444-4444-4444-8444-444444444444' };

  it('lists users with their counts and settings, and no superadmin actions', async () => {
    const { calls } = stubUsersApi([anne, rachel]);
    renderPanel(admin);
    const row = await rowOf('Anne Shirley');
    expect(row.getByRole('rowheader')).toHaveTextContent('anne@greengables.ca');
    expect(row.getByRole('rowheader')).toHaveTextContent('Green Gables Auctions');
    expect(row.getByRole('cell', { name: '3' })).toBeInTheDocument();
    expect(row.getByRole('cell', { name: '2' })).toBeInTheDocument();
    const trusted = row.getByRole('button', { name: 'Auto-approve listings of Anne Shirley' });
    expect(trusted).toHaveAttribute('aria-pressed', 'true');
    expect(trusted).toHaveTextContent('Trusted');
    const banners = row.getByRole('button', { name: 'Free banner ads for Anne Shirley' });
    expect(banners).toHaveAttribute('aria-pressed', 'false');
    expect(banners).toHaveTextContent('Paid');
    expect(row.getByRole('button', { name: 'Free auction listings for Anne Shirley' })).toHaveTextContent(
      'Paid',
    );

    // Admin rows have no settings; an admin has no create, edit, delete nor role change.
    const rachelRow = await rowOf('Rachel Lynde');
    expect(rachelRow.queryAllByRole('button')).toHaveLength(0);
    expect(rachelRow.getAllByText('Not for admins')).toHaveLength(3);
    expect(screen.queryByRole('heading', { name: 'Create User' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Role of / })).not.toBeInTheDocument();
    expect(calls[0]?.url).toBe(LIST_URL);
  });

  it('toggles a setting and says when a toggle fails', async () => {
    const { calls } = stubUsersApi([anne], (call) =>
      call.url.endsWith('/free-banner-ads') ? jsonResponse(500, {}) : undefined,
    );
    const { user } = renderPanel(admin);
    const row = await rowOf('Anne Shirley');
    await user.click(row.getByRole('button', { name: 'Free auction listings for Anne Shirley' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')).toEqual({
        url: `/api/users/${anne.id}/free-auction-listings`,
        method: 'PUT',
        body: { freeAuctionListings: true },
      }),
    );
    await user.click(row.getByRole('button', { name: 'Free banner ads for Anne Shirley' }));
    expect(await screen.findByText('Failed to update free banner ads status')).toBeInTheDocument();
    await user.click(row.getByRole('button', { name: 'Auto-approve listings of Anne Shirley' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url.endsWith('/auto-approve'))?.body).toEqual({ autoApprove: false }),
    );
  });

  it('says so when the auto-approve toggle fails', async () => {
    stubUsersApi([anne], () => jsonResponse(500, { error: 'INTERNAL', message: 'boom' }));
    const { user } = renderPanel(admin);
    await user.click((await rowOf('Anne Shirley')).getByRole('button', { name: /^Auto-approve/ }));
    expect(await screen.findByText('Failed to update auto-approve status')).toBeInTheDocument();
  });

  it('searches and filters by role through the API, and shows the empty state', async () => {
    const { calls } = stubUsersApi([]);
    const { user } = renderPanel(admin);
    expect(await screen.findByText('No users found')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'gables');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.at(-1)?.url).toBe(`${LIST_URL}&search=gables`));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'SELLER');
    await waitFor(() => expect(calls.at(-1)?.url).toBe(`${LIST_URL}&search=gables&role=SELLER`));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Province' }), 'QC');
    await waitFor(() => expect(calls.at(-1)?.url).toBe(`${LIST_URL}&search=gables&role=SELLER&province=QC`));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'email');
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe(`${LIST_URL}&search=gables&role=SELLER&province=QC&sort=email`),
    );
  });

  it('reads the search, filters, sort and page from the address, and keeps them there', async () => {
    const many = { users: [anne], pagination: { page: 2, limit: 50, total: 120, totalPages: 3 } };
    const { calls } = mockFetch(() => jsonResponse(200, many));
    const { user, router } = renderPanel(admin, [
      '/?tab=users&q=anne&province=PE&sort=name&page=2&role=KING',
    ]);
    await rowOf('Anne Shirley');
    expect(calls[0]?.url).toBe(`${LIST_URL}&page=2&search=anne&province=PE&sort=name`);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('anne');
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('');
    expect(screen.getByText(/120 users Page 2 of 3/)).toBeInTheDocument();

    // A page link keeps the rest of the address, and takes focus back to the top of the list.
    await user.click(within(screen.getByRole('navigation')).getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(router.state.location.search).toContain('page=3'));
    expect(router.state.location.search).toContain('tab=users');
    expect(router.state.location.search).toContain('q=anne');
    expect(screen.getByText(/120 users/)).toHaveFocus();

    // A new filter starts again at the first page.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'USER');
    await waitFor(() => expect(router.state.location.search).toContain('role=USER'));
    expect(router.state.location.search).not.toContain('page=');
  });
});

describe('UsersPanel for a superadmin', () => {
  it('creates a user, and shows the server’s error or the fallback', async () => {
    let attempt = 0;
    const { calls } = stubUsersApi([me, anne], (call) => {
      if (call.method !== 'POST') return undefined;
      attempt += 1;
      if (attempt === 1) return jsonResponse(201, { data: { user: anne } });
      if (attempt === 2)
        return jsonResponse(409, {
          error: 'CONFLICT',
          message: 'An account with this email already exists',
          fields: { email: 'An account with this email already exists' },
        });
      return jsonResponse(500, {});
    });
    const { user } = renderPanel(me);
    const form = within(await screen.findByRole('region', { name: 'Create User' }));
    const fill = async () => {
      await user.type(form.getByLabelText('Email'), 'gilbert@avonlea.ca');
      await user.type(form.getByLabelText('Password'), 'short');
      await user.type(form.getByLabelText('First Name'), 'Gilbert');
      await user.type(form.getByLabelText('Last Name'), 'Blythe');
    };
    await fill();
    await user.click(form.getByRole('button', { name: 'Create User' }));
    expect(await form.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(form.getByLabelText('Password'), '-and-long');
    await user.selectOptions(form.getByLabelText('Role'), 'USER');
    await user.type(form.getByLabelText(/Company Name/), 'Blythe Estate Sales');
    await user.click(form.getByRole('button', { name: 'Create User' }));
    expect(await form.findByText('User created successfully')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      url: '/api/users',
      body: {
        email: 'gilbert@avonlea.ca',
        password: 'short-and-long',
        firstName: 'Gilbert',
        lastName: 'Blythe',
        role: 'USER',
        companyName: 'Blythe Estate Sales',
      },
    });
    expect(form.getByLabelText('Email')).toHaveValue('');

    await fill();
    await user.type(form.getByLabelText('Password'), '-and-long');
    await user.click(form.getByRole('button', { name: 'Create User' }));
    expect(await form.findAllByText('An account with this email already exists')).toHaveLength(2);
    await user.click(form.getByRole('button', { name: 'Create User' }));
    expect(await form.findByText('Failed to create user')).toBeInTheDocument();
  });

  it('edits a user in a dialog; a blank password is not sent', async () => {
    const { calls } = stubUsersApi([me, anne], (call) =>
      call.method === 'PUT' && calls.filter((c) => c.method === 'PUT').length > 1
        ? jsonResponse(400, { error: 'BAD_REQUEST', message: 'You cannot change your own role' })
        : undefined,
    );
    const { user } = renderPanel(me);
    await user.click((await rowOf('Anne Shirley')).getByRole('button', { name: 'Edit Anne Shirley' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit User' }));
    expect(dialog.getByLabelText('Email')).toHaveValue('anne@greengables.ca');
    expect(dialog.getByLabelText('New password')).toHaveValue('');
    expect(dialog.getByRole('combobox', { name: 'Role' })).toHaveValue('SELLER');
    expect(
      within(dialog.getByRole('combobox', { name: 'Role' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Seller', 'Admin', 'Superadmin', 'User']);
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Role' }), 'ADMIN');
    await user.clear(dialog.getByLabelText('Last Name'));
    await user.type(dialog.getByLabelText('Last Name'), 'Blythe');
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('User updated successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.url).toBe(`/api/users/${anne.id}`);
    expect(put?.body).toEqual({
      email: 'anne@greengables.ca',
      firstName: 'Anne',
      lastName: 'Blythe',
      companyName: 'Green Gables Auctions',
      role: 'ADMIN',
    });

    // A server refusal stays in the dialog; Escape closes it and gives focus back to Edit.
    const edit = (await rowOf('Anne Shirley')).getByRole('button', { name: 'Edit Anne Shirley' });
    await user.click(edit);
    const again = within(await screen.findByRole('dialog', { name: 'Edit User' }));
    await user.type(again.getByLabelText('New password'), 'a-new-password');
    await user.click(again.getByRole('button', { name: 'Save Changes' }));
    expect(await again.findByText('You cannot change your own role')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT').at(-1)?.body).toMatchObject({
      password: 'a-new-password',
    });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(edit).toHaveFocus();
  });

  it('shows the fallback when an edit fails without a message', async () => {
    stubUsersApi([me, anne], (call) => (call.method === 'PUT' ? jsonResponse(500, {}) : undefined));
    const { user } = renderPanel(me);
    await user.click((await rowOf('Anne Shirley')).getByRole('button', { name: 'Edit Anne Shirley' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    expect(await dialog.findByText('Failed to update user')).toBeInTheDocument();
  });

  it('offers no role change and no delete on the own row', async () => {
    const { calls } = stubUsersApi([me, anne]);
    const { user } = renderPanel(me);
    const own = await rowOf('Diana Barry');
    expect(own.queryByRole('combobox')).not.toBeInTheDocument();
    expect(own.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(own.getAllByText('Not for admins')).toHaveLength(3);
    await user.click(own.getByRole('button', { name: 'Edit Diana Barry' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByRole('combobox', { name: 'Role' })).toBeDisabled();
    expect(dialog.getByText('You cannot change your own role')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ role: 'SUPERADMIN' }),
    );
  });

  it('deletes after the spec’s confirmation, and reports a failure with its reason', async () => {
    let attempt = 0;
    const { calls } = stubUsersApi([me, anne], (call) => {
      if (call.method !== 'DELETE') return undefined;
      attempt += 1;
      if (attempt === 1) return jsonResponse(200, { success: true });
      if (attempt === 2) return jsonResponse(404, { error: 'NOT_FOUND', message: 'User not found' });
      return jsonResponse(502);
    });
    const { user } = renderPanel(me);
    const remove = async () => {
      await user.click((await rowOf('Anne Shirley')).getByRole('button', { name: 'Delete Anne Shirley' }));
      const dialog = within(await screen.findByRole('alertdialog'));
      expect(
        dialog.getByText('Are you sure you want to delete this user? This action cannot be undone.'),
      ).toBeInTheDocument();
      await user.click(dialog.getByRole('button', { name: 'Delete user' }));
    };
    await remove();
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(`/api/users/${anne.id}`);
    await remove();
    expect(await screen.findByText('Failed to delete user: User not found')).toBeInTheDocument();
    await remove();
    expect(await screen.findByText('Failed to delete user: Unknown error')).toBeInTheDocument();
  });
});
