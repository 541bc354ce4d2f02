import { type RenderedPage, type RenderRequest, renderPage } from '../entry-server.tsx';

/** A server render expected to be a page, not a redirect (which only someone signed in on /login gets). */
export async function renderedPage(request: RenderRequest): Promise<RenderedPage> {
  const page = await renderPage(request);
  if ('redirect' in page) throw new Error(`${request.url} redirected to ${page.redirect}`);
  return page;
}
