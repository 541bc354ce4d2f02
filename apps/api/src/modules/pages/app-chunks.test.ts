import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appChunks, readAppChunks, type ViteManifest } from './app-chunks.ts';
import { withAppChunks } from './shell.ts';

/** The shape Vite writes for src/main.tsx: an entry that loads its stages with import(). */
const MANIFEST: ViteManifest = {
  'index.html': {
    file: 'assets/index-a1.js',
    isEntry: true,
    // The bundler's runtime and Vite's preload helper, which the HTML names beside the entry.
    imports: ['_runtime-r0.js'],
    dynamicImports: ['_react-b2.js', 'src/app/stages/zod.ts', 'src/app/boot.tsx'],
  },
  '_runtime-r0.js': { file: 'assets/runtime-r0.js' },
  '_react-b2.js': { file: 'assets/react-b2.js' },
  'src/app/stages/zod.ts': { file: 'assets/zod-c3.js', imports: ['_zod-d4.js'] },
  '_zod-d4.js': { file: 'assets/zod-d4.js' },
  'src/app/boot.tsx': {
    file: 'assets/boot-e5.js',
    // The app imports the entry (Vite's preload helper lives there) and chunks already listed.
    imports: ['index.html', '_runtime-r0.js', '_react-b2.js', '_zod-d4.js', '_query-f6.js'],
    dynamicImports: ['src/app/routes/AdminRoute.tsx'],
  },
  '_query-f6.js': { file: 'assets/query-f6.js', imports: ['_styles-g7.css'] },
  '_styles-g7.css': { file: 'assets/styles-g7.css' },
  'src/app/routes/AdminRoute.tsx': { file: 'assets/AdminRoute-h8.js', imports: ['_query-f6.js'] },
};

describe('the scripts the app needs before it takes over a page', () => {
  it('are every stage the entry loads and all they import, once each, without the pages’ own chunks or the entry’s imports', () => {
    expect(appChunks(MANIFEST)).toEqual([
      '/assets/react-b2.js',
      '/assets/zod-c3.js',
      '/assets/zod-d4.js',
      '/assets/boot-e5.js',
      '/assets/query-f6.js',
    ]);
  });

  it('are none for a manifest without an entry, or a build without a manifest', async () => {
    expect(appChunks({ 'x.js': { file: 'assets/x.js' } })).toEqual([]);
    const webDist = await mkdtemp(path.join(os.tmpdir(), 'mm-chunks-'));
    try {
      expect(readAppChunks(webDist)).toEqual([]);
      await mkdir(path.join(webDist, '.vite'));
      await writeFile(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
      expect(readAppChunks(webDist)).toHaveLength(5);
    } finally {
      await rm(webDist, { recursive: true, force: true });
    }
  });

  it('reach the shell as inert JSON at the end of its head', () => {
    const shell = '<html><head><title>x</title></head><body><div id="root"></div></body></html>';
    const html = withAppChunks(shell, ['/assets/react-b2.js', '/assets/</script>.js']);
    expect(html).toContain(
      '<script type="application/json" id="app-chunks">["/assets/react-b2.js","/assets/\\u003c/script\\u003e.js"]</script>\n  </head>',
    );
    expect(withAppChunks(shell, [])).toBe(shell);
  });
});
