import { COMPANY, MESSAGES } from '@mariner/contracts/constants';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fixtures.ts';
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

  it('holds the newsletter sign-up, sent with the footer as its source', async () => {
    const { calls } = mockFetch(() => jsonResponse(200, { message: MESSAGES.newsletterCheckEmail }));
    const { user } = renderRoutes([{ path: '/', element: <Footer /> }], { user: null });
    const footer = screen.getByRole('contentinfo');
    const form = within(footer).getByRole('form', { name: 'Newsletter sign-up' });
    await user.type(within(form).getByLabelText('Your e-mail address'), 'reader@example.ca');
    await user.click(within(form).getByRole('button', { name: 'Subscribe' }));
    expect(await within(footer).findByText(MESSAGES.newsletterCheckEmail)).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/newsletter/subscribe')?.body).toEqual({
      email: 'reader@example.ca',
      source: 'footer',
    });
  });
});
