import sharp from 'sharp';

/**
 * Demo pictures drawn as SVG and rasterised by sharp at start (ARCHITECTURE decision 14: no
 * downloads). Each category has a motif on a palette, so the demo lists read at a glance.
 */

type Motif = (ink: string, accent: string) => string;

const car: Motif = (ink, accent) => `
  <rect x="330" y="380" width="540" height="130" rx="40" fill="${ink}"/>
  <path d="M420 380 L500 290 H700 L790 380 Z" fill="${ink}"/>
  <path d="M455 375 L515 308 H590 V375 Z M610 375 V308 H690 L750 375 Z" fill="${accent}" opacity="0.7"/>
  <circle cx="450" cy="515" r="58" fill="#1f2937"/><circle cx="450" cy="515" r="24" fill="${accent}"/>
  <circle cx="750" cy="515" r="58" fill="#1f2937"/><circle cx="750" cy="515" r="24" fill="${accent}"/>`;

const tractor: Motif = (ink, accent) => `
  <rect x="420" y="330" width="260" height="150" rx="16" fill="${ink}"/>
  <rect x="560" y="230" width="130" height="120" rx="10" fill="none" stroke="${ink}" stroke-width="22"/>
  <rect x="460" y="270" width="24" height="70" fill="${ink}"/>
  <circle cx="640" cy="500" r="110" fill="#1f2937"/><circle cx="640" cy="500" r="45" fill="${accent}"/>
  <circle cx="440" cy="530" r="70" fill="#1f2937"/><circle cx="440" cy="530" r="28" fill="${accent}"/>`;

const house: Motif = (ink, accent) => `
  <path d="M600 200 L830 390 H370 Z" fill="${ink}"/>
  <rect x="410" y="390" width="380" height="210" fill="${ink}" opacity="0.85"/>
  <rect x="565" y="470" width="70" height="130" fill="${accent}"/>
  <rect x="445" y="430" width="80" height="70" fill="${accent}" opacity="0.8"/>
  <rect x="675" y="430" width="80" height="70" fill="${accent}" opacity="0.8"/>
  <rect x="720" y="240" width="40" height="90" fill="${ink}"/>`;

const boat: Motif = (ink, accent) => `
  <path d="M360 470 H840 L770 560 H430 Z" fill="${ink}"/>
  <rect x="592" y="200" width="16" height="270" fill="${ink}"/>
  <path d="M615 210 L790 450 H615 Z" fill="${accent}"/>
  <path d="M585 240 L440 450 H585 Z" fill="${accent}" opacity="0.75"/>
  <path d="M300 610 q50 -30 100 0 t100 0 t100 0 t100 0 t100 0 t100 0" fill="none" stroke="${accent}" stroke-width="14"/>`;

const gem: Motif = (ink, accent) => `
  <path d="M470 280 H730 L820 390 L600 600 L380 390 Z" fill="${ink}"/>
  <path d="M470 280 L540 390 L600 280 L660 390 L730 280" fill="none" stroke="${accent}" stroke-width="10"/>
  <path d="M380 390 H820 M540 390 L600 600 L660 390" fill="none" stroke="${accent}" stroke-width="10"/>`;

const coins: Motif = (ink, accent) => `
  ${[0, 1, 2, 3]
    .map(
      (i) =>
        `<ellipse cx="520" cy="${520 - i * 45}" rx="130" ry="42" fill="${ink}" stroke="${accent}" stroke-width="8"/>`,
    )
    .join('')}
  <circle cx="740" cy="430" r="120" fill="${ink}" stroke="${accent}" stroke-width="12"/>
  <circle cx="740" cy="430" r="80" fill="none" stroke="${accent}" stroke-width="6"/>`;

const frame: Motif = (ink, accent) => `
  <rect x="390" y="220" width="420" height="340" fill="${ink}"/>
  <rect x="425" y="255" width="350" height="270" fill="#f8fafc"/>
  <path d="M425 525 L540 380 L620 470 L680 410 L775 525 Z" fill="${accent}"/>
  <circle cx="700" cy="320" r="32" fill="${ink}" opacity="0.7"/>`;

const gear: Motif = (ink, accent) => `
  ${Array.from({ length: 8 }, (_, i) => `<rect x="575" y="230" width="50" height="80" rx="6" fill="${ink}" transform="rotate(${i * 45} 600 400)"/>`).join('')}
  <circle cx="600" cy="400" r="140" fill="${ink}"/><circle cx="600" cy="400" r="55" fill="${accent}"/>`;

const clock: Motif = (ink, accent) => `
  <rect x="500" y="190" width="200" height="420" rx="30" fill="${ink}"/>
  <circle cx="600" cy="300" r="80" fill="#f8fafc"/>
  <path d="M600 300 V250 M600 300 L640 320" stroke="${ink}" stroke-width="10" stroke-linecap="round"/>
  <rect x="590" y="400" width="20" height="120" fill="${accent}"/><circle cx="600" cy="530" r="30" fill="${accent}"/>`;

const tools: Motif = (ink, accent) => `
  <rect x="430" y="250" width="70" height="330" rx="16" fill="${ink}" transform="rotate(-25 465 415)"/>
  <rect x="360" y="230" width="210" height="80" rx="12" fill="${accent}" transform="rotate(-25 465 270)"/>
  <rect x="680" y="260" width="50" height="320" rx="20" fill="${ink}" transform="rotate(20 705 420)"/>
  <circle cx="650" cy="255" r="60" fill="${ink}"/><circle cx="650" cy="240" r="28" fill="${accent}"/>`;

const star: Motif = (ink, accent) => `
  <path d="M600 190 L655 335 L810 340 L688 435 L730 585 L600 500 L470 585 L512 435 L390 340 L545 335 Z" fill="${ink}"/>
  <circle cx="600" cy="395" r="55" fill="${accent}"/>`;

const briefcase: Motif = (ink, accent) => `
  <rect x="390" y="300" width="420" height="270" rx="26" fill="${ink}"/>
  <rect x="530" y="240" width="140" height="70" rx="16" fill="none" stroke="${ink}" stroke-width="22"/>
  <rect x="390" y="410" width="420" height="22" fill="${accent}"/><rect x="575" y="395" width="50" height="55" rx="8" fill="${accent}"/>`;

const medal: Motif = (ink, accent) => `
  <path d="M520 200 H580 L620 360 H560 Z M680 200 H620 L580 360 H640 Z" fill="${accent}"/>
  <circle cx="600" cy="450" r="120" fill="${ink}"/><circle cx="600" cy="450" r="80" fill="none" stroke="${accent}" stroke-width="10"/>`;

const chair: Motif = (ink, accent) => `
  <rect x="480" y="200" width="40" height="400" rx="10" fill="${ink}"/>
  <rect x="480" y="200" width="220" height="40" rx="10" fill="${ink}"/>
  <rect x="480" y="300" width="220" height="30" rx="10" fill="${accent}"/>
  <rect x="470" y="400" width="270" height="40" rx="10" fill="${ink}"/>
  <rect x="700" y="400" width="36" height="200" rx="10" fill="${ink}"/>`;

/** Motif and palette per category name (unknown categories fall back to the star). */
const STYLE: Record<string, { motif: Motif; from: string; to: string; ink: string; accent: string }> = {
  Vehicles: { motif: car, from: '#0b3954', to: '#087e8b', ink: '#f4f1de', accent: '#ffb703' },
  'Farm Equipment': { motif: tractor, from: '#2d6a4f', to: '#95d5b2', ink: '#b5442b', accent: '#f1faee' },
  'Heavy Equipment': { motif: tractor, from: '#3d405b', to: '#e07a5f', ink: '#f2cc8f', accent: '#3d405b' },
  'Real Estate': { motif: house, from: '#264653', to: '#2a9d8f', ink: '#e9c46a', accent: '#264653' },
  'Marine & Boats': { motif: boat, from: '#023e8a', to: '#48cae4', ink: '#f8f9fa', accent: '#ffb703' },
  'Jewelry & Watches': { motif: gem, from: '#3c096c', to: '#9d4edd', ink: '#e0aaff', accent: '#240046' },
  'Coins & Currency': { motif: coins, from: '#6b4226', to: '#d4a373', ink: '#faedcd', accent: '#6b4226' },
  Art: { motif: frame, from: '#9d0208', to: '#f48c06', ink: '#370617', accent: '#e85d04' },
  'Industrial Equipment': { motif: gear, from: '#343a40', to: '#6c757d', ink: '#f8f9fa', accent: '#fd7e14' },
  Antiques: { motif: clock, from: '#5e503f', to: '#c6ac8f', ink: '#22333b', accent: '#eae0d5' },
  'Estate Sales': { motif: chair, from: '#6d597a', to: '#e56b6f', ink: '#fefae0', accent: '#355070' },
  Furniture: { motif: chair, from: '#7f5539', to: '#ddb892', ink: '#3e2a1e', accent: '#ede0d4' },
  'Tools & Workshop': { motif: tools, from: '#1d3557', to: '#457b9d', ink: '#f1faee', accent: '#e63946' },
  Collectibles: { motif: star, from: '#14213d', to: '#fca311', ink: '#e5e5e5', accent: '#14213d' },
  'Business Assets': { motif: briefcase, from: '#003049', to: '#669bbc', ink: '#fdf0d5', accent: '#c1121f' },
  'Firearms & Militaria': { motif: medal, from: '#283618', to: '#606c38', ink: '#dda15e', accent: '#fefae0' },
};

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

/** A 1200×800 picture for an auction; `variant` shifts the composition for gallery shots. */
export async function drawAuctionPicture(category: string, caption: string, variant = 0): Promise<Buffer> {
  const style = STYLE[category] ?? {
    motif: star,
    from: '#0b3954',
    to: '#1b998b',
    ink: '#f6e7cb',
    accent: '#0b3954',
  };
  const shift = (variant % 3) * 140 - 140;
  const scale = 1.35 * (1 - (variant % 2) * 0.15);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${style.from}"/><stop offset="1" stop-color="${style.to}"/>
    </linearGradient></defs>
    <rect width="1200" height="800" fill="url(#g)"/>
    <circle cx="${1020 - shift}" cy="140" r="230" fill="#ffffff" opacity="0.08"/>
    <circle cx="${160 + shift}" cy="720" r="200" fill="#000000" opacity="0.08"/>
    <g transform="translate(${shift + 600 * (1 - scale)} ${-40 + 400 * (1 - scale)}) scale(${scale})">${style.motif(style.ink, style.accent)}</g>
    <rect x="0" y="680" width="1200" height="120" fill="#000000" opacity="0.28"/>
    <text x="60" y="755" font-family="DejaVu Sans, Arial, sans-serif" font-size="46" font-weight="bold" fill="#ffffff">${escapeXml(caption)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
}

/** A 400×400 logo: the company's initials on its colour. */
export async function drawLogo(
  initials: string,
  background: string,
  foreground = '#ffffff',
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400">
    <rect width="400" height="400" rx="72" fill="${background}"/>
    <circle cx="200" cy="200" r="150" fill="none" stroke="${foreground}" stroke-width="10" opacity="0.5"/>
    <path d="M90 285 q55 -35 110 0 t110 0" fill="none" stroke="${foreground}" stroke-width="12" opacity="0.6"/>
    <text x="200" y="235" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-size="120" font-weight="bold" fill="${foreground}">${escapeXml(initials)}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
}

/** Splits text into lines of at most `width` characters, at spaces. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * A banner of `width`×`height` pixels: the title and subtitle on the advertiser's colour. A wide
 * one (leaderboard) sets them side by side on one line each; a square one wraps the title.
 */
export async function drawBanner(
  width: number,
  height: number,
  title: string,
  subtitle: string,
  colour: string,
): Promise<Buffer> {
  const font = 'DejaVu Sans, Arial, sans-serif';
  const wide = width > height * 3;
  // Issue 28: a leaderboard's mobile image (320 × 100 shape) has no room for the button.
  const mobile = wide && width < height * 4;
  let body: string;
  if (mobile) {
    body = `
    <circle cx="${height / 2}" cy="${height / 2}" r="${height * 0.3}" fill="none" stroke="#ffffff" stroke-width="${height * 0.04}" opacity="0.7"/>
    <text x="${height * 0.95}" y="${height * 0.46}" font-family="${font}" font-size="${Math.round(height * 0.15)}" font-weight="bold" fill="#ffffff">${escapeXml(title)}</text>
    <text x="${height * 0.95}" y="${height * 0.72}" font-family="${font}" font-size="${Math.round(height * 0.105)}" fill="#ffffff" opacity="0.85">${escapeXml(subtitle)}</text>`;
  } else if (wide) {
    body = `
    <circle cx="${height / 2}" cy="${height / 2}" r="${height * 0.32}" fill="none" stroke="#ffffff" stroke-width="5" opacity="0.7"/>
    <text x="${height + 10}" y="${height * 0.47}" font-family="${font}" font-size="${Math.round(height * 0.3)}" font-weight="bold" fill="#ffffff">${escapeXml(title)}</text>
    <text x="${height + 10}" y="${height * 0.8}" font-family="${font}" font-size="${Math.round(height * 0.2)}" fill="#ffffff" opacity="0.85">${escapeXml(subtitle)}</text>
    <rect x="${width - 170}" y="${height / 2 - 20}" width="150" height="40" rx="20" fill="#ffffff"/>
    <text x="${width - 95}" y="${height / 2 + 7}" text-anchor="middle" font-family="${font}" font-size="18" font-weight="bold" fill="${colour}">Learn more</text>`;
  } else {
    const size = Math.round(width * 0.1);
    const lines = wrap(title, Math.max(8, Math.floor(width / (size * 0.62))));
    const top = height * 0.38 - ((lines.length - 1) * size * 1.15) / 2;
    body = `
    <circle cx="${width * 0.85}" cy="${height * 0.12}" r="${width * 0.28}" fill="#ffffff" opacity="0.1"/>
    ${lines
      .map(
        (line, index) =>
          `<text x="${width / 2}" y="${top + index * size * 1.15}" text-anchor="middle" font-family="${font}" font-size="${size}" font-weight="bold" fill="#ffffff">${escapeXml(line)}</text>`,
      )
      .join('')}
    <rect x="${width * 0.08}" y="${height * 0.66}" width="${width * 0.84}" height="2" fill="#ffffff" opacity="0.6"/>
    <text x="${width / 2}" y="${height * 0.8}" text-anchor="middle" font-family="${font}" font-size="${Math.round(width * 0.058)}" fill="#ffffff">${escapeXml(subtitle)}</text>`;
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#000000" stop-opacity="0.9"/>
    </linearGradient></defs>
    <rect width="${width}" height="${height}" fill="${colour}"/>
    <rect width="${width}" height="${height}" fill="url(#g)" opacity="0.45"/>
    ${body}
  </svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
}
