import 'leaflet/dist/leaflet.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.Default.css';
import './auction-map.css';
import type { Auction } from '@mariner/contracts';
import L from 'leaflet';
import { useEffect, useMemo } from 'react';
import { MapContainer, Marker, Popup, TileLayer, useMap } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/formatters.ts';
import { useTranslation } from '../../../lib/i18n/index.tsx';
import { paths } from '../../../lib/paths.ts';
import { useMapSettings } from '../../../lib/places.ts';
import { AUCTION_PIN } from './map-pin.ts';

/** Atlantic and Eastern Canada, for a map with nothing on it yet. */
const REGION: L.LatLngBoundsExpression = [
  [42.0, -83.0],
  [53.0, -52.5],
];

type Located = Auction & { lat: number; lng: number };
const isLocated = (auction: Auction): auction is Located =>
  typeof auction.lat === 'number' && typeof auction.lng === 'number';

/**
 * Frames the pins once they change, so every result is in view. Without animation: the clusters are
 * drawn again when a zoom ends, which replaces the pins' elements, so a pin focused (or its card
 * opened) during an animated framing lost its focus and its card.
 */
function FitToPins({ auctions }: { auctions: Located[] }) {
  const map = useMap();
  const key = auctions.map((auction) => auction.id).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: refit when the set of pins changes, not on every render.
  useEffect(() => {
    if (auctions.length === 0) map.fitBounds(REGION, { animate: false });
    else
      map.fitBounds(L.latLngBounds(auctions.map((auction) => [auction.lat, auction.lng])), {
        padding: [40, 40],
        maxZoom: 12,
        animate: false,
      });
  }, [key, map]);
  return null;
}

/**
 * One auction's pin and its card. Its position is the same array from one render to the next:
 * react-leaflet moves a marker whose `position` is a new array (`setLatLng`), and the cluster group
 * then takes the marker off the map and puts it back, as a new element. The map renders again when
 * its tile settings answer, often after the pins are shown, so a pin focused in that moment lost its
 * focus (to <body>) and Enter opened no card (the auction-map journey's first tries, 2 to 5 in 8).
 */
function AuctionPin({ auction }: { auction: Located }) {
  const { lat, lng } = auction;
  const position = useMemo<L.LatLngTuple>(() => [lat, lng], [lat, lng]);
  return (
    <Marker position={position} icon={AUCTION_PIN} title={auction.title}>
      <Popup>
        <div className="flex flex-col gap-1">
          <Link to={paths.auction(auction.id)} className="font-bold text-primary underline">
            {auction.title}
          </Link>
          <span>{formatDateTime(auction.auctionStartDate, auction.timeZone)}</span>
          <span>{auction.location}</span>
        </div>
      </Popup>
    </Marker>
  );
}

/**
 * Issue 17 §3: the list's results as pins, clustered when dense, each opening a small card. Loaded
 * only when a visitor opens the map (its code and styles are a chunk of their own). Pins and the
 * map answer the keyboard (Tab to a pin, Enter to open its card; arrows and +/− move the map).
 */
export function AuctionMap({ auctions }: { auctions: Auction[] }) {
  const { t } = useTranslation('auctions');
  const settings = useMapSettings();
  const located = auctions.filter(isLocated);
  const missing = auctions.length - located.length;
  return (
    <div className="flex flex-col gap-2">
      <div className="h-[28rem] overflow-hidden rounded-2xl border border-line shadow-sm sm:h-[36rem]">
        <MapContainer
          bounds={REGION}
          // Clustering needs the deepest zoom known before any tiles load.
          maxZoom={18}
          className="size-full"
          scrollWheelZoom={false}
          aria-label={t('map.label')}
        >
          {settings.data ? (
            <TileLayer url={settings.data.tileUrl} attribution={settings.data.attribution} />
          ) : null}
          <MarkerClusterGroup chunkedLoading>
            {located.map((auction) => (
              <AuctionPin key={auction.id} auction={auction} />
            ))}
          </MarkerClusterGroup>
          <FitToPins auctions={located} />
        </MapContainer>
      </div>
      {missing > 0 ? <p className="text-sm text-muted">{t('map.notOnMap', { count: missing })}</p> : null}
    </div>
  );
}
