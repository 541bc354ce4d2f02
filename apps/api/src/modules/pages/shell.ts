import { MESSAGES, MESSAGES_FR } from '@mariner/contracts';
import type { PageHead } from '@mariner/contracts/page-head';

/** Text safe inside an HTML attribute or element (user text reaches titles and meta tags). */
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * JSON inside <script type="application/ld+json">: `<` is written as \u003c so no text can close
 * the element (a title of `</script><script>…` stays data), and the line separators JSON allows
 * but JavaScript did not are escaped too.
 */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

function headOf(page: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, value: string | number) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(String(value))}" />`;
  return [
    `<title>${escapeHtml(page.title)}</title>`,
    meta('name', 'description', page.description),
    page.noindex
      ? meta('name', 'robots', 'noindex')
      : `<link rel="canonical" href="${escapeHtml(page.canonical)}" />`,
    ...(page.alternates && !page.noindex
      ? [
          `<link rel="alternate" hreflang="en-CA" href="${escapeHtml(page.alternates.en)}" />`,
          `<link rel="alternate" hreflang="fr-CA" href="${escapeHtml(page.alternates.fr)}" />`,
          `<link rel="alternate" hreflang="x-default" href="${escapeHtml(page.alternates.en)}" />`,
        ]
      : []),
    meta('property', 'og:site_name', 'Mariner Marketplace'),
    meta('property', 'og:type', page.ogType),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', page.canonical),
    meta('property', 'og:image', page.image.url),
    ...(page.image.width ? [meta('property', 'og:image:width', page.image.width)] : []),
    ...(page.image.height ? [meta('property', 'og:image:height', page.image.height)] : []),
    meta('property', 'og:image:alt', page.image.alt),
    meta('property', 'og:locale', page.lang === 'fr' ? 'fr_CA' : 'en_CA'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
    meta('name', 'twitter:image', page.image.url),
    meta('name', 'twitter:image:alt', page.image.alt),
    ...(page.preloadImage
      ? [
          `<link rel="preload" as="image" href="${escapeHtml(page.preloadImage.href)}"${
            page.preloadImage.srcset
              ? ` imagesrcset="${escapeHtml(page.preloadImage.srcset)}" imagesizes="${escapeHtml(page.preloadImage.sizes)}"`
              : ''
          } fetchpriority="high" />`,
        ]
      : []),
    ...page.jsonLd.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ].join('\n    ');
}

/**
 * The built index.html with this page's head: its own title and description replace the generic
 * ones, and the share and search tags come right after the viewport, early in <head>, where
 * previewers that read only the start of a page find them.
 */
export function renderShell(template: string, page: PageHead): string {
  const cleaned = template
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/>\s*/i, '')
    .replace(/<html lang="[^"]*"/i, `<html lang="${page.lang}"`);
  const anchor = /(<meta\s+name="viewport"[^>]*>)/i;
  return anchor.test(cleaned)
    ? cleaned.replace(anchor, `$1\n    ${headOf(page)}`)
    : cleaned.replace(/<head>/i, `<head>\n    ${headOf(page)}`);
}

/**
 * The built index.html with the list of the app's scripts (app-chunks.ts) as inert JSON, for the
 * entry to fetch them all at once after the first paint.
 */
export function withAppChunks(template: string, chunks: string[]): string {
  if (chunks.length === 0 || !/<\/head>/i.test(template)) return template;
  return template.replace(
    /<\/head>/i,
    () => `  <script type="application/json" id="app-chunks">${jsonForScript(chunks)}</script>\n  </head>`,
  );
}

/**
 * Issue 25, defect 10: while the built-in test processor takes the payments, every page says so in
 * its HTML, server-written first thing in <body>, outside the app's root, so no render or hydration
 * can drop it. Both languages are written; styles.css shows the one of the page's language
 * (html[lang]), which also follows a language switch made in the browser.
 */
export function withTestModeRibbon(template: string): string {
  const ribbon = [
    '<div class="test-mode-ribbon" role="note">',
    `<span lang="en">${escapeHtml(MESSAGES.testModeRibbon)}</span>`,
    `<span lang="fr">${escapeHtml(MESSAGES_FR.testModeRibbon)}</span>`,
    '</div>',
  ].join('');
  return template.replace(/<body([^>]*)>/i, (body) => `${body}\n    ${ribbon}`);
}
