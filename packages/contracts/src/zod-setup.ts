import { z } from 'zod';

/**
 * In a browser, zod must never compile parsers with `new Function`: the site's Content-Security-
 * Policy forbids eval (script-src 'self'), and zod's probe for it, made when a schema is built, is
 * reported as a violation on every page. This module is the first the package evaluates, so the
 * setting holds before any schema exists. Node keeps the faster compiled parsers.
 */
if ('document' in globalThis) z.config({ jitless: true });
