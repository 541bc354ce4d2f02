/**
 * Issue 30 item 1: crawlers are not people. No maintained list (isbot, crawler-user-agents) is
 * installed, so this is the documented pattern of decision 025: the words crawlers put in their
 * user agent (…bot, crawl, spider, slurp), the link-preview fetchers of social apps, page-speed
 * tools and archivers. "bot" after "cu" is a Cubot phone, a person. An empty user agent is no
 * browser. HTTP libraries (curl, fetch) are not listed: they never run the page's script that
 * sends the view, and an API client that calls the beacon on purpose is counted like a browser.
 */
const BOT_USER_AGENT =
  /(?<!cu)bot(?:\b|[/_;)-])|crawl|spider|slurp|archiver|facebookexternalhit|facebookcatalog|embedly|linkpreview|link preview|bingpreview|skypeuripreview|lighthouse|pagespeed|gtmetrix|pingdom|uptimerobot|mediapartners|feedfetcher|google-inspectiontool|googleother|phantomjs|prerender|yandex|baiduspider|petalsearch/i;

export const isBotUserAgent = (userAgent: string | undefined): boolean =>
  !userAgent?.trim() || BOT_USER_AGENT.test(userAgent);
