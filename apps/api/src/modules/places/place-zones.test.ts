import { readdirSync, readFileSync } from 'node:fs';
import { auctionTimeZone, PROVINCE_TIME_ZONES, type Province, placeTimeZone } from '@mariner/contracts';
import tzLookup from '@photostructure/tz-lookup';
import { describe, expect, it } from 'vitest';

const migrations = new URL('../../db/migrations/', import.meta.url);
const gazetteer = readFileSync(
  new URL(readdirSync(migrations).find((name) => name.startsWith('0013_')) ?? '', migrations),
  'utf8',
);
const places = [
  ...gazetteer.matchAll(/^ {2}\('([^']+)', '(?:[^']|'')*', '(\w\w)', (-?[\d.]+), (-?[\d.]+), \d+\)/gm),
].map(([, id, province, lat, lng]) => ({
  id: id ?? '',
  province: province as Province,
  lat: Number(lat),
  lng: Number(lng),
}));

/** Two zones are the same for an auction when their clocks agree, winter and summer, now and on. */
const instants = [
  Date.UTC(2026, 0, 15),
  Date.UTC(2026, 6, 15),
  Date.UTC(2027, 2, 20),
  Date.UTC(2027, 10, 20),
];
const clocks = new Map<string, string>();
const clock = (zone: string): string => {
  const known = clocks.get(zone);
  if (known) return known;
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const value = instants.map((at) => format.format(at)).join(' ');
  clocks.set(zone, value);
  return value;
};

/**
 * Where tz-lookup's coarse grid (not the zone lines themselves) puts a place on the wrong side of a
 * line, checked by hand against the provinces' rules: the Bay of Chaleur's shores (Restigouche NB on
 * Atlantic, the Gaspé coast QC on Eastern), Haut-Madawaska (Atlantic, like all New Brunswick),
 * Fermont (Eastern, like the rest of Quebec's north) and Atikokan (Eastern Standard Time all year).
 */
const GRID_ERRORS = [
  'atholville-nb',
  'atikokan-on',
  'balmoral-nb',
  'belledune-nb',
  'bois-joli-nb',
  'bonaventure-qc',
  'campbellton-nb',
  'chandler-qc',
  'charlo-nb',
  'dalhousie-nb',
  'eel-river-crossing-nb',
  'fermont-qc',
  'grande-riviere-qc',
  'haut-madawaska-nb',
  'heron-bay-nb',
  'new-carlisle-qc',
  'perce-qc',
];

describe('placeTimeZone (issue 28: the zone of a place, not of a province)', () => {
  it('puts Labrador on Atlantic time, the Magdalen Islands on Atlantic, northwestern Ontario on Central', () => {
    const zoneOf = (id: string) => {
      const place = places.find((candidate) => candidate.id === id);
      if (!place) throw new Error(`${id} is not in the gazetteer`);
      return placeTimeZone(place.province, place.lat, place.lng);
    };
    expect(zoneOf('happy-valley-goose-bay-nl')).toBe('America/Goose_Bay');
    expect(zoneOf('labrador-city-nl')).toBe('America/Goose_Bay');
    expect(zoneOf('wabush-nl')).toBe('America/Goose_Bay');
    expect(zoneOf('nain-nl')).toBe('America/Goose_Bay');
    expect(placeTimeZone('NL', 53.53, -63.97)).toBe('America/Goose_Bay'); // Churchill Falls
    expect(placeTimeZone('NL', 52.3, -55.85)).toBe('America/St_Johns'); // Mary's Harbour
    expect(zoneOf('gander-nl')).toBe('America/St_Johns');
    expect(zoneOf('cap-aux-meules-qc')).toBe('America/Halifax');
    expect(zoneOf('saint-augustin-qc')).toBe('America/Blanc-Sablon');
    expect(zoneOf('kenora-on')).toBe('America/Winnipeg');
    expect(zoneOf('dryden-on')).toBe('America/Winnipeg');
    expect(zoneOf('atikokan-on')).toBe('America/Atikokan');
    expect(zoneOf('thunder-bay-on')).toBe('America/Toronto');
    expect(zoneOf('truro-ns')).toBe('America/Halifax');
    // No point: the province's main zone.
    expect(auctionTimeZone({ province: 'NL', lat: null, lng: null })).toBe(PROVINCE_TIME_ZONES.NL);
    // No point, but the location says Labrador (not only in the province's name): Labrador's time.
    const noPoint = { province: 'NL', lat: null, lng: null } as const;
    expect(auctionTimeZone({ ...noPoint, location: 'Labrador' })).toBe('America/Goose_Bay');
    expect(auctionTimeZone({ ...noPoint, location: 'Black Bear Camp, Labrador, NL' })).toBe(
      'America/Goose_Bay',
    );
    expect(auctionTimeZone({ ...noPoint, location: "St. John's, Newfoundland and Labrador" })).toBe(
      PROVINCE_TIME_ZONES.NL,
    );
    expect(auctionTimeZone({ ...noPoint, location: 'Gander, Terre-Neuve-et-Labrador' })).toBe(
      PROVINCE_TIME_ZONES.NL,
    );
    expect(auctionTimeZone({ province: 'NS', lat: null, lng: null, location: 'Labrador Road, Truro' })).toBe(
      'America/Halifax',
    );
  });

  it(`agrees with the zone polygons for every gazetteer place but the listed grid errors (${places.length} places)`, () => {
    expect(places.length).toBeGreaterThan(1500);
    const disagree = places
      .filter(
        ({ province, lat, lng }) => clock(placeTimeZone(province, lat, lng)) !== clock(tzLookup(lat, lng)),
      )
      .map(({ id }) => id)
      .sort();
    expect(disagree).toEqual(GRID_ERRORS);
  });
});
