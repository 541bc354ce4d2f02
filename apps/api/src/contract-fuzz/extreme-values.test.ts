import { ErrorCode } from '@mariner/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { createAuction, createCategory } from '../modules/auctions/test-fixtures.ts';
import { createUser, loginAs, saveTestCard } from '../test/factories.ts';
import { createTestApp } from '../test/test-db.ts';
import {
  EXTREME_TEXTS,
  EXTREME_VALUES,
  type Fixtures,
  type JsonSchema,
  validValue,
} from './extreme-values.ts';
import { operationsOf } from './operations.ts';

/**
 * Every query parameter and every body field of every operation, given each value of the right
 * format at the edge of what the database or JavaScript can hold, one at a time, in an otherwise
 * valid request: never a 5xx, and a refusal in the error shape. Deterministic, unlike the contract
 * fuzz beside it, so a regression of this kind always fails here.
 */

const t = await createTestApp();
afterAll(() => t.close());

const owner = (await createUser(t.db, { province: 'NS' })).user;
await saveTestCard(t.app, owner);
const callers = {
  anonymous: null,
  owner: await loginAs(t.app, owner),
  superadmin: await loginAs(t.app, (await createUser(t.db, { role: 'SUPERADMIN' })).user),
} as const;
const categoryId = (await createCategory(t.db)).id;
const fixtures: Fixtures = {
  categoryId,
  auctionId: await createAuction(t.app, { sellerId: owner.id, categoryId }),
};

/** A logout or a role change would take the callers' sessions or rights away from the rest of the run. */
const SKIPPED = new Set(['POST /api/auth/logout', 'PUT /api/users/{id}/role']);

type OpenApiDocument = Parameters<typeof operationsOf>[0] & {
  paths: Record<
    string,
    Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
  >;
};
const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDocument>();
const operations = operationsOf(document).filter(
  (operation) => operation.method !== 'DELETE' && !SKIPPED.has(`${operation.method} ${operation.path}`),
);

const pathOf = (template: string) =>
  template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    if (template.startsWith('/api/auctions')) return fixtures.auctionId;
    return name === 'id' || name === 'sellerId' ? owner.id : 'unknown';
  });

function expectContract(label: string, answer: { statusCode: number; body: string }) {
  expect(answer.statusCode, `${label} → ${answer.body.slice(0, 300)}`).toBeLessThan(500);
  if (answer.statusCode >= 400 && answer.statusCode !== 404) {
    const body = JSON.parse(answer.body) as { error?: unknown; message?: unknown };
    expect(ErrorCode.safeParse(body.error).success, `${label}: ${answer.body.slice(0, 200)}`).toBe(true);
    expect(typeof body.message, label).toBe('string');
  }
}

const withQuery = operations.filter((operation) => operation.queryParams.length > 0);
describe.each(withQuery.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
  '%s',
  (_name, operation) => {
    it.each(['anonymous', 'superadmin'] as const)('answers extreme query values as %s', async (caller) => {
      const token = callers[caller];
      for (const parameter of operation.queryParams) {
        for (const value of EXTREME_TEXTS) {
          const url = `${pathOf(operation.path)}?${parameter}=${encodeURIComponent(value)}`;
          const answer = await t.app.inject({
            method: operation.method,
            url,
            headers: token ? { authorization: `Bearer ${token}` } : {},
          });
          expectContract(`${operation.method} ${url.slice(0, 120)} as ${caller}`, answer);
        }
      }
    });
  },
);

const withBody = operations.filter((operation) => operation.bodyFields);
describe.each(withBody.map((operation) => [`${operation.method} ${operation.path}`, operation] as const))(
  '%s',
  (_name, operation) => {
    const schema =
      document.paths[operation.path]?.[operation.method.toLowerCase()]?.requestBody?.content?.[
        'application/json'
      ]?.schema ?? {};
    it.each(['owner', 'superadmin'] as const)('answers extreme body values as %s', async (caller) => {
      const headers = { authorization: `Bearer ${callers[caller]}` };
      const url = pathOf(operation.path);
      const send = (payload: unknown, label: string) =>
        t.app
          .inject({ method: operation.method, url, headers, payload: payload as object })
          .then((answer) => expectContract(`${operation.method} ${url} ${label} as ${caller}`, answer));
      const valid = validValue(schema, fixtures) as Record<string, unknown>;
      for (const [field, fieldValue] of Object.entries(valid)) {
        const object =
          fieldValue && typeof fieldValue === 'object' && !Array.isArray(fieldValue)
            ? (fieldValue as Record<string, unknown>)
            : null;
        for (const value of EXTREME_VALUES) {
          const shown = JSON.stringify(value).slice(0, 40);
          await send({ ...valid, [field]: value }, `${field}=${shown}`);
          for (const inner of Object.keys(object ?? {}))
            await send({ ...valid, [field]: { ...object, [inner]: value } }, `${field}.${inner}=${shown}`);
        }
      }
    });
  },
);
