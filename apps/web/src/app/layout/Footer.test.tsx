import { COMPANY } from '@mariner/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render.tsx';
import { Footer } from './Footer.tsx';

describe('Footer', () => {
  it('has the spec’s links and the Nova Scotia company’s contact details', () => {
    renderRoutes([{ path: '/', element: <Footer /> }]);
    const footer = screen.getByRole('contentinfo');
    for (const [name, href] of [
      ['Auctions', '/auctions'],
      ['Create Listing', '/create-listing'],
      ['Advertise', '/advertise'],
      ['Services Directory', '/directory/services'],
      ['Calendar', '/calendar'],
      ['Terms', '/terms'],
      ['Privacy', '/privacy'],
    ]) {
      expect(within(footer).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(footer).getByRole('link', { name: COMPANY.customerServiceEmail })).toHaveAttribute(
      'href',
      `mailto:${COMPANY.customerServiceEmail}`,
    );
    expect(within(footer).getByRole('link', { name: COMPANY.phone })).toHaveAttribute(
      'href',
      COMPANY.phoneHref,
    );
    expect(footer).toHaveTextContent(`${COMPANY.street}`);
    expect(footer).toHaveTextContent('Halifax, Nova Scotia');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} ${COMPANY.name}`);
  });
});
