import type { User } from '@mariner/contracts';
import { MESSAGES, TIMERS_MS } from '@mariner/contracts/constants';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_QUERY_KEY } from '../../../lib/api/session.ts';
import { fill } from '../../../test/fill.ts';
import { type FetchCall, jsonResponse, makeUser, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { ProfilePage } from './ProfilePage.tsx';

function Probe() {
  const location = useLocation();
  return (
    <p>
      arrived at {location.pathname}: {JSON.stringify(location.state)}
    </p>
  );
}

const routes = [
  { path: '/profile', element: <ProfilePage /> },
  { path: '/profile/edit', element: <ProfilePage /> },
  { path: '/dashboard', element: <Probe /> },
];

const SELLER = makeUser({ companyPhone: '902-555-0101', companyLogo: '/uploads/logos/old.webp' });

type Answer = (call: FetchCall) => Response | Promise<Response> | undefined;

/** The card list answers empty; the rest per test (a 500 for anything not answered). */
const api = (answer: Answer = () => undefined) =>
  mockFetch((call) => {
    if (call.url === '/api/payment-methods') return jsonResponse(200, { paymentMethods: [] });
    return answer(call) ?? jsonResponse(500, {});
  });

const savedAnswer = (call: FetchCall, user: User = SELLER) =>
  call.url === '/api/users/profile' && call.method === 'PUT'
    ? jsonResponse(200, { user: { ...user, ...(call.body as Partial<User>) } })
    : undefined;

function open(user: User = SELLER, path = '/profile') {
  return renderRoutes(routes, { initialEntries: [path], user });
}

const save = () => screen.getByRole('button', { name: 'Save Changes' });

afterEach(() => vi.useRealTimers());

describe('ProfilePage', () => {
  it('shows the stored profile, the email read-only and a way back to the dashboard', async () => {
    api();
    open(SELLER, '/profile/edit');
    expect(screen.getByRole('heading', { name: 'Your Profile', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByLabelText('First name')).toHaveValue('Marie');
    expect(screen.getByLabelText('Last name')).toHaveValue('LeBlanc');
    const email = screen.getByLabelText('Email');
    expect(email).toHaveValue('marie@example.ca');
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByLabelText('Company name')).toHaveValue('Tidewater Auctions');
    expect(screen.getByLabelText(/^Company phone/)).toHaveValue('902-555-0101');
    expect(screen.getByLabelText('Province or territory')).toHaveValue('NS');
    expect(screen.getByRole('img', { name: 'Company logo' })).toHaveAttribute(
      'src',
      '/uploads/logos/old.webp',
    );
    expect(await screen.findByText('No saved payment methods yet.')).toBeInTheDocument();
  });

  it('shows the company section only to sellers and users with an advertiser type', async () => {
    api();
    open(makeUser({ role: 'USER', advertiserType: null }));
    expect(screen.getByLabelText('First name')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Company Information' })).not.toBeInTheDocument();
    // Issue 27: a buyer's only company field is the upgrade's, and a buyer has no cards to keep.
    const upgrade = screen.getByRole('form', { name: 'List your auctions or advertise' });
    expect(screen.getByLabelText('Company name').closest('form')).toBe(upgrade);
    expect(screen.queryByText('No saved payment methods yet.')).not.toBeInTheDocument();
  });

  it('shows the company section to a user of another role with an advertiser type', async () => {
    api();
    open(makeUser({ role: 'USER', advertiserType: 'MOVE_MANAGER' }));
    expect(screen.getByRole('heading', { name: 'Company Information' })).toBeInTheDocument();
    await screen.findByText('No saved payment methods yet.');
  });

  it('checks the spec’s rules with the spec’s words and sends nothing', async () => {
    const { calls } = api();
    const { user } = open();
    await user.clear(screen.getByLabelText('First name'));
    await user.clear(screen.getByLabelText('Last name'));
    await user.clear(screen.getByLabelText('Company name'));
    await user.clear(screen.getByLabelText(/^Company phone/));
    await fill(user, screen.getByLabelText(/^Company phone/), '902 555 PHONE');
    await fill(user, screen.getByLabelText(/^Website/), 'www.tidewater.ca');
    await fill(user, screen.getByLabelText(/^Contact email/), 'marie@');
    await fill(user, screen.getByLabelText(/^Contact phone/), 'call me');
    await user.click(save());

    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('Last name is required');
    expect(screen.getByLabelText('Company name')).toHaveAccessibleDescription('Company name is required');
    expect(screen.getByLabelText(/^Company phone/)).toHaveAccessibleDescription(
      'Invalid phone number format',
    );
    expect(screen.getByLabelText(/^Contact phone/)).toHaveAccessibleDescription(
      'Invalid phone number format',
    );
    expect(screen.getByLabelText(/^Website/)).toHaveAccessibleDescription(
      'Starts with http:// or https:// Website must start with http:// or https://',
    );
    expect(screen.getByLabelText(/^Contact email/)).toHaveAccessibleDescription('Invalid email format');
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(calls.filter((call) => call.url === '/api/users/profile')).toHaveLength(0);
  });

  it('accepts phones with digits, spaces, dashes, parentheses and plus, and an http:// website', async () => {
    const { calls } = api(savedAnswer);
    const { user } = open();
    await user.clear(screen.getByLabelText(/^Company phone/));
    await fill(user, screen.getByLabelText(/^Company phone/), '+1 (902) 555-0101');
    await fill(user, screen.getByLabelText(/^Contact phone/), '(902)5550199');
    await fill(user, screen.getByLabelText(/^Website/), 'http://tidewater.ca');
    await fill(user, screen.getByLabelText(/^Contact email/), 'office@tidewater.ca');
    await user.click(save());
    expect(await screen.findByText(MESSAGES.profileUpdated)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      companyPhone: '+1 (902) 555-0101',
      companyContactPhone: '(902)5550199',
      companyWebsite: 'http://tidewater.ca',
      companyContactEmail: 'office@tidewater.ca',
    });
  });

  it.each([
    ['a user with an advertiser type', makeUser({ role: 'USER', advertiserType: 'MOVE_MANAGER' })],
    ['a seller without one', makeUser({ role: 'SELLER', advertiserType: null })],
  ])('asks %s for the company name', async (_who, person) => {
    const { calls } = api((call) => savedAnswer(call, person));
    const { user } = open(person);
    await user.clear(screen.getByLabelText('Company name'));
    await user.click(save());
    expect(await screen.findByText('Company name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Company name')).toHaveFocus();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('does not ask a user without a company for a company name, and keeps their stored fields', async () => {
    const person = makeUser({ role: 'USER', advertiserType: null, companyName: null, province: 'PE' });
    const { calls } = api((call) => savedAnswer(call, person));
    const { user } = open(person);
    await user.clear(screen.getByLabelText('First name'));
    await fill(user, screen.getByLabelText('First name'), 'Anne');
    await user.click(save());
    expect(await screen.findByText(MESSAGES.profileUpdated)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
      firstName: 'Anne',
      companyName: null,
      province: 'PE',
      advertiserType: null,
    });
  });

  it('saves, says so, refreshes the session and goes to the dashboard after 1.5 seconds', async () => {
    const { calls } = api(savedAnswer);
    const { user, queryClient } = open();
    await user.clear(screen.getByLabelText('Company name'));
    await fill(user, screen.getByLabelText('Company name'), 'Tidewater Estate Auctions');
    await user.selectOptions(screen.getByLabelText('Province or territory'), 'New Brunswick');
    await fill(user, screen.getByLabelText(/^Website/), 'https://tidewater.ca');

    vi.useFakeTimers();
    fireEvent.click(save());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText(MESSAGES.profileUpdated)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')).toMatchObject({
      url: '/api/users/profile',
      body: {
        firstName: 'Marie',
        lastName: 'LeBlanc',
        companyName: 'Tidewater Estate Auctions',
        companyPhone: '902-555-0101',
        companyWebsite: 'https://tidewater.ca',
        companyContactEmail: null,
        province: 'NB',
        advertiserType: 'AUCTIONEER',
      },
    });
    // The header and the dashboard read the session: it has the new profile at once.
    expect(queryClient.getQueryData<{ user: User }>(SESSION_QUERY_KEY)?.user.companyName).toBe(
      'Tidewater Estate Auctions',
    );

    await act(() => vi.advanceTimersByTimeAsync(TIMERS_MS.profileRedirect - 10));
    expect(screen.getByText(MESSAGES.profileUpdated)).toBeInTheDocument();
    expect(screen.queryByText(/arrived at/)).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByText(/arrived at \/dashboard/)).toHaveTextContent(MESSAGES.profileUpdated);
  });

  it('shows the server’s text, or its own, when saving fails, and the server’s field texts on the fields', async () => {
    let answer = jsonResponse(409, { error: 'CONFLICT', message: 'Profile changed elsewhere' });
    api((call) => (call.method === 'PUT' ? answer : undefined));
    const { user } = open();
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Profile changed elsewhere');

    answer = jsonResponse(500, {});
    await user.click(save());
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();

    answer = jsonResponse(400, {
      error: 'VALIDATION_ERROR',
      message: 'Please correct the highlighted fields.',
      fields: { companyName: 'Company name is required' },
    });
    await user.click(save());
    expect(await screen.findByText('Company name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Company name')).toHaveFocus();
    expect(save()).toBeEnabled();
  });
});

describe('ProfilePage logo', () => {
  const stubPreview = () => {
    Object.assign(URL, { createObjectURL: () => 'blob:logo-preview', revokeObjectURL: () => undefined });
  };
  const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

  it('refuses a file over 5MB or not an image before sending it', async () => {
    const { calls } = api();
    const { user } = open();
    const input = screen.getByLabelText('Company logo');
    await user.upload(input, file('huge.png', 'image/png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText('File size must be less than 5MB')).toBeInTheDocument();
    // user-event honours `accept`; a drag-and-drop or a picker set to "all files" does not.
    fireEvent.change(input, { target: { files: [file('notes.pdf', 'application/pdf')] } });
    expect(await screen.findByText('File must be an image')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === '/api/users/upload-logo')).toHaveLength(0);
  });

  it('uploads a chosen logo, previews it, and shows the stored one', async () => {
    stubPreview();
    const { calls } = api((call) =>
      call.url === '/api/users/upload-logo'
        ? jsonResponse(200, { url: '/uploads/logos/new.webp' })
        : undefined,
    );
    const { user, queryClient } = open();
    await user.upload(screen.getByLabelText('Company logo'), file('logo.png', 'image/png'));
    expect(await screen.findByText('Logo uploaded.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Company logo' })).toHaveAttribute(
      'src',
      '/uploads/logos/new.webp',
    );
    expect(calls.filter((call) => call.url === '/api/users/upload-logo')).toHaveLength(1);
    expect(queryClient.getQueryData<{ user: User }>(SESSION_QUERY_KEY)?.user.companyLogo).toBe(
      '/uploads/logos/new.webp',
    );
  });

  it('shows the server’s reason when the upload fails, else its own', async () => {
    stubPreview();
    let answer = jsonResponse(415, { error: 'UNSUPPORTED_MEDIA_TYPE', message: 'File must be an image' });
    api((call) => (call.url === '/api/users/upload-logo' ? answer : undefined));
    const { user } = open();
    await user.upload(screen.getByLabelText('Company logo'), file('fake.png', 'image/png'));
    expect(await screen.findByText('File must be an image')).toBeInTheDocument();
    answer = jsonResponse(500, {});
    await user.upload(screen.getByLabelText('Company logo'), file('logo.png', 'image/png'));
    expect(await screen.findByText('Failed to upload logo')).toBeInTheDocument();
    // The old logo is still the one shown.
    expect(screen.getByRole('img', { name: 'Company logo' })).toHaveAttribute(
      'src',
      '/uploads/logos/old.webp',
    );
  });

  it('deletes the logo after a confirmation', async () => {
    const { calls } = api((call) =>
      call.method === 'DELETE' ? jsonResponse(200, { success: true }) : undefined,
    );
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Delete logo' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this logo?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete logo' }));
    expect(await screen.findByText('Logo deleted.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'DELETE')?.url).toBe(`/api/users/${SELLER.id}/logo`);
    expect(screen.queryByRole('img', { name: 'Company logo' })).not.toBeInTheDocument();
    expect(screen.getByText('No logo yet')).toBeInTheDocument();
  });
});
