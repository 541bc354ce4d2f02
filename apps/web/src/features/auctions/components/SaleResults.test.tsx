import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render.tsx';
import { SaleResults } from './SaleResults.tsx';

/** Issue 28, item 6: an ended sale's results on its own page. */
const render = (results: { resultsUrl: string | null; resultsNote: string | null }) =>
  renderRoutes([{ path: '/', element: <SaleResults auction={results} /> }], { user: null });

describe('SaleResults', () => {
  it('shows the note and the seller’s link, marked as theirs', async () => {
    render({ resultsUrl: 'https://results.example/sale', resultsNote: 'Sold 212 lots.\nThank you!' });
    expect(await screen.findByRole('region', { name: 'Results' })).toBeInTheDocument();
    expect(screen.getByText(/Sold 212 lots\./)).toHaveClass('whitespace-pre-line');
    const link = screen.getByRole('link', { name: 'See the results' });
    expect(link).toHaveAttribute('href', 'https://results.example/sale');
    expect(link).toHaveAttribute('rel', 'nofollow ugc noopener noreferrer');
  });

  it('shows nothing before results are given', () => {
    const { container } = render({ resultsUrl: null, resultsNote: null });
    expect(container).toBeEmptyDOMElement();
  });
});
