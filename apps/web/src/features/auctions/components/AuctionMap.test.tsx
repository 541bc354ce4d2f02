import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, jsonResponse, mockFetch } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { makeAuction } from '../test-data.ts';
import { AuctionMap } from './AuctionMap.tsx';

const settings = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap contributors',
};

describe('AuctionMap', () => {
  // jsdom lays nothing out: Leaflet's map would measure 0×0 and draw no pin.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  });
  afterEach(() => vi.restoreAllMocks());

  it('keeps a pin, and its focus, when the map draws again (its tile settings answering late)', async () => {
    const moncton = makeAuction(1, { title: 'Moncton barn sale', lat: 46.09, lng: -64.78 });
    const charlottetown = makeAuction(2, { title: 'Charlottetown estate', lat: 46.24, lng: -63.13 });
    const answer = deferred<Response>();
    mockFetch(({ url }) => (url === '/api/places/map-settings' ? answer.promise : jsonResponse(404, {})));
    renderRoutes([{ path: '/', element: <AuctionMap auctions={[moncton, charlottetown]} /> }], {
      user: null,
    });
    const pin = await screen.findByRole('button', { name: 'Charlottetown estate' });
    pin.focus();
    expect(document.activeElement).toBe(pin);
    // The settings answer: the map renders again, with a tile layer.
    await act(async () => answer.resolve(jsonResponse(200, settings)));
    await screen.findByText(/OpenStreetMap contributors/);
    // The same element, still focused: a new one (the marker taken off and put back) lost the focus.
    expect(pin.isConnected).toBe(true);
    expect(document.activeElement).toBe(pin);
    expect(screen.getByRole('button', { name: 'Charlottetown estate' })).toBe(pin);
  });
});
