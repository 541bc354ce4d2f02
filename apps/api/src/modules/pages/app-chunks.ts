import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The part of Vite's build manifest (apps/web/dist/.vite/manifest.json) read here. */
export interface ViteManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type ViteManifest = Record<string, ViteManifestChunk>;

/**
 * Every script the app needs before it can take over a page: the chunks the entry loads one by one
 * after the first paint (apps/web/src/main.tsx: React DOM, then the app) and all they
 * import. The entry loads each stage only once the one before it has run, so
 * without this list the browser would discover them one round trip at a time: on a phone's 150 ms
 * link, five trips before a tap works. Pages' own chunks (the routes, loaded lazily) are not here.
 */
export function appChunks(manifest: ViteManifest): string[] {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  if (!entry) return [];
  // The entry's own imports (the bundler's runtime, Vite's preload helper) are named by the HTML,
  // which fetches them with the entry: listed here, they would be asked for a second time, late.
  const withEntry = new Set((entry.imports ?? []).map((key) => manifest[key]?.file));
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk === entry || files.has(chunk.file) || withEntry.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const stage of entry.dynamicImports ?? []) visit(stage);
  return [...files].filter((file) => file.endsWith('.js')).map((file) => `/${file}`);
}

/** The list for the built app in `webDist`, or none when the build wrote no manifest. */
export function readAppChunks(webDist: string): string[] {
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return [];
  return appChunks(JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest);
}
