import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { TermsRoute } from './TermsRoute.tsx';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

const routes = ['/terms', '/fr/conditions'].map((path) => ({
  path,
  element: (
    <>
      <Where />
      <TermsRoute />
    </>
  ),
}));

const open = (path: string, province: 'QC' | 'NB' | null) =>
  renderRoutes(routes, { initialEntries: [path], user: province ? makeUser({ province }) : null });

/** Issue 16 §5: the terms, a standard-form contract, reach a Quebec advertiser in French first. */
describe('TermsRoute', () => {
  it('opens the French terms for a Quebec advertiser, which offer the English version', async () => {
    open('/terms', 'QC');
    expect(await screen.findByTestId('where')).toHaveTextContent('/fr/conditions');
    const english = await screen.findByRole('link', { name: /English version|Read the English version/ });
    expect(english).toHaveAttribute('href', '/terms?version=en');
    expect(english).toHaveAttribute('lang', 'en');
  });

  it('shows the English terms to a Quebec advertiser who asked for them', async () => {
    open('/terms?version=en', 'QC');
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.getByTestId('where')).toHaveTextContent('/terms?version=en');
  });

  it.each([
    ['an advertiser elsewhere', 'NB'],
    ['a visitor', null],
  ] as const)('leaves %s on the terms they asked for', async (_who, province) => {
    open('/terms', province);
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/terms$/);
    expect(screen.queryByRole('link', { name: /English version/ })).not.toBeInTheDocument();
  });
});
