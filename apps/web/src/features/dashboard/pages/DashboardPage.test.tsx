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

  it('links the account cards and asks an auctioneer to create an auction', () => {
    renderRoutes([{ path: '/', element: <DashboardPage user={makeUser()} /> }]);
    for (const [name, href] of [
      [/Edit Profile/, '/profile/edit'],
      [/Pricing/, '/pricing'],
      [/Payment Methods/, '/profile'],
      [/Invoices/, '/invoices'],
      ['Create Auction', '/create-listing'],
    ] as const) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.queryByText('Complete Your Profile Setup')).not.toBeInTheDocument();
  });
});

describe('promptsFor (spec 000 §6)', () => {
  it('picks the prompts by advertiser type and role', () => {
    expect(promptsFor({ role: 'SELLER', advertiserType: 'AUCTIONEER' })).toEqual(['createAuction']);
    expect(promptsFor({ role: 'SELLER', advertiserType: null })).toEqual([
      'completeProfile',
      'createAuction',
    ]);
    expect(promptsFor({ role: 'SELLER', advertiserType: 'MOVE_MANAGER' })).toEqual(['createBanner']);
    expect(promptsFor({ role: 'ADMIN', advertiserType: null })).toEqual(['completeProfile']);
  });
});
