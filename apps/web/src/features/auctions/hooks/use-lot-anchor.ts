import { LOT_PARAM, LOTS_PAGE_PARAM, lotAnchor } from '@mariner/contracts/constants';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { findLotsPage } from '../../../lib/api/lots.ts';

const LOT_HASH = /^#lot-(.+)$/;

/** The lot number an address names: `?lot=12`, else a `#lot-12` anchor; null for none. */
export function lotNamedBy(search: string, hash: string): string | null {
  const param = new URLSearchParams(search).get(LOT_PARAM)?.trim();
  if (param) return param;
  const match = LOT_HASH.exec(hash);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/**
 * Issue 29: a shared `#lot-12` (or `?lot=12`) whose lot is not on the catalogue page shown (it is on
 * page 3, and the address names none) moves, once the page is interactive, to the catalogue page
 * holding it, `?lots=3#lot-12`, asked of the API (`…/lots?lot=12`), and scrolls to it. Links the
 * site writes already carry the right page (search results, cards, alert mails), so this serves
 * hand-shared and older links only. Nothing happens when the lot is on the page or does not exist.
 */
export function useLotAnchor(auctionId: string, ready: boolean) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!ready) return;
    const lotNumber = lotNamedBy(location.search, location.hash);
    if (!lotNumber) return;
    const shown = document.getElementById(lotAnchor(lotNumber));
    if (shown) {
      // `?lot=12` on the right page already (or a client render): just bring it into view.
      if (!location.hash) shown.scrollIntoView?.();
      return;
    }
    let cancelled = false;
    findLotsPage(auctionId, lotNumber)
      .then((page) => {
        if (cancelled || page === null) return;
        const params = new URLSearchParams(location.search);
        params.delete(LOT_PARAM);
        if (page > 1) params.set(LOTS_PAGE_PARAM, String(page));
        else params.delete(LOTS_PAGE_PARAM);
        const search = params.toString();
        navigate(`${location.pathname}${search ? `?${search}` : ''}#${lotAnchor(lotNumber)}`, {
          replace: true,
        });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [auctionId, ready, location.pathname, location.search, location.hash, navigate]);

  // Once the page holding the lot is drawn, bring it into view (a client navigation does not).
  useEffect(() => {
    if (!ready) return;
    const lotNumber = lotNamedBy('', location.hash);
    if (lotNumber) document.getElementById(lotAnchor(lotNumber))?.scrollIntoView?.();
  }, [ready, location.hash]);
}
