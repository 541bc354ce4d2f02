import { describe, expect, it } from 'vitest';
import { withoutTracking } from './tracking.ts';

const clean = (address: string) => withoutTracking(new URL(address, 'https://mariner.example')).href;

describe('withoutTracking', () => {
  it('drops click and campaign tags, whatever their case', () => {
    expect(clean('/auctions/1?fbclid=IwAR0abc')).toBe('https://mariner.example/auctions/1');
    expect(clean('/auctions?utm_source=fb&UTM_Medium=social&gclid=x')).toBe(
      'https://mariner.example/auctions',
    );
  });

  it('keeps every other parameter in its order, with its value', () => {
    expect(clean('/auctions?search=tractor&fbclid=1&page=2&near=truro-ns')).toBe(
      'https://mariner.example/auctions?search=tractor&page=2&near=truro-ns',
    );
    expect(clean('/auctions?search=a%20b%26c&utmost=1')).toBe(
      'https://mariner.example/auctions?search=a%20b%26c&utmost=1',
    );
  });

  it('leaves an address without tracking as it was', () => {
    expect(clean('/auctions?search=caf%C3%A9#map')).toBe(
      'https://mariner.example/auctions?search=caf%C3%A9#map',
    );
  });
});
