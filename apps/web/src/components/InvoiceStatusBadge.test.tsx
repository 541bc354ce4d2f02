import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../app/i18n.ts';
import { renderRoutes } from '../test/render.tsx';
import { InvoiceStatusBadge } from './InvoiceStatusBadge.tsx';

const show = (status: string) =>
  renderRoutes([{ path: '/', element: <InvoiceStatusBadge status={status} /> }], { initialEntries: ['/'] });

describe('InvoiceStatusBadge (issue 30 item 6)', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('calls an abandoned checkout Unpaid, never Failed', () => {
    show('pending');
    expect(screen.getByText('Unpaid')).toBeInTheDocument();
    expect(screen.queryByText('Failed')).not.toBeInTheDocument();
  });

  it('calls an invoice voided before payment Cancelled: no card was declined', () => {
    show('failed');
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
  });

  it('says both in French', async () => {
    await i18n.changeLanguage('fr');
    show('pending');
    expect(screen.getByText('Impayée')).toBeInTheDocument();
  });
});
