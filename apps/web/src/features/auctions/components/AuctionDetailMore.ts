/**
 * Issue 26: the auction page's main column below its facts, as one chunk the page fetches once it
 * is interactive (AuctionDetailPage): what to know before going (the sale's facts in words, its
 * links) and the gallery's grid. The server renders both whole; they are text, links and buttons
 * that open the lightbox, which do nothing in the moment before their code arrives.
 */
export { GalleryGrid } from './GalleryGrid.tsx';
export { KnowBeforeYouGo } from './KnowBeforeYouGo.tsx';
