import { isLocale, type Locale, localeFromAcceptLanguage, localizeMessage } from '@mariner/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * The language to answer a request in (issue 16): the signed-in person's saved choice, else what
 * the browser asks for in Accept-Language, else English.
 */
export function requestLocale(request: FastifyRequest): Locale {
  const saved = request.user?.language;
  if (isLocale(saved)) return saved;
  return localeFromAcceptLanguage(request.headers['accept-language']);
}

/** A message of the contracts' catalogue as this request's reader reads it. */
export const messageFor = (request: FastifyRequest, text: string): string =>
  localizeMessage(text, requestLocale(request));
