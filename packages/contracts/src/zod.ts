import { z } from 'zod';

/**
 * The one door to zod for the schema modules: whoever builds a schema has come through here first.
 * In a browser, zod must never compile parsers with `new Function`: the site's Content-Security-
 * Policy forbids eval (script-src 'self'), and zod's probe for it, made when a schema is built, is
 * reported as a violation on every page. Node keeps the faster compiled parsers. The modules of
 * `@mariner/contracts/constants` never import this one (zod-free.test.ts).
 */
if ('document' in globalThis) z.config({ jitless: true });

export { z };
