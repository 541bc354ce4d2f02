import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contracts from './index.ts';

/**
 * The browser does not parse answers in production builds (issue 26: apps/web/src/lib/api-client.ts
 * takes a schema in development and tests only). That is safe only while parsing an answer changes
 * nothing: no schema an answer is read with may transform, default, coerce or catch a value, or the
 * production app would see something else than the tests do.
 */
const READ_AS_IS = new Set(['DirectoryProfile', 'MapSettings']);
const CHANGING = new Set(['transform', 'default', 'prefault', 'catch']);

type Def = { type: string; coerce?: boolean; check?: string } & Record<string, unknown>;
const defOf = (schema: unknown): Def | undefined =>
  (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;

/** The paths inside `schema` where parsing would change a value. */
function changingParts(schema: unknown, at: string, seen = new Set<unknown>()): string[] {
  const def = defOf(schema);
  if (!def || seen.has(schema)) return [];
  seen.add(schema);
  if (CHANGING.has(def.type) || def.coerce) return [`${at} (${def.type}${def.coerce ? ', coerce' : ''})`];
  // .trim(), .toLowerCase() and the like are checks that overwrite the value.
  const checks = (def.checks as unknown[] | undefined) ?? [];
  if (checks.some((check) => defOf(check)?.check === 'overwrite')) return [`${at} (overwrite)`];
  const children: [string, unknown][] = [];
  if (def.type === 'object') children.push(...Object.entries(def.shape as Record<string, unknown>));
  if (def.type === 'array') children.push(['[]', def.element]);
  if (def.type === 'record') children.push(['{}', def.valueType]);
  if (def.type === 'union')
    children.push(...(def.options as unknown[]).map((o, i) => [`|${i}`, o] as [string, unknown]));
  if ('innerType' in def) children.push(['', def.innerType]);
  // A pipe changes the value only where one of its ends does (a check piped into another check).
  if (def.type === 'pipe') children.push(['', def.in], ['', def.out]);
  if (def.type === 'lazy') children.push(['', (def.getter as () => unknown)()]);
  return children.flatMap(([key, child]) => changingParts(child, key ? `${at}.${key}` : at, seen));
}

describe('answers the browser reads without parsing', () => {
  const answers = Object.entries(contracts).filter(
    ([name, value]) => (name.endsWith('Response') || READ_AS_IS.has(name)) && defOf(value),
  );

  it('are found', () => {
    expect(answers.length).toBeGreaterThan(50);
  });

  it.each(answers)('%s is the same parsed or not', (name, schema) => {
    expect(changingParts(schema as z.ZodType, name)).toEqual([]);
  });
});
