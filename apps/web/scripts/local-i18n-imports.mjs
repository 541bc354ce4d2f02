// Decision 030: components read texts through the app's own module (src/lib/i18n), not i18next.
// Rewrites the given files' `from 'react-i18next'` and `from 'i18next'` imports (useTranslation,
// Trans, TFunction) to it, with the right relative path:
//   grep -rlE "from '(react-)?i18next'" apps/web/src | xargs node apps/web/scripts/local-i18n-imports.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const target = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/lib/i18n/index.tsx');

for (const file of process.argv.slice(2)) {
  const source = readFileSync(file, 'utf8');
  let relative = path
    .relative(path.dirname(path.resolve(file)), target)
    .split(path.sep)
    .join('/');
  if (!relative.startsWith('.')) relative = `./${relative}`;
  const rewritten = source.replace(/from ['"](react-)?i18next['"]/g, `from '${relative}'`);
  if (rewritten !== source) {
    writeFileSync(file, rewritten);
    console.log(`rewrote ${file}`);
  }
}
