import { defineConfig } from 'vitest/config';

export default defineConfig({
  // A worker imports the modules once for all its files: importing them again per file was most of the run.
  test: { isolate: false },
});
