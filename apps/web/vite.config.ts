import { createRequire } from 'node:module';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * React Router publishes its production build (no dev warnings, smaller) but names no export
 * condition for it: every bundler and Node pick the development build. Point builds at it; the
 * server's render bundles it for the same reason (`ssrBuild` below).
 */
const reactRouterProduction = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** The API's dev server (`npm run dev` starts it on the default PORT; API_ORIGIN points elsewhere). */
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:3000';

/**
 * The server's render (`vite build --ssr`, apps/web/dist-server): every library bundled in, with
 * `process.env.NODE_ENV` fixed at build (issue 26). React, React DOM and their neighbours pick their
 * build from NODE_ENV when they load; left to Node, they read it at run time, so a start that sets
 * nothing (`npm start`) rendered every page with React's development build, about ten times slower,
 * unless the API set the variable before loading the render. Bundled, the render is the production
 * build whatever the environment says, and one copy of React serves every library that uses it.
 * Vite builds (and the tests) of the browser's side are unchanged.
 */
const ssrBuild = {
  ssr: { noExternal: true as const },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
  },
  ...(command === 'build' && isSsrBuild ? ssrBuild : { ssr: { noExternal: ['react-router'] } }),
  server: {
    proxy: {
      '/api': { target: API_ORIGIN, changeOrigin: false },
      '/uploads': { target: API_ORIGIN, changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The bench reads which chunks each public page loads from it (bench/first-load-js.mjs).
    manifest: true,
    // The server's CSP allows only same-origin scripts (script-src 'self'), so nothing is inlined.
    assetsInlineLimit: 0,
    // Every browser the site serves preloads modules itself (Chromium 66, Firefox 115, Safari 17);
    // one without would only fetch the app's chunks a little later, not fail. Vite's polyfill was
    // 0.4 KB gzip of every page's first load (issue 26).
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // React changes less often than the app: its own chunk stays cached across releases. Other
        // libraries go with the pages that use them (issue 14: Stripe, forms and the admin never
        // load on a public page), so there is no catch-all vendor chunk.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 20,
            },
            // Only forms and development builds use zod (issue 26: the browser does not parse answers
            // in production); the forms' route chunks share this one rather than each carrying it.
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 20 },
            // The browser's stages (src/main.tsx); the server's render bundle is split as before.
            ...(isSsrBuild
              ? []
              : [
                  // Vite's preload helper, which src/main.tsx's stages use: in the app's chunk (the router
                  // uses it too), it made the entry import that chunk, so the whole app was evaluated
                  // before the first paint instead of in the last stage.
                  { name: 'preload-helper', test: /vite[\\/]preload-helper/, priority: 30 },
                  // Issue 26: the app's shell (boot.tsx and every module it imports: the router table, the
                  // layout, TanStack Query, the API client, the contracts' constants) in
                  // one file. Left to the default splitting, the modules it shares with page chunks came
                  // as 23 files of 0.1–5 KB, each gzipped alone (about 8 KB more on every page than
                  // together) and each a request of its own.
                  {
                    name: 'app',
                    test: /src[\\/]app[\\/]boot\.tsx$/,
                    priority: 10,
                  },
                ]),
          ],
        },
      },
    },
  },
}));
