import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLocale } from '../../../lib/locale.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { ShareButton } from './ShareButton.tsx';

/** Issue 28: Share — the browser's own sheet where it has one, else our small menu of links. */

const AUCTION = '3b2f9c1e-7a44-4c1b-9d57-1f3c5e7a9b20';
const TITLE = 'Lighthouse lamps & brass';
const share = <ShareButton auctionId={AUCTION} title={TITLE} />;
const routes = [
  { path: '/auctions/:id', element: share },
  { path: '/fr/encans/:id', element: share },
];

const showOn = (path: string) => renderRoutes(routes, { initialEntries: [path], user: null });

/** Gives the browser a Web Share API for one test (jsdom has none). */
function withWebShare(share: (data: ShareData) => Promise<void>) {
  const spy = vi.fn(share);
  Object.defineProperty(navigator, 'share', { value: spy, configurable: true, writable: true });
  return spy;
}

/** The menu's code loads on demand: once it has, a menu asked for would be on screen. */
const settleMenu = () =>
  act(async () => {
    await import('./ShareMenu.tsx');
  });

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
  applyLocale('en');
});

describe('ShareButton without the Web Share API', () => {
  it('opens a menu whose links carry the page’s address, copies it, and closes on Escape', async () => {
    const address = `${window.location.origin}/auctions/${AUCTION}`;
    const { user } = showOn(`/auctions/${AUCTION}`);
    const button = screen.getByRole('button', { name: 'Share' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const menu = within(await screen.findByRole('dialog', { name: 'Share this auction' }));
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // Focus moves into the menu.
    expect(menu.getByRole('button', { name: 'Copy link' })).toHaveFocus();

    const mail = new URL(menu.getByRole('link', { name: 'E-mail' }).getAttribute('href') ?? '');
    expect(mail.protocol).toBe('mailto:');
    expect(mail.searchParams.get('subject')).toBe(TITLE);
    expect(mail.searchParams.get('body')).toContain(address);
    // Spaces are %20 in a mailto: address (a `+` would reach the mail as a plus).
    expect(mail.href).toContain('subject=Lighthouse%20lamps%20%26%20brass');

    const facebook = menu.getByRole('link', { name: /Facebook/ });
    expect(facebook).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(address)}`,
    );
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook.getAttribute('rel')).toContain('noopener');
    expect(menu.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`${TITLE} ${address}`)}`,
    );

    // user-event's clipboard stands in for the browser's.
    await user.click(menu.getByRole('button', { name: 'Copy link' }));
    expect(await menu.findByRole('status')).toHaveTextContent('Link copied');
    expect(await navigator.clipboard.readText()).toBe(address);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the address to copy by hand when the clipboard refuses', async () => {
    const { user } = showOn(`/auctions/${AUCTION}`);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await screen.findByRole('dialog');
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('denied', 'NotAllowedError'),
    );
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      `The link could not be copied. Its address:${window.location.origin}/auctions/${AUCTION}`,
    );
  });

  it('closes on a click elsewhere, leaving focus where it went', async () => {
    const { user } = showOn(`/auctions/${AUCTION}`);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    await user.click(document.body);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shares the French address from the French page', async () => {
    applyLocale('fr');
    const { user } = showOn(`/fr/encans/${AUCTION}`);
    await user.click(screen.getByRole('button', { name: 'Partager' }));
    const menu = within(await screen.findByRole('dialog', { name: 'Partager cet encan' }));
    expect(menu.getByRole('link', { name: /Facebook/ })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`${window.location.origin}/fr/encans/${AUCTION}`)}`,
    );
    expect(menu.getByRole('button', { name: 'Copier le lien' })).toBeInTheDocument();
  });
});

describe('ShareButton with the Web Share API', () => {
  it('hands the title and the page’s address to the browser, and opens no menu', async () => {
    const webShare = withWebShare(async () => undefined);
    const { user } = showOn(`/auctions/${AUCTION}`);
    const button = screen.getByRole('button', { name: 'Share' });
    // The browser's own sheet is no popup of ours.
    await waitFor(() => expect(button).not.toHaveAttribute('aria-expanded'));
    await user.click(button);
    expect(webShare).toHaveBeenCalledWith({
      title: TITLE,
      url: `${window.location.origin}/auctions/${AUCTION}`,
    });
    await settleMenu();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does nothing more when the visitor closes the sheet', async () => {
    const webShare = withWebShare(async () => {
      throw new DOMException('cancelled', 'AbortError');
    });
    const { user } = showOn(`/auctions/${AUCTION}`);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(webShare).toHaveBeenCalledOnce();
    await settleMenu();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('falls back to the menu when the browser refuses to share', async () => {
    withWebShare(async () => {
      throw new DOMException('refused', 'NotAllowedError');
    });
    const { user } = showOn(`/auctions/${AUCTION}`);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('dialog', { name: 'Share this auction' })).toBeInTheDocument();
  });
});

describe('ShareButton reports a share to the listing’s statistics (issue 30)', () => {
  /** Records the beacons sent (jsdom has no sendBeacon), for one test. */
  function withBeacons() {
    const sent: string[] = [];
    Object.defineProperty(navigator, 'sendBeacon', {
      configurable: true,
      writable: true,
      value: (url: string) => sent.push(url) > 0,
    });
    return sent;
  }
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'sendBeacon');
  });

  it('once the browser’s sheet shared it, not when the visitor closed it', async () => {
    const sent = withBeacons();
    withWebShare(async () => undefined);
    const { user } = showOn(`/auctions/${AUCTION}`);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(sent).toEqual([`/api/auctions/${AUCTION}/shares`]));
    withWebShare(async () => {
      throw new DOMException('cancelled', 'AbortError');
    });
    await user.click(screen.getByRole('button', { name: 'Share' }));
    await settleMenu();
    expect(sent).toHaveLength(1);
  });

  it('when the address is copied or a way to send it is opened from the menu', async () => {
    const sent = withBeacons();
    const { user } = showOn(`/auctions/${AUCTION}`);
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const menu = within(await screen.findByRole('dialog', { name: 'Share this auction' }));
    expect(sent).toEqual([]);
    await user.click(menu.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(sent).toEqual([`/api/auctions/${AUCTION}/shares`]));
  });
});
