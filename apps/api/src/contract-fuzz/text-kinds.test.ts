import { TEXT_KIND_KEY } from '@mariner/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-db.ts';

/**
 * Issue 25, defect 2, kept fixed as a class: every text a request can carry (path, query, JSON
 * body, however deep) is either a closed format (an enum, a uuid, a date, a pattern) or says which
 * kind of text it is (`x-text`: single-line, multi-line, secret), because it was built from the
 * contracts' text blocks. A new field written as a bare `z.string()` fails here.
 */

interface JsonSchema {
  type?: string | string[];
  [key: string]: unknown;
}

const CLOSED_FORMATS = new Set(['uuid', 'date-time', 'date', 'email', 'uri']);

const isClosed = (schema: JsonSchema) =>
  TEXT_KIND_KEY in schema ||
  'enum' in schema ||
  'const' in schema ||
  'pattern' in schema ||
  CLOSED_FORMATS.has(String(schema.format));

/** The dotted paths of the string schemas in `schema` that say nothing of their kind. */
function unclassifiedStrings(schema: unknown, path: string): string[] {
  if (schema === null || typeof schema !== 'object') return [];
  const node = schema as JsonSchema;
  const found: string[] = [];
  const types = Array.isArray(node.type) ? node.type : [node.type];
  if (types.includes('string') && !isClosed(node)) found.push(path);
  for (const [key, child] of Object.entries(node)) {
    if (key === 'properties' && child && typeof child === 'object') {
      for (const [name, property] of Object.entries(child))
        found.push(...unclassifiedStrings(property, `${path}.${name}`));
    } else if (key === 'items' || key === 'additionalProperties' || key === 'not') {
      found.push(...unclassifiedStrings(child, `${path}[]`));
    } else if ((key === 'anyOf' || key === 'oneOf' || key === 'allOf') && Array.isArray(child)) {
      for (const option of child) found.push(...unclassifiedStrings(option, path));
    }
  }
  return found;
}

const t = await createTestApp();
afterAll(() => t.close());

describe('every text of every request says its kind', () => {
  it('in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const unclassified: string[] = [];
    let checked = 0;
    for (const [route, item] of Object.entries<Record<string, Record<string, unknown>>>(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const where = `${method.toUpperCase()} ${route}`;
        const parameters = (operation.parameters ?? []) as { in: string; name: string; schema: unknown }[];
        for (const parameter of parameters) {
          checked++;
          unclassified.push(
            ...unclassifiedStrings(parameter.schema, `${where} ${parameter.in}:${parameter.name}`),
          );
        }
        const body = operation.requestBody as { content?: Record<string, { schema?: unknown }> } | undefined;
        for (const [type, content] of Object.entries(body?.content ?? {})) {
          checked++;
          unclassified.push(...unclassifiedStrings(content.schema, `${where} body(${type})`));
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(unclassified).toEqual([]);
  });
});
