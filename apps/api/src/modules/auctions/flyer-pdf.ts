import { createRequire } from 'node:module';
import { FLYER_TEXTS, SITE_NAME } from '@mariner/contracts';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import sharp from 'sharp';
import type { FlyerContent } from './flyer-content.ts';

/**
 * Issue 28, item 4: an auction's one-page Letter flyer (Canada prints on Letter), to pin up in
 * stores and halls: the lead picture, the title, the body lines (flyer-content.ts), the
 * auctioneer's logo and a QR code to the auction's page.
 */

const fromHere = createRequire(import.meta.url);
/**
 * Inter (SIL Open Font License), the share card's font, embedded (subset) rather than PDF's
 * standard Helvetica: the standard fonts only encode WinAnsi, which prints French but not every
 * name a seller may type (Ŝ, ő, Ł…); Inter covers the Latin, Greek and Cyrillic alphabets.
 */
const FONTS = {
  regular: fromHere.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
  bold: fromHere.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'),
};

const BRAND = '#0b3954';
const ACCENT = '#13807f';
const INK = '#1f2933';
const MUTED = '#52606d';
const MARGIN = 40;
/** The picture is printed 532 pt wide; 1200 px is about 160 dpi, plenty for a poster's photo. */
const PHOTO = { width: 1200, height: 640 };
const QR_SIZE = 140;

export interface FlyerPictures {
  photo: Buffer | null;
  logo: Buffer | null;
}

/** A stored picture (WebP or AVIF) as a JPEG pdfkit can embed, downsized; null if unreadable. */
async function photoForPdf(photo: Buffer | null): Promise<Buffer | null> {
  if (!photo) return null;
  try {
    return await sharp(photo)
      .resize(PHOTO.width, PHOTO.height, { fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer();
  } catch {
    return null; // a picture sharp cannot read prints the flyer without it
  }
}

/** A logo as a PNG (its transparency kept), at most 480×240 px. */
async function logoForPdf(logo: Buffer | null): Promise<Buffer | null> {
  if (!logo) return null;
  try {
    return await sharp(logo).resize(480, 240, { fit: 'inside', withoutEnlargement: true }).png().toBuffer();
  } catch {
    return null;
  }
}

/** PDF readers show some narrow spaces of French formats poorly; a no-break space reads the same. */
const forPdf = (text: string) => text.replace(/\u202f/g, '\u00a0');

/** One line of seller text stays one line, whatever was stored before line breaks were refused. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The QR code's modules drawn as squares: vector, so it prints sharp at any size. */
function drawQr(doc: PDFKit.PDFDocument, address: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(address, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = size / (modules.size + 2 * quiet);
  doc.save().rect(x, y, size, size).fill('#ffffff');
  doc.fillColor('#000000');
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) doc.rect(x + (col + quiet) * cell, y + (row + quiet) * cell, cell, cell);
    }
  }
  doc.fill().restore();
}

/** Draws the flyer; `compress: false` is for tests, which read its text. */
export async function renderFlyerPdf(
  content: FlyerContent,
  pictures: FlyerPictures,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const [photo, logo] = await Promise.all([photoForPdf(pictures.photo), logoForPdf(pictures.logo)]);
  const words = FLYER_TEXTS[content.locale];
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    compress: options.compress ?? true,
    lang: content.locale === 'fr' ? 'fr-CA' : 'en-CA',
    info: { Title: oneLine(content.title), Subject: words.documentSubject, Author: SITE_NAME },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);

  const width = doc.page.width - 2 * MARGIN;
  const bottom = doc.page.height - MARGIN;
  let y = MARGIN;

  // The site's name on the left, the auctioneer's logo on the right.
  doc
    .font('bold')
    .fontSize(12)
    .fillColor(BRAND)
    .text(SITE_NAME, MARGIN, y + 14, { lineBreak: false });
  if (logo) doc.image(logo, MARGIN + width - 150, y, { fit: [150, 50], align: 'right', valign: 'center' });
  y += 60;

  if (photo) {
    const height = Math.round((width * PHOTO.height) / PHOTO.width);
    doc.image(photo, MARGIN, y, { width, height });
    y += height + 18;
  } else {
    doc.rect(MARGIN, y, width, 6).fill(ACCENT);
    y += 24;
  }

  // Every text below is held to its box (height + ellipsis), so nothing spills onto a second page.
  const title = forPdf(oneLine(content.title));
  const titleOptions = { width, height: 110, ellipsis: true, lineGap: 2 };
  doc.font('bold').fontSize(30).fillColor(BRAND).text(title, MARGIN, y, titleOptions);
  y += Math.min(doc.heightOfString(title, titleOptions), 110) + 16;

  const qrTop = bottom - QR_SIZE - 28;
  const addressTop = bottom - 24;
  const linesRight = MARGIN + width - QR_SIZE - 20;
  const labelWidth = 134;
  for (const line of content.lines) {
    const value = forPdf(oneLine(line.value));
    // Full width above the QR code, beside it lower down.
    const right = y + 40 > qrTop ? linesRight : MARGIN + width;
    const valueOptions = { width: right - MARGIN - labelWidth, height: 40, ellipsis: true };
    doc.font('regular').fontSize(14);
    const height = Math.min(doc.heightOfString(value, valueOptions), 40);
    if (y + height > addressTop) break;
    doc
      .font('bold')
      .fontSize(11)
      .fillColor(MUTED)
      .text(forPdf(line.label), MARGIN, y + 3, { width: labelWidth - 8, lineBreak: false });
    doc
      .font('regular')
      .fontSize(14)
      .fillColor(INK)
      .text(value, MARGIN + labelWidth, y, valueOptions);
    y += height + 9;
  }

  // The description's first words in the room left beside the QR code.
  const room = addressTop - y - 16;
  if (room > 40 && content.description.trim()) {
    doc
      .font('regular')
      .fontSize(12)
      .fillColor(MUTED)
      .text(forPdf(content.description.trim()), MARGIN, y + 8, {
        width: linesRight - MARGIN,
        height: room,
        ellipsis: true,
      });
  }

  // The page's address in letters too, for whoever has no camera at hand.
  doc
    .font('bold')
    .fontSize(9)
    .fillColor(ACCENT)
    .text(content.pageAddress, MARGIN, addressTop, {
      width: linesRight - MARGIN,
      height: 24,
      ellipsis: true,
    });

  drawQr(doc, content.pageAddress, MARGIN + width - QR_SIZE, qrTop, QR_SIZE);
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text(forPdf(content.scanText), MARGIN + width - QR_SIZE - 10, qrTop + QR_SIZE + 2, {
      width: QR_SIZE + 10,
      align: 'center',
      height: 24,
      ellipsis: true,
    });
  doc.end();
  return done;
}
