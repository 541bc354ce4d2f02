/**
 * Values in the right format but at the edge of what the database, JavaScript's numbers or full-text
 * search can hold. Random bad input (bad-input.ts) rarely hits them, yet they are what got past
 * validation before: year 0000 is a valid ISO 8601 date that PostgreSQL refuses, and the calendar's
 * month 9999-12 padded to year 10000 (both answered 500).
 */
export const EXTREME_TEXTS: readonly string[] = [
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00.000Z',
  '9999-12-31T23:59:59Z',
  '+275760-09-13T00:00:00.000Z',
  '1970-01-01T00:00:00-03:30',
  '0000-01',
  '9999-12',
  '0000-01-01',
  '9999-12-31',
  '2026-02-30',
  '-1',
  '0',
  '2147483648',
  '9007199254740993',
  '1e400',
  'NaN',
  '90,180',
  '-91,0',
  'Infinity,0',
  'x'.repeat(300),
  '%',
  '\\',
  "'",
  ':*',
  '!(a | b) & c',
];

/** The same edges as JSON values, for body fields. */
export const EXTREME_VALUES: readonly unknown[] = [...EXTREME_TEXTS, -1, 0, 2 ** 31, 1e21, 0.5, null];

/** The JSON Schema the API's OpenAPI description gives a body (the parts valid bodies are made from). */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
}

/** Real rows a valid body may name. */
export interface Fixtures {
  categoryId: string;
  auctionId: string;
}

const DAY = 86_400_000;

/**
 * A body the operation accepts (or refuses only for the state of the data), so that one extreme
 * value at a time reaches the rule or query behind its field, not the first "required" check.
 * Optional ids of things the run has none of, and logos (which must be uploaded first), are left out.
 */
export function validValue(schema: JsonSchema, fixtures: Fixtures, name = ''): unknown {
  const choice = schema.oneOf ?? schema.anyOf;
  if (choice) return validValue(choice[choice.length - 1] ?? {}, fixtures, name);
  if (schema.enum) return schema.enum.find((value) => PREFERRED.has(value)) ?? schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'object') {
    const required = new Set(schema.required ?? []);
    return Object.fromEntries(
      Object.entries(schema.properties ?? {})
        .filter(([field, property]) => required.has(field) || !LEFT_OUT(field, property))
        .map(([field, property]) => [field, validValue(property, fixtures, field)]),
    );
  }
  if (type === 'array') return schema.items ? [validValue(schema.items, fixtures, name)] : [];
  if (type === 'boolean') return true;
  if (type === 'integer' || type === 'number') {
    if (name === 'expYear') return new Date().getUTCFullYear() + 3;
    if (name === 'expMonth') return 12;
    return Math.max(schema.minimum ?? 1, 1);
  }
  if (schema.format === 'uuid') return /categor/i.test(name) ? fixtures.categoryId : fixtures.auctionId;
  if (schema.format === 'date-time' || /date$/i.test(name))
    return new Date(Date.now() + (/end/i.test(name) ? 11 : 10) * DAY).toISOString();
  return textFor(name, schema);
}

/** Values every enum is asked for first: a province with sales tax, a placement taking a square. */
const PREFERRED = new Set<unknown>(['NS', 'HOMEPAGE_SIDEBAR_1', 'LISTING_FEE']);

const LEFT_OUT = (field: string, property: JsonSchema) =>
  (property.format === 'uuid' && !/categor|auctionListing/i.test(field)) ||
  /logo|^placeId$|paymentMethodId/i.test(field);

let emails = 0;

function textFor(name: string, schema: JsonSchema): string {
  if (/email/i.test(name)) return `extreme${++emails}-${Date.now()}@example.ca`;
  if (/url|website|facebook|twitter|instagram|linkedin|youtube/i.test(name)) return 'https://example.ca/';
  if (/phone/i.test(name)) return '902-555-0100';
  if (/location/i.test(name)) return 'Truro, NS';
  if (name === 'near') return 'truro-ns';
  if (/password/i.test(name)) return 'correct-horse-battery';
  if (name === 'number') return '4242424242424242';
  if (name === 'cvc') return '123';
  const length = Math.min(schema.maxLength ?? 80, Math.max(schema.minLength ?? 0, 60));
  return 'Farm equipment, tools and household goods. '.repeat(3).slice(0, length);
}
