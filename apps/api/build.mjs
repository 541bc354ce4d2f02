// Bundles the API into dist/server.js. npm packages stay external (sharp, argon2 and PGlite ship native
// or WASM files that must be loaded from node_modules); our own workspace packages are TypeScript
// source and are bundled in.
import { cp, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(await readFile(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@mariner/'));

await rm(path.join(here, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: [path.join(here, 'src/server.ts')],
  outfile: path.join(here, 'dist/server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Subpaths (drizzle-orm/pg-core, @electric-sql/pglite/contrib/…) are external too.
  external: external.flatMap((name) => [name, `${name}/*`]),
  banner: {
    // Named apart so a bundled module may import createRequire itself.
    js: "import { createRequire as __bannerCreateRequire } from 'node:module'; const require = __bannerCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
// MIGRATIONS_DIR resolves to ./migrations next to the running module, in source and in the bundle.
await cp(path.join(here, 'src/db/migrations'), path.join(here, 'dist/migrations'), { recursive: true });
console.log('api built: apps/api/dist/server.js');
