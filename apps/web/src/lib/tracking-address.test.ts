import { afterEach, describe, expect, it } from 'vitest';
import { dropTrackingFromAddress } from './tracking-address.ts';

const address = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

afterEach(() => window.history.replaceState(null, '', '/'));

describe('dropTrackingFromAddress', () => {
  it('drops the tags a shared click carries and keeps the rest of the address and the history entry', () => {
    window.history.replaceState(
      { idx: 0 },
      '',
      '/auctions?search=tractor&fbclid=IwAR0x&page=2&utm_source=fb#map',
    );
    const entries = window.history.length;
    dropTrackingFromAddress();
    expect(address()).toBe('/auctions?search=tractor&page=2#map');
    expect(window.history.length).toBe(entries);
    expect(window.history.state).toEqual({ idx: 0 });
  });

  it('leaves an address without tags untouched', () => {
    window.history.replaceState(null, '', '/auctions?search=caf%C3%A9');
    dropTrackingFromAddress();
    expect(address()).toBe('/auctions?search=caf%C3%A9');
  });
});
