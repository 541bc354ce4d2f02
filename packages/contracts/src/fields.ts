import { PASSWORD_MIN_LENGTH, TEXT_MAXIMUMS } from './constants.ts';
import { LOCALES } from './i18n/locale.ts';
import { MESSAGES } from './messages.ts';
import { hasControlCharacter, hasLineBreak, isHttpUrl } from './text.ts';
import { z } from './zod.ts';

/** Field builders shared by every schema, so a rule and its message are written once. */

const withoutControlCharacters = (text: string) => !hasControlCharacter(text);
const withoutLineBreaks = (text: string) => !hasLineBreak(text);

/**
 * Issue 25, defect 2: every text field of a request says which kind it is, in its schema and in
 * the OpenAPI document (`x-text`), so a test can walk every request and find none left unsaid.
 * `single-line` refuses line breaks (names, titles, addresses, URLs, searches: what other formats
 * put on one line of their own), `multi-line` keeps them (descriptions, terms, messages), `secret`
 * is compared and never shown or written anywhere (passwords, tokens, card numbers).
 */
export type TextKind = 'single-line' | 'multi-line' | 'secret';
export const TEXT_KIND_KEY = 'x-text';
export const textKind = (kind: TextKind) => ({ [TEXT_KIND_KEY]: kind });

/** A trimmed one-line text of at most `max` characters; `requiredMessage` makes it non-blank. */
export const singleLineText = (max: number = TEXT_MAXIMUMS.shortText, requiredMessage?: string) =>
  baseText(max, requiredMessage)
    .refine(withoutLineBreaks, { error: MESSAGES.lineBreaks })
    .meta(textKind('single-line'));

/** A trimmed text that may run over several lines; `requiredMessage` makes it non-blank. */
export const multiLineText = (max: number = TEXT_MAXIMUMS.description, requiredMessage?: string) =>
  baseText(max, requiredMessage).meta(textKind('multi-line'));

function baseText(max: number, requiredMessage: string | undefined) {
  const text = z.string(requiredMessage === undefined ? undefined : { error: requiredMessage }).trim();
  return (requiredMessage === undefined ? text : text.min(1, { error: requiredMessage }))
    .max(max, { error: `Must be at most ${max} characters` })
    .refine(withoutControlCharacters, { error: MESSAGES.controlCharacters });
}

/** A string schema built for its own rules (a date, a URL, a processor's id), held to one line too. */
export const asSingleLine = <T extends z.ZodString>(schema: T) =>
  schema.refine(withoutLineBreaks, { error: MESSAGES.lineBreaks }).meta(textKind('single-line'));

type TextBuilder = typeof singleLineText;

/** A text that must be given; one line unless `lines` says otherwise. */
export const requiredText = (
  message: string,
  max: number = TEXT_MAXIMUMS.shortText,
  lines: TextBuilder = singleLineText,
) => lines(max, message);

/** An optional text: a missing, null or blank value is stored as null. One line unless `lines` says otherwise. */
export const optionalText = (max: number = TEXT_MAXIMUMS.shortText, lines: TextBuilder = singleLineText) =>
  lines(max)
    .nullish()
    .transform((value) => (value ? value : null));

export const emailField = (
  requiredMessage: string = MESSAGES.emailRequired,
  formatMessage: string = MESSAGES.invalidEmailFormat,
) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(TEXT_MAXIMUMS.email, { error: formatMessage })
    // One line: the format below refuses line breaks, as a header built from it needs.
    .meta(textKind('single-line'))
    .pipe(z.email({ error: formatMessage }))
    .transform((value) => value.toLowerCase());

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const optionalEmail = (formatMessage: string = MESSAGES.invalidEmailFormat) =>
  optionalText(TEXT_MAXIMUMS.email).refine((value) => value === null || EMAIL_PATTERN.test(value), {
    error: formatMessage,
  });

export const optionalHttpUrl = (message: string = MESSAGES.mustBeValidUrl) =>
  optionalText(TEXT_MAXIMUMS.url).refine((value) => value === null || isHttpUrl(value), {
    error: message,
  });

/** Spec 001 §5: digits, spaces, dashes, parentheses and plus. */
export const PHONE_PATTERN = /^[0-9\s\-()+]+$/;

export const optionalPhone = () =>
  optionalText(TEXT_MAXIMUMS.phone).refine((value) => value === null || PHONE_PATTERN.test(value), {
    error: MESSAGES.invalidPhoneFormat,
  });

/**
 * An instant in ISO 8601 with its offset, in years 1 to 9999: the format alone lets year 0000 through,
 * which PostgreSQL's timestamps refuse, so it is refused here with the format's own message.
 */
export const IsoDateTime = z.iso.datetime({ offset: true }).check((ctx) => {
  const time = Date.parse(ctx.value);
  if (Number.isNaN(time)) return; // already refused by the format
  const year = new Date(time).getUTCFullYear();
  if (year < 1 || year > 9999)
    ctx.issues.push({ code: 'invalid_format', format: 'datetime', input: ctx.value, origin: 'string' });
});

export const IdParam = z.object({ id: z.uuid({ error: MESSAGES.notFound }) });
export type IdParam = z.infer<typeof IdParam>;

export const Pagination = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof Pagination>;

/** page and limit from a query string; limit is capped rather than refused. */
export const pageQuery = (defaultLimit: number, maxLimit: number) =>
  z.object({
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .default(defaultLimit)
      .transform((limit) => Math.min(limit, maxLimit)),
  });

/** A password someone chooses (register, reset, change, admin create and edit): one rule, one wording. */
export const newPasswordField = () =>
  z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, { error: MESSAGES.passwordRequired })
    .min(PASSWORD_MIN_LENGTH, { error: MESSAGES.passwordTooShort })
    .max(TEXT_MAXIMUMS.password, { error: `Must be at most ${TEXT_MAXIMUMS.password} characters` })
    .meta(textKind('secret'));

/** A language on the wire: `en` or `fr`. */
export const LocaleField = z.enum(LOCALES);
