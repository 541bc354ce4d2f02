import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyLocale } from '../../../lib/locale.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { PrintFlyer } from './PrintFlyer.tsx';

/** Issue 28, item 4: the auction page's "Print flyer" link, in the page's language. */
const id = '0d9c1f4e-2b3a-4c5d-8e6f-7a8b9c0d1e2f';
const render = () => renderRoutes([{ path: '/', element: <PrintFlyer auction={{ id }} /> }], { user: null });

describe('PrintFlyer', () => {
  it('links to the English flyer from an English page', async () => {
    render();
    expect(await screen.findByRole('link', { name: /Print flyer/ })).toHaveAttribute(
      'href',
      `/api/auctions/${id}/flyer.pdf`,
    );
    expect(screen.getByRole('region', { name: 'Flyer' })).toBeInTheDocument();
  });

  it('links to the French flyer from a French page', async () => {
    applyLocale('fr');
    try {
      render();
      await waitFor(() =>
        expect(screen.getByRole('link', { name: /Imprimer l’affiche/ })).toHaveAttribute(
          'href',
          `/api/auctions/${id}/flyer.pdf?lang=fr`,
        ),
      );
    } finally {
      applyLocale('en');
    }
  });
});
