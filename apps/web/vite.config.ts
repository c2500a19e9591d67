import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const apiOrigin = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react()],
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
        // What every page needs comes in one file rather than dozens of small shared chunks.
        codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
      },
    },
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
