import { COMPANY, PAGE_TEXTS } from '@mariner/contracts/constants';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../app/i18n.ts';
import { HeadTitle } from '../../lib/head.ts';
import type { PageHeadOf } from '../../lib/route-module.ts';
import { createTestQueryClient } from '../../test/render.tsx';
import { formatLegalDate } from './components/static-values.ts';
import { AboutPage, head as aboutHead } from './pages/AboutPage.tsx';
import { PrivacyPage, head as privacyHead } from './pages/PrivacyPage.tsx';
import { TermsPage, head as termsHead } from './pages/TermsPage.tsx';

/** The page as the router shows it: named by its module's head (issue 26). */
const renderPage = (page: ReactElement, path = '/', head?: PageHeadOf) =>
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        {head && <HeadTitle head={head} />}
        {page}
      </MemoryRouter>
    </QueryClientProvider>,
  );

/** No copy may reach the screen with an unfilled {{placeholder}}, a missing key (`about.title`) or a <email> tag. */
const expectNoRawCopy = (container: HTMLElement) => {
  expect(container.textContent).not.toMatch(/\{\{|\}\}|<\/?(email|phone)>/);
  expect(container.textContent).not.toMatch(/\b(terms|privacy|about|legal)\.[a-z][a-zA-Z]*/);
};

const legalPages = [
  { name: 'Terms of Service', path: '/terms', element: <TermsPage />, key: 'terms', head: termsHead },
  { name: 'Privacy Policy', path: '/privacy', element: <PrivacyPage />, key: 'privacy', head: privacyHead },
] as const;

describe.each(legalPages)('$name page', ({ name, path, element, key, head }) => {
  it('has one h1, the effective date, the back link and the page title', () => {
    const { container } = renderPage(element, path, head);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(screen.getByText('Effective July 31, 2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe(PAGE_TEXTS.en[key].title);
    expectNoRawCopy(container);
  });

  it('has a table of contents whose every anchor points to an existing section, each with an h2', () => {
    const { container } = renderPage(element, path);
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const anchors = within(toc).getAllByRole('link');
    // Every section in the copy is rendered: none is dropped by the shape check.
    const sections = i18n.getResourceBundle('en', key)?.sections as unknown[];
    expect(anchors).toHaveLength(sections.length);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(sections.length);

    const ids = new Set<string>();
    for (const anchor of anchors) {
      const href = anchor.getAttribute('href') ?? '';
      expect(href).toMatch(/^#[a-z0-9-]+$/);
      const id = href.slice(1);
      ids.add(id);
      const target = container.querySelector(`[id="${id}"]`);
      expect(target, `no section for ${href}`).not.toBeNull();
      expect(target?.tagName).toBe('SECTION');
      expect(within(target as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent(
        anchor.textContent ?? '',
      );
    }
    expect(ids.size).toBe(anchors.length);
  });

  it('shows the company e-mail, phone and address in the contact section', () => {
    const { container } = renderPage(element, path);
    const contact = container.querySelector('address') as HTMLElement;
    expect(contact).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: COMPANY.customerServiceEmail })).toHaveAttribute(
      'href',
      `mailto:${COMPANY.customerServiceEmail}`,
    );
    expect(within(contact).getByRole('link', { name: COMPANY.phone })).toHaveAttribute(
      'href',
      COMPANY.phoneHref,
    );
    expect(contact).toHaveTextContent(COMPANY.street);
    expect(contact).toHaveTextContent(`${COMPANY.city}, Nova Scotia ${COMPANY.postalCode}`);
  });
});

describe('TermsPage', () => {
  it('chooses Nova Scotia law and courts, and states what the service is not', () => {
    renderPage(<TermsPage />, '/terms');
    const law = document.getElementById('governing-law') as HTMLElement;
    expect(law).toHaveTextContent(
      'the laws of the Province of Nova Scotia and the federal laws of Canada applicable therein',
    );
    expect(law).toHaveTextContent('courts of Nova Scotia');
    expect(screen.getByText(/We are not an auctioneer/)).toBeInTheDocument();
    expect(screen.getByText(/does not accept bids/)).toBeInTheDocument();
  });

  it('fills in the company, the refund rule, the liability cap and the contracts’ durations', () => {
    renderPage(<TermsPage />, '/terms');
    expect(screen.getByText(new RegExp(`operated by ${COMPANY.name}`))).toBeInTheDocument();
    expect(screen.getByText(/we refund the full amount you paid for it/)).toBeInTheDocument();
    expect(screen.getByText(/total fees you paid us in the 12 months/)).toBeInTheDocument();
    expect(screen.getByText('Auction listings are shown for 30 days.')).toBeInTheDocument();
    expect(screen.getByText('Directory listings are shown for 12 months.')).toBeInTheDocument();
  });
});

describe('PrivacyPage', () => {
  it('follows PIPEDA and names exactly what is stored in the browser', () => {
    renderPage(<PrivacyPage />, '/privacy');
    expect(screen.getAllByText(/PIPEDA/).length).toBeGreaterThan(0);
    const cookies = document.getElementById('cookies') as HTMLElement;
    expect(cookies).toHaveTextContent('mm_session');
    expect(cookies).toHaveTextContent('24 hours, or 30 days if you tick "Remember me"');
    expect(cookies).toHaveTextContent('mariner.welcomeModalDismissed');
    expect(screen.getByText(/We do not sell, rent or trade personal information/)).toBeInTheDocument();
    expect(screen.getByText(/six years from the end of the tax year/)).toBeInTheDocument();
    expect(screen.getByText(/argon2id/)).toBeInTheDocument();
    expect(
      screen.getByText(/Office of the Privacy Commissioner of Canada \(priv\.gc\.ca/),
    ).toBeInTheDocument();
    expect(screen.getByText(`Privacy Officer, ${COMPANY.name}`)).toBeInTheDocument();
  });
});

describe('AboutPage', () => {
  it('says who we are and links to advertising and the services directory', () => {
    const { container } = renderPage(<AboutPage />, '/about', aboutHead);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'About Mariner Marketplace' })).toBeInTheDocument();
    expect(document.title).toBe(PAGE_TEXTS.en.about.title);
    expect(screen.getByText(/based in Halifax, Nova Scotia/)).toBeInTheDocument();
    expect(
      screen.getByText(/Nova Scotia, New Brunswick, Prince Edward Island, and Newfoundland and Labrador/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Advertise with us' })).toHaveAttribute('href', '/advertise');
    expect(screen.getByRole('link', { name: 'Browse service providers' })).toHaveAttribute(
      'href',
      '/directory/services',
    );
    expect(screen.getByRole('link', { name: COMPANY.customerServiceEmail })).toHaveAttribute(
      'href',
      `mailto:${COMPANY.customerServiceEmail}`,
    );
    for (const heading of ['How it works', 'What we stand for', 'For auctioneers', 'For service providers']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    const steps = screen.getByRole('heading', { level: 2, name: 'How it works' }).nextElementSibling;
    expect(within(steps as HTMLElement).getAllByRole('heading', { level: 3 })).toHaveLength(3);
    expectNoRawCopy(container);
  });

  it('shows no statistics or placeholder figures', () => {
    const { container } = renderPage(<AboutPage />, '/about');
    expect(container.textContent).not.toMatch(/views this month|impressions/i);
    expect(container.textContent).not.toMatch(/\d[\d,]*\+/);
  });
});

describe('formatLegalDate', () => {
  it('shows the calendar date itself, whatever the time zone', () => {
    expect(formatLegalDate('2025-07-31', 'en')).toBe('July 31, 2025');
    expect(formatLegalDate('2025-07-31', 'en-CA')).toBe('July 31, 2025');
  });
});
