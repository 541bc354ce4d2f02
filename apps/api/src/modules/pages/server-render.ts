import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Locale } from '@mariner/contracts';
import type { PageHead } from '@mariner/contracts/page-head';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type ApiReader, apiReaderFor } from './render-reads.ts';
import { jsonForScript } from './shell.ts';

/**
 * Issue 14 (docs/decisions/008): the web app's server entry (apps/web/src/entry-server.tsx, built to
 * apps/web/dist-server beside the browser's dist). The API only knows this much of it.
 */
interface ServerEntry {
  setPublicOrigin(origin: string): void;
  renderPage(request: {
    url: string;
    locale: Locale;
    readApi: ApiReader;
  }): Promise<(RenderedPage & { unprefetched?: string[] }) | RedirectedPage>;
  /** Issue 26 item 3: a page's head without its render (a private page's); absent from older entries. */
  headOfPage?(request: {
    url: string;
    locale: Locale;
    readApi: ApiReader;
  }): Promise<PageHead | RedirectedPage | null>;
}

/** A page whose loader sent the visitor elsewhere (someone signed in opening /login). */
export interface RedirectedPage {
  redirect: string;
}

export const isRedirectedPage = (page: RenderedPage | RedirectedPage): page is RedirectedPage =>
  'redirect' in page;

/** A rendered page: its markup, the cache it was rendered from, and its head (docs/decisions/016). */
export interface RenderedPage {
  html: string;
  state: unknown;
  head?: PageHead;
}

export interface PageRenderer {
  render(request: FastifyRequest, url: URL, locale: Locale): Promise<RenderedPage | RedirectedPage>;
  /**
   * The head of a page the server does not render (a private page), as its route module says it, or
   * null when the entry cannot say (its loader sent the visitor elsewhere, or it has no such head).
   */
  headOf(request: FastifyRequest, url: URL, locale: Locale): Promise<PageHead | null>;
}

/** The server entry of a built web app, or null when only the browser's build is there. */
export async function loadPageRenderer(app: FastifyInstance, webDist: string): Promise<PageRenderer | null> {
  // Built beside the browser's build: apps/web/dist-server next to apps/web/dist.
  const entryFile = path.join(path.dirname(webDist), `${path.basename(webDist)}-server`, 'entry-server.js');
  if (!existsSync(entryFile)) {
    app.log.info({ entryFile }, 'no server entry built; public pages are rendered in the browser');
    return null;
  }
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  entry.setPublicOrigin(new URL(app.config.publicUrl).origin);
  const render: PageRenderer['render'] = async (request, url, locale) => {
    const page = await entry.renderPage({
      url: url.href,
      locale,
      readApi: apiReaderFor(app, request, locale),
    });
    // Issue 26: a page renders once, with what its route's loader prefetched; a query it started
    // itself was rendered loading (the browser fetches it after hydrating). A bug in that route.
    if (!isRedirectedPage(page) && page.unprefetched?.length) {
      request.log.warn(
        { url: url.pathname, queries: page.unprefetched },
        'page read data its loader did not prefetch',
      );
    }
    return page;
  };
  const headOf: PageRenderer['headOf'] = async (request, url, locale) => {
    if (!entry.headOfPage) return null;
    const head = await entry.headOfPage({
      url: url.href,
      locale,
      readApi: apiReaderFor(app, request, locale),
    });
    return head && !('redirect' in head) ? head : null;
  };
  return { render, headOf };
}

/**
 * The shell with the rendered page inside `#root` and the query cache it was rendered from beside
 * it, as inert JSON (`<` written as \u003c, so user text cannot close the element).
 */
export function fillShell(shell: string, rendered: { html: string; state: unknown }): string {
  const root = '<div id="root"></div>';
  if (!shell.includes(root)) return shell;
  return shell.replace(
    root,
    () =>
      `<div id="root">${rendered.html}</div>\n    <script type="application/json" id="ssr-state">${jsonForScript(rendered.state)}</script>`,
  );
}
