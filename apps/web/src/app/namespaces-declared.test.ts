// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ALWAYS_LOADED } from './i18n.ts';

/**
 * Issue 14: the browser loads a namespace only when a component declares it (useTranslation), so
 * a `t('auth:…')` in a component that declared only 'profile' shows a raw key until something
 * else loads 'auth'. Every namespace a component names in a key must be one it declares, or one
 * every page loads first.
 */
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function components(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'test' ? [] : components(file);
    return file.endsWith('.tsx') && !file.includes('.test.') ? [file] : [];
  });
}

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
    const found = components(SRC).flatMap((file) =>
      undeclaredNamespaces(readFileSync(file, 'utf8')).map((name) => `${path.relative(SRC, file)}: ${name}`),
    );
    expect(found).toEqual([]);
  });

  it('would be caught when one is not', () => {
    const code = `const { t } = useTranslation('profile'); t('auth:changePassword.heading'); t('messages:x');`;
    expect(undeclaredNamespaces(code)).toEqual(['auth']);
    expect(undeclaredNamespaces(`useTranslation(['profile', 'auth']); t('auth:x')`)).toEqual([]);
  });
});
