import L from 'leaflet';

/**
 * The auctions' map pin, drawn in CSS (auction-map.css): no image files, so nothing for the CSP or
 * the bundler to fetch. Only the map chunks import this (it brings Leaflet with it).
 */
export const AUCTION_PIN = L.divIcon({
  className: 'auction-pin',
  html: '<span></span>',
  iconSize: [28, 28],
  iconAnchor: [14, 28],
  popupAnchor: [0, -26],
});
