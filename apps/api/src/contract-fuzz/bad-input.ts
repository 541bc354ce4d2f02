import fc from 'fast-check';

/**
 * What a careless or hostile client sends: wrong types, missing and extra fields, nulls, control
 * characters, right-to-left and zero-width text, huge strings and numbers, malformed JSON and
 * multipart, wrong content types, unknown and malformed ids.
 */

const ONE_MB = 1024 * 1024;
const HUGE = 'x'.repeat(ONE_MB);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u0007\u001b[31m',
    '\u202eevil\u202c',
    'zero\u200bwidth\u200d',
    '\ufeffbom',
    'עברית العربية',
    '../../etc/passwd',
    '%00',
    '<script>alert(1)</script>',
    "'; drop table users; --",
    '{{7*7}}',
    'null',
    '-1',
    '1e309',
    '2026-13-45T99:99:99Z',
  ),
  fc.constant(HUGE),
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: false }).filter((value) => Number.isFinite(value)),
  fc.constantFrom(-1, 0, -0, 2 ** 31, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 1e308),
);

/** Any JSON value a field might be given instead of the right one. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 3 }),
);

export type BodyCase = { kind: 'json'; value: unknown } | { kind: 'raw'; contentType: string; text: string };

/** A body for a JSON operation: known fields given bad values, some missing, some extra; or no JSON at all. */
export function hostileJsonBody(fields: string[]): fc.Arbitrary<BodyCase> {
  const known = fields.length
    ? fc.dictionary(fc.constantFrom(...fields), hostileValue, { maxKeys: fields.length })
    : fc.constant({});
  return fc.oneof(
    known.map((value) => ({ kind: 'json' as const, value })),
    fc
      .tuple(known, fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), hostileValue, { maxKeys: 3 }))
      .map(([value, extra]) => ({ kind: 'json' as const, value: { ...extra, ...value } })),
    fc.jsonValue().map((value) => ({ kind: 'json' as const, value })),
    fc.constantFrom<BodyCase>(
      { kind: 'raw', contentType: 'application/json', text: '{"email": ' },
      { kind: 'raw', contentType: 'application/json', text: '\u0000' },
      { kind: 'raw', contentType: 'application/json', text: '' },
      { kind: 'raw', contentType: 'application/json', text: '[[[[[[[[[[[[[[[[[[[[[[[[' },
      { kind: 'raw', contentType: 'application/json', text: '{"__proto__": {"isAdmin": true}}' },
      { kind: 'raw', contentType: 'text/plain', text: 'hello' },
      { kind: 'raw', contentType: 'application/xml', text: '<a/>' },
      { kind: 'raw', contentType: 'application/x-www-form-urlencoded', text: 'a=1&b=%00' },
      { kind: 'raw', contentType: 'multipart/form-data', text: '--x\r\n\r\n' },
    ),
  );
}

export interface MultipartCase {
  contentType: string;
  body: Buffer;
}

const boundary = 'mmfuzzboundary';
const part = (field: string, content: Buffer, type = 'image/png') =>
  Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="f.png"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);

/** Broken uploads: no boundary, cut short, a 1 MB part under the wrong name, not an image, empty, JSON. */
export const hostileUpload: fc.Arbitrary<MultipartCase> = fc.oneof(
  fc.constant({ contentType: 'multipart/form-data', body: part('file', Buffer.from('abc')) }),
  fc.integer({ min: 1, max: 60 }).map((cut) => {
    const whole = part('file', Buffer.alloc(200, 1));
    return {
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: whole.subarray(0, whole.length - cut),
    };
  }),
  fc.constantFrom('wrong', 'files', '', 'file\u0000').map((field) => ({
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: part(field, Buffer.alloc(ONE_MB, 7)),
  })),
  fc.constantFrom('file', 'logo', 'image').map((field) => ({
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: part(field, Buffer.from('GIF89a not really an image'), 'image/gif'),
  })),
  fc.constant({
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.from(`--${boundary}--\r\n`),
  }),
  fc.constant({ contentType: 'application/json', body: Buffer.from('{"file": "x"}') }),
);

/** A path parameter: a real id of the fixture (when the caller has one), an unknown uuid, or garbage. */
export function hostilePathValue(real: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    ...(real.length ? [fc.constantFrom(...real)] : []),
    fc.uuid(),
    fc.constantFrom(
      'not-a-uuid',
      '0',
      '-1',
      '%00',
      '..',
      'x'.repeat(5000),
      '00000000-0000-0000-0000-000000000000',
    ),
    fc.string({ minLength: 1, maxLength: 30 }),
  );
}
