import 'leaflet/dist/leaflet.css';
import './auction-map.css';
import { useEffect } from 'react';
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet';
import { useMapSettings } from '../../../lib/places.ts';
import { AUCTION_PIN } from './map-pin.ts';

/** Close enough to see the streets around the spot. */
const ZOOM = 14;

/**
 * Leaflet's container takes the keyboard (arrows move, +/− zoom) but has no name; react-leaflet
 * passes no ARIA attributes through, so they are set on it once it exists.
 */
function NameTheMap({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
  }, [map, label]);
  return null;
}

/**
 * Issue 28: the sale's spot on a small map, with the list map's tiles (MAP_TILE_URL) and drawn pin.
 * Its own chunk, loaded by SpotMap once scrolled to. The pin is a picture, not a control; the wheel
 * scrolls the page, and on touch screens one finger does too (two zoom), so the map never holds a
 * visitor scrolling past it. Tab goes through the map, its zoom buttons and credit, and on.
 */
export function SpotMapView({ lat, lng, label }: { lat: number; lng: number; label: string }) {
  const settings = useMapSettings();
  const finePointer = window.matchMedia?.('(pointer: fine)').matches ?? true;
  return (
    <MapContainer
      center={[lat, lng]}
      zoom={ZOOM}
      maxZoom={18}
      className="size-full"
      scrollWheelZoom={false}
      dragging={finePointer}
    >
      <NameTheMap label={label} />
      {settings.data ? (
        <TileLayer url={settings.data.tileUrl} attribution={settings.data.attribution} />
      ) : null}
      <Marker position={[lat, lng]} icon={AUCTION_PIN} interactive={false} keyboard={false} />
    </MapContainer>
  );
}
