import { CAMPAIGN_MAIL_TEXTS, type Locale, type UpcomingAuctionLine } from '@mariner/contracts';
import { Marked } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * Issue 31 item 4 (decision 028): an admin's Markdown as a mail. The Markdown becomes HTML (marked),
 * then only a short list of tags survives (sanitize-html): no script, style, image, form, frame or
 * event attribute, links to http(s) and mailto only. The text part is the Markdown itself, made plain.
 */

/** Its own instance: options set here never change how marked behaves for anyone else. */
const markdown = new Marked({ gfm: true, breaks: false, async: false });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'a',
    'ul',
    'ol',
    'li',
    'h1',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'code',
    'pre',
    'hr',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'del',
  ],
  // `rel` is the one the transform below adds.
  allowedAttributes: { a: ['href', 'title', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  // What a removed script or style held is dropped, not shown as text.
  disallowedTagsMode: 'discard',
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

/** Markdown to HTML that is safe to put in a mail or a preview. */
export function markdownToSafeHtml(source: string): string {
  const html = markdown.parse(source) as string;
  return sanitizeHtml(html, SANITIZE);
}

/** The text part: the Markdown with links spelled out and markup that reads as noise removed. */
export function markdownToText(source: string): string {
  return (
    source
      .replace(/\r\n?/g, '\n')
      // Raw HTML an admin typed is not part of the text.
      .replace(/<\/?[A-Za-z][^>]*>/g, '')
      // ![alt](url) and [text](url) as "alt (url)" / "text (url)".
      .replace(/!?\[([^\]]*)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g, (_all, text: string, url: string) =>
        text ? `${text} (${url})` : url,
      )
      .replace(/(\*\*|__)(.+?)\1/g, '$2')
      .replace(/^#{1,6}\s+/gm, '')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface UpcomingBlock {
  place: string;
  auctions: UpcomingAuctionLine[];
}

export interface CampaignMailParts {
  subject: string;
  body: string;
  locale: Locale;
  upcoming: UpcomingBlock | null;
  /** The page that unsubscribes after a click (the mail's visible link). */
  unsubscribeLink: string;
}

function upcomingHtml(block: UpcomingBlock, locale: Locale): string {
  const texts = CAMPAIGN_MAIL_TEXTS[locale];
  const items = block.auctions.map(
    (auction) =>
      `<li style="margin:0 0 10px"><a href="${escapeHtml(auction.link)}" style="color:#0b4f6c;font-weight:bold">${escapeHtml(auction.title)}</a><br>${escapeHtml(auction.when)} — ${escapeHtml(auction.where)}</li>`,
  );
  const list = items.length
    ? `<ul style="padding-left:20px">${items.join('')}</ul>`
    : `<p>${escapeHtml(texts.upcomingNone)}</p>`;
  return `<h2 style="font-size:18px;color:#0b4f6c">${escapeHtml(texts.upcomingHeading(block.place))}</h2>${list}`;
}

function upcomingText(block: UpcomingBlock, locale: Locale): string {
  const texts = CAMPAIGN_MAIL_TEXTS[locale];
  const lines = block.auctions.flatMap((auction) => [
    `• ${auction.title}`,
    `  ${auction.when} — ${auction.where}`,
    `  ${auction.link}`,
  ]);
  return [texts.upcomingHeading(block.place), '', ...(lines.length ? lines : [texts.upcomingNone])].join(
    '\n',
  );
}

/** The whole mail: subject, HTML (a plain one-column layout with inline styles) and text. */
export function renderCampaignMail(parts: CampaignMailParts): {
  subject: string;
  html: string;
  text: string;
} {
  const texts = CAMPAIGN_MAIL_TEXTS[parts.locale];
  const upcoming = parts.upcoming ? upcomingHtml(parts.upcoming, parts.locale) : '';
  const html = [
    '<!doctype html>',
    `<html lang="${parts.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">`,
    `<title>${escapeHtml(parts.subject)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f4f6f8">',
    '<div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2933">',
    markdownToSafeHtml(parts.body),
    upcoming,
    '<hr style="border:none;border-top:1px solid #d9e2ec;margin:24px 0">',
    `<p style="font-size:13px;color:#52606d">${escapeHtml(texts.footer)} <a href="${escapeHtml(parts.unsubscribeLink)}" style="color:#52606d">${escapeHtml(texts.unsubscribe)}</a></p>`,
    '</div></body></html>',
  ].join('');
  const text = [
    markdownToText(parts.body),
    ...(parts.upcoming ? ['', upcomingText(parts.upcoming, parts.locale)] : []),
    '',
    '—',
    texts.footer,
    `${texts.unsubscribe}: ${parts.unsubscribeLink}`,
  ].join('\n');
  return { subject: parts.subject, html, text };
}
