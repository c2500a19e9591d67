import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { lazyGroups } from './build/lazy-groups';
import { mantineStylesPerComponent } from './build/mantine-styles';
import { precompress } from './build/precompress';
import { landingRouteGroups, routePreloadsFile } from './build/route-preloads';
import { pageBackground } from './src/app/palette';

const apiOrigin = 'http://127.0.0.1:3000';

/**
 * The server's build of the guest landing pages (src/entry-server.tsx, imported by the API): the app's
 * code only, no public files, service worker or manifest. Its packages are bundled in, React's
 * production build chosen at build time: left in node_modules they would pick their build by the API's
 * NODE_ENV, which is unset under `npm start`, and React's development build renders a page 2-3× slower.
 */
const serverRenderBuild = defineConfig({
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  publicDir: false,
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: { outDir: 'dist-server', emptyOutDir: true, rolldownOptions: { output: { codeSplitting: false } } },
});

const browserBuild = defineConfig({
  plugins: [
    mantineStylesPerComponent(),
    react(),
    // The web manifest, and the service worker (src/sw) built with the list of files to precache.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      // Registered by features/pwa after the page has loaded, never in the first-load path.
      injectRegister: false,
      manifest: {
        id: '/',
        name: 'Velvet',
        short_name: 'Velvet',
        description: 'Velvet: where creators and their fans get closer.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: pageBackground,
        background_color: pageBackground,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      injectManifest: {
        rollupFormat: 'iife',
        // The shell's files, the offline page and the icons; index.html is fetched fresh on every visit.
        globPatterns: ['**/*.{js,css,svg,png,webmanifest}', 'offline.html'],
      },
    }),
    routePreloadsFile(),
    // Last: compresses what the others wrote.
    precompress(),
  ],
  resolve: { tsconfigPaths: true },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': apiOrigin,
      '/socket.io': { target: apiOrigin, ws: true },
      '/media': apiOrigin,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest tells scripts/check-size-budget.mjs which chunks the home page loads.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page needs comes in one file rather than dozens of small shared chunks.
            { name: 'shell', tags: ['$initial'], priority: landingRouteGroups.length + 1 },
            // Then each landing page's route in one file of its own (build/route-preloads.ts).
            ...landingRouteGroups,
            // Then the lazy code always fetched together: a creator page's sections, a signed-in page's layout.
            ...lazyGroups,
          ],
        },
      },
    },
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'build/**/*.test.ts'],
    // The tests are pure functions and hooks' rules on the node environment: a worker imports the
    // modules once for all its files (per-file isolation spent 60 s of a 2 min run importing).
    isolate: false,
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverRenderBuild : browserBuild));
