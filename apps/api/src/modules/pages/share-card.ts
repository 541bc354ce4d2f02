import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import {
  type Auction,
  auctionText,
  formatInZone,
  type Locale,
  placeWithProvince,
  SITE_NAME,
} from '@mariner/contracts';
import { SHARE_CARD, shareCardVersion } from '@mariner/contracts/share-card';
import sharp, { type OverlayOptions } from 'sharp';
import type { Executor } from '../../db/client.ts';
import { type Storage, readStoredPicture as storedPicture } from '../../plugins/storage/storage.ts';
import { recordShareCard } from '../auctions/queries.ts';
import { runImageWork } from '../uploads/image-work.ts';

/**
 * Issue 14: the 1200×630 picture a share preview shows for an auction — its lead photo, title,
 * date and town in the auction's own zone, and the auctioneer's logo — drawn with sharp. Its address
 * (shareCardPath, with the version of the drawing) is in @mariner/contracts/share-card, which the
 * server render reads too.
 */
const PAD = 60;
const BRAND = '#0b3954';
const JPEG_QUALITY = 82;

const fromHere = createRequire(import.meta.url);
/**
 * A font shipped with the product (Inter, SIL Open Font License) so the card reads the same on a
 * server with no fonts installed; sharp's text renderer takes it by path.
 */
const BOLD = {
  file: fromHere.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'),
  name: 'Inter Bold',
};
const REGULAR = {
  file: fromHere.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
  name: 'Inter',
};

/** Pango markup is sharp's text input: user text is escaped so it is only ever text. */
const pango = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const shorten = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
};

/** The start as the auction's own zone tells it. */
export const cardDate = (auction: Pick<Auction, 'auctionStartDate' | 'timeZone'>, locale: Locale) =>
  formatInZone(auction.auctionStartDate, auction.timeZone, locale);

export const shareCardKey = (auctionId: string, locale: Locale, version: string) =>
  `share-cards/${auctionId}-${locale}-${version}.jpg`;

/** Text at 72 dpi, so a point is a pixel of the card; wrapped at `width`. */
const text = (markup: string, width: number, font: { file: string; name: string }) =>
  sharp({
    text: { text: markup, font: font.name, fontfile: font.file, width, dpi: 72, rgba: true, wrap: 'word' },
  })
    .png()
    .toBuffer({ resolveWithObject: true });

/** The background: the lead photo filling the card, or the brand colour when there is none. */
async function background(photo: Buffer | null): Promise<Buffer> {
  if (photo) {
    try {
      return await sharp(photo)
        .resize(SHARE_CARD.width, SHARE_CARD.height, { fit: 'cover', position: 'attention' })
        .toBuffer();
    } catch {
      // A picture sharp cannot read draws the plain card rather than no card.
    }
  }
  return sharp({
    create: { ...SHARE_CARD, channels: 3, background: BRAND },
  })
    .png()
    .toBuffer();
}

/** A shade over the lower part of the photo, so white text reads on any picture. */
const SHADE = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_CARD.width}" height="${SHARE_CARD.height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0.25" stop-color="#000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.82"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
  </svg>`,
);

/** The logo on a white tile in the top corner, at most 220×110. */
async function logoTile(logo: Buffer | null): Promise<{ input: Buffer; width: number } | null> {
  if (!logo) return null;
  try {
    const inner = await sharp(logo)
      .resize(220, 110, { fit: 'inside', withoutEnlargement: false })
      .png()
      .toBuffer({ resolveWithObject: true });
    const tile = await sharp({
      create: {
        width: inner.info.width + 32,
        height: inner.info.height + 32,
        channels: 4,
        background: '#ffffff',
      },
    })
      .composite([{ input: inner.data, left: 16, top: 16 }])
      .png()
      .toBuffer();
    return { input: tile, width: inner.info.width + 32 };
  } catch {
    return null;
  }
}

/** Draws the card for an auction in a language, as a JPEG. */
export async function drawShareCard(storage: Storage, auction: Auction, locale: Locale): Promise<Buffer> {
  const words = auctionText(auction, locale);
  const [photo, logo] = await Promise.all([
    storedPicture(storage, auction.featuredImage),
    storedPicture(storage, auction.seller.companyLogo),
  ]);
  const width = SHARE_CARD.width - 2 * PAD;
  const [title, when, site, tile] = await Promise.all([
    text(`<span foreground="white" size="56pt">${pango(shorten(words.title, 90))}</span>`, width, BOLD),
    text(
      `<span foreground="white" size="28pt">${pango(`${cardDate(auction, locale)} — ${shorten(placeWithProvince(auction.location, auction.province), 54)}`)}</span>`,
      width,
      REGULAR,
    ),
    text(`<span foreground="#3fc1c9" size="28pt">${pango(SITE_NAME)}</span>`, width, BOLD),
    logoTile(logo),
  ]);
  const whenTop = SHARE_CARD.height - PAD - when.info.height;
  const titleTop = whenTop - 18 - title.info.height;
  const layers: OverlayOptions[] = [
    { input: SHADE, left: 0, top: 0 },
    { input: site.data, left: PAD, top: PAD },
    { input: title.data, left: PAD, top: Math.max(PAD + 70, titleTop) },
    { input: when.data, left: PAD, top: whenTop },
  ];
  if (tile) layers.push({ input: tile.input, left: SHARE_CARD.width - PAD - tile.width, top: PAD });
  return sharp(await background(photo))
    .composite(layers)
    .flatten({ background: BRAND })
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
    .toBuffer();
}

/**
 * The stored card for this version of the auction, drawn and stored on its first request after
 * every change (the version follows the listing), replacing the card it succeeds.
 */
export async function shareCard(
  db: Executor,
  storage: Storage,
  auction: Auction,
  locale: Locale,
): Promise<Buffer | Readable> {
  const key = shareCardKey(auction.id, locale, shareCardVersion(auction, locale));
  const stored = await storage.read(key);
  if (stored) return stored.body;
  // Drawing is image work: it takes its turn with uploads in the instance's queue (issue 25).
  const body = await runImageWork(() => drawShareCard(storage, auction, locale));
  await storage.put(key, body, 'image/jpeg');
  const { recorded, previous } = await recordShareCard(db, auction.id, locale, key);
  // Deleted while it was drawn: the card goes with it. Replaced: the old card goes.
  if (!recorded) await storage.delete(key);
  else if (previous && previous !== key) await storage.delete(previous);
  return body;
}
