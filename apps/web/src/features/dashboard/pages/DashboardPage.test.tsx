import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { promptsFor } from '../components/RolePrompts.tsx';
import { DashboardPage } from './DashboardPage.tsx';

describe('DashboardPage', () => {
  it('welcomes the user, shows the message passed in and lets it be dismissed', async () => {
    const { user } = renderRoutes([{ path: '/dashboard', element: <DashboardPage user={makeUser()} /> }], {
      initialEntries: [{ pathname: '/dashboard', state: { notice: 'Payment successful!' } }],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back, Marie!' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Payment successful!');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Payment successful!')).not.toBeInTheDocument();
  });

  it('shows a problem passed in as an error', () => {
    renderRoutes([{ path: '/dashboard', element: <DashboardPage user={makeUser()} /> }], {
      initialEntries: [
        { pathname: '/dashboard', state: { notice: 'Failed to load auction details', noticeTone: 'error' } },
      ],
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load auction details');
  });

  it('links the account cards and shows the auctions section it is given', () => {
    renderRoutes([
      {
        path: '/',
        element: <DashboardPage user={makeUser()} auctions={<section aria-label="Auctions slot" />} />,
      },
    ]);
    for (const [name, href] of [
      [/Edit Profile/, '/profile/edit'],
      [/Pricing/, '/pricing'],
      [/Payment Methods/, '/profile'],
      [/Invoices/, '/invoices'],
      [/Saved Auctions/, '/saved-auctions'],
    ] as const) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('region', { name: 'Auctions slot' })).toBeInTheDocument();
    expect(screen.queryByText('Complete Your Profile Setup')).not.toBeInTheDocument();
  });

  it('asks a user with no advertiser type to complete the profile', () => {
    renderRoutes([{ path: '/', element: <DashboardPage user={makeUser({ advertiserType: null })} /> }]);
    expect(screen.getByRole('heading', { name: 'Complete Your Profile Setup' })).toBeInTheDocument();
  });
});

describe('promptsFor (spec 000 §6)', () => {
  it('picks the prompts by advertiser type and role', () => {
    // Auctioneers' Create Auction lives in their auctions section (listings feature).
    expect(promptsFor({ role: 'SELLER', advertiserType: 'AUCTIONEER' })).toEqual([]);
    expect(promptsFor({ role: 'SELLER', advertiserType: null })).toEqual(['completeProfile']);
    expect(promptsFor({ role: 'SELLER', advertiserType: 'MOVE_MANAGER' })).toEqual(['createBanner']);
    expect(promptsFor({ role: 'ADMIN', advertiserType: null })).toEqual(['completeProfile']);
  });
});
