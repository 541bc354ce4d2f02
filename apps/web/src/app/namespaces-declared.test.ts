// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { componentFiles, SRC } from '../test/source-files.ts';
import { ALWAYS_LOADED } from './i18n.ts';

/**
 * Issue 14: the browser loads a namespace only when a component declares it (useTranslation), so
 * a `t('auth:…')` in a component that declared only 'profile' shows a raw key until something
 * else loads 'auth'. Every namespace a component names in a key must be one it declares, or one
 * every page loads first.
 */
export function undeclaredNamespaces(code: string): string[] {
  const declared = new Set(ALWAYS_LOADED);
  for (const [, args] of code.matchAll(/useTranslation\(([^)]*)\)/g)) {
    for (const [, name] of (args ?? '').matchAll(/'([\w-]+)'/g)) if (name) declared.add(name);
  }
  const named = [...code.matchAll(/\bt\(\s*['`]([\w-]+):/g)].map(([, name]) => name ?? '');
  return [...new Set(named.filter((name) => !declared.has(name)))];
}

describe('the namespaces of a component', () => {
  it('are declared wherever a key names one', () => {
    const found = componentFiles().flatMap((file) =>
      undeclaredNamespaces(readFileSync(file, 'utf8')).map((name) => `${path.relative(SRC, file)}: ${name}`),
    );
    expect(found).toEqual([]);
  });

  it('would be caught when one is not', () => {
    const code = `const { t } = useTranslation('profile'); t('auth:changePassword.heading'); t('messages:x');`;
    expect(undeclaredNamespaces(code)).toEqual(['auth', 'messages']);
    expect(undeclaredNamespaces(`useTranslation(['profile', 'auth']); t('auth:x')`)).toEqual([]);
  });
});
