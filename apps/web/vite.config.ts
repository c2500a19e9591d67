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
  build: { outDir: 'dist', emptyOutDir: true },
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The tests are pure functions and hooks' rules on the node environment: a worker imports the
    // modules once for all its files (per-file isolation spent 60 s of a 2 min run importing).
    isolate: false,
  },
});
