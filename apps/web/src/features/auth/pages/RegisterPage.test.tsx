import { screen, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PublicOnly } from '../../../app/guards.tsx';
import { fill } from '../../../test/fill.ts';
import { deferred, jsonResponse, makeUser, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { RegisterPage } from './RegisterPage.tsx';

function DashboardProbe() {
  const location = useLocation();
  return <p>dashboard page: {JSON.stringify(location.state)}</p>;
}

const routes = [
  { element: <PublicOnly />, children: [{ path: '/register', element: <RegisterPage /> }] },
  { path: '/dashboard', element: <DashboardProbe /> },
];

type UserEvents = ReturnType<typeof renderRoutes>['user'];

async function fillPersonalAndCompany(user: UserEvents, confirmPassword = 'harbour-lights-42') {
  await fill(user, screen.getByLabelText('First name'), 'Marie');
  await fill(user, screen.getByLabelText('Last name'), 'LeBlanc');
  await fill(user, screen.getByLabelText('Email'), 'Marie@Example.ca');
  await fill(user, screen.getByLabelText('Password', { selector: 'input' }), 'harbour-lights-42');
  await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), confirmPassword);
  await fill(user, screen.getByLabelText('Company name'), 'Tidewater Auctions');
  await user.selectOptions(screen.getByLabelText('Province or territory'), 'NB');
}

/** Issue 27: the page opens on the buyer's form; the business form is the second choice. */
const chooseBusiness = async (user: UserEvents) =>
  user.click(await screen.findByRole('radio', { name: 'I run auctions or a business' }));

const submit = (user: UserEvents) => user.click(screen.getByRole('button', { name: 'Create account' }));

describe('RegisterPage', () => {
  it('offers the two account kinds as a keyboard-operable radio group', async () => {
    const { user } = renderRoutes(routes, { initialEntries: ['/register'], user: null });
    await chooseBusiness(user);
    const group = await screen.findByRole('radiogroup', { name: 'I am signing up as' });
    const auctioneer = within(group).getByRole('radio', { name: 'Auctioneer' });
    const provider = within(group).getByRole('radio', { name: 'Service Provider' });
    expect(auctioneer).toHaveAccessibleDescription('List and manage auctions');
    expect(provider).toHaveAccessibleDescription('Advertise services & get listed');
    await user.click(auctioneer);
    await user.keyboard('{ArrowRight}');
    expect(provider).toBeChecked();
    expect(screen.getByLabelText('Service Type')).toBeInTheDocument();
  });

  it('asks a business account for its province and sends nothing without it (issue 30)', async () => {
    const { spy } = mockFetch(() => jsonResponse(500));
    const { user } = renderRoutes(routes, { initialEntries: ['/register'], user: null });
    await chooseBusiness(user);
    await screen.findByRole('radiogroup');
    await fillPersonalAndCompany(user);
    await user.selectOptions(screen.getByLabelText('Province or territory'), '');
    await submit(user);
    expect(await screen.findByText('Please select your province or territory')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it('says the passwords do not match and sends nothing', async () => {
    const { spy } = mockFetch(() => jsonResponse(500));
    const { user } = renderRoutes(routes, { initialEntries: ['/register'], user: null });
    await chooseBusiness(user);
    await screen.findByRole('radiogroup');
    await fillPersonalAndCompany(user, 'another-password');
    await submit(user);
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it('asks a service provider for a service type, offering every type but Auctioneer', async () => {
    const { spy } = mockFetch(() => jsonResponse(500));
    const { user } = renderRoutes(routes, { initialEntries: ['/register'], user: null });
    await chooseBusiness(user);
    expect(screen.queryByLabelText('Service Type')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: 'Service Provider' }));
    const select = screen.getByLabelText('Service Type');
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toContain('Auction Tools & Software');
    expect(options).toContain('Legal & Estate Services');
    expect(options).not.toContain('Auctioneer');

    await fillPersonalAndCompany(user);
    await submit(user);
    expect(await screen.findByText('Please select a service type')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it('sends a service provider’s chosen type', async () => {
    const { calls } = mockFetch(() =>
      jsonResponse(201, { user: makeUser({ advertiserType: 'MOVE_MANAGER' }), token: 't' }),
    );
    const { user } = renderRoutes(routes, { initialEntries: ['/register'], user: null });
    await chooseBusiness(user);
    await user.click(await screen.findByRole('radio', { name: 'Service Provider' }));
    await user.selectOptions(screen.getByLabelText('Service Type'), 'Move Manager');
    await fillPersonalAndCompany(user);
    await submit(user);
    expect(await screen.findByText(/dashboard page/)).toBeInTheDocument();
    expect(calls[0]?.body).toMatchObject({ advertiserType: 'MOVE_MANAGER' });
  });

  it('sends an auctioneer’s request fields only, reads "Creating account..." while busy, then lands on the dashboard with a message', async () => {
    const answer = deferred<Response>();
    const { calls } = mockFetch(() => answer.promise);
    const { user, router } = renderRoutes(routes, { initialEntries: ['/register'], user: null });
    await chooseBusiness(user);
    await user.click(await screen.findByRole('radio', { name: 'Service Provider' }));
    await user.click(screen.getByRole('radio', { name: 'Auctioneer' }));
    await fillPersonalAndCompany(user);
    await fill(user, screen.getByLabelText(/Contact email/), 'office@tidewater.ca');
    await submit(user);

    expect(await screen.findByRole('button', { name: 'Creating account...' })).toBeDisabled();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/auth/register');
    expect(calls[0]?.body).toEqual({
      accountType: 'AUCTIONEER',
      firstName: 'Marie',
      lastName: 'LeBlanc',
      email: 'marie@example.ca',
      password: 'harbour-lights-42',
      advertiserType: 'AUCTIONEER',
      companyName: 'Tidewater Auctions',
      companyPhone: null,
      companyWebsite: null,
      companyAddress: null,
      companyDescription: null,
      companyContactName: null,
      companyContactEmail: 'office@tidewater.ca',
      companyContactPhone: null,
      province: 'NB',
    });

    answer.resolve(jsonResponse(201, { user: makeUser(), token: 'ignored' }));
    expect(await screen.findByText(/dashboard page/)).toHaveTextContent('Your account has been created');
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('puts a server field error on its field', async () => {
    const message = 'Invalid email format';
    mockFetch(() => jsonResponse(400, { error: 'VALIDATION_ERROR', message, fields: { email: message } }));
    const { user } = renderRoutes(routes, { initialEntries: ['/register'], user: null });
    await chooseBusiness(user);
    await screen.findByRole('radiogroup');
    await fillPersonalAndCompany(user);
    await submit(user);
    const email = screen.getByLabelText('Email');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(message);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows "check your e-mail" and stays signed out when the address already has an account (202)', async () => {
    const message = 'Check your e-mail to continue: we have sent a message to that address.';
    mockFetch(() => jsonResponse(202, { message }));
    const { user, router } = renderRoutes(routes, { initialEntries: ['/register'], user: null });
    await chooseBusiness(user);
    await screen.findByRole('radiogroup');
    await fillPersonalAndCompany(user);
    await submit(user);
    expect(await screen.findByRole('status')).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('shows other failures as the server’s text, else "Registration failed"', async () => {
    mockFetch(() => jsonResponse(503, {}));
    const { user } = renderRoutes(routes, { initialEntries: ['/register'], user: null });
    await chooseBusiness(user);
    await screen.findByRole('radiogroup');
    await fillPersonalAndCompany(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed');
  });

  it('opens on the buyer’s form: a name, an e-mail and a password, and back where the visitor was', async () => {
    const { calls } = mockFetch(() => jsonResponse(201, { user: makeUser({ role: 'USER' }), token: 't' }));
    const from = { pathname: '/auctions/abc', search: '?save=abc', hash: '' };
    const { user, router } = renderRoutes(
      [...routes, { path: '/auctions/:id', element: <p>auction page</p> }],
      { initialEntries: [{ pathname: '/register', state: { from } }], user: null },
    );
    expect(await screen.findByRole('radio', { name: 'I’m looking for auctions' })).toBeChecked();
    expect(screen.queryByLabelText('Company name')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Confirm password', { selector: 'input' })).not.toBeInTheDocument();
    await fill(user, screen.getByLabelText('First name'), 'Joseph');
    await fill(user, screen.getByLabelText('Last name'), 'Howe');
    await fill(user, screen.getByLabelText('Email'), 'joseph@example.ca');
    await fill(user, screen.getByLabelText('Password', { selector: 'input' }), 'harbour-lights-42');
    await user.click(screen.getByRole('button', { name: 'Join free' }));
    expect(await screen.findByText('auction page')).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/auctions/abc?save=abc');
    expect(calls[0]?.body).toEqual({
      accountType: 'BUYER',
      firstName: 'Joseph',
      lastName: 'Howe',
      email: 'joseph@example.ca',
      password: 'harbour-lights-42',
      language: 'en',
    });
  });

  it('takes a buyer who started from nowhere to their home, with the welcome (issue 27)', async () => {
    mockFetch(() => jsonResponse(201, { user: makeUser({ role: 'USER' }), token: 't' }));
    const { user, router } = renderRoutes([...routes, { path: '/my', element: <p>buyer home</p> }], {
      initialEntries: ['/register'],
      user: null,
    });
    await fill(user, await screen.findByLabelText('First name'), 'Joseph');
    await fill(user, screen.getByLabelText('Last name'), 'Howe');
    await fill(user, screen.getByLabelText('Email'), 'joseph@example.ca');
    await fill(user, screen.getByLabelText('Password', { selector: 'input' }), 'harbour-lights-42');
    await user.click(screen.getByRole('button', { name: 'Join free' }));
    expect(await screen.findByText('buyer home')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my');
  });
});
