import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['./test/support/global-setup.ts'],
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // A worker imports the app's modules once and runs its files one after another on them, and its
    // files share one app (sharedTestApp): importing and building the app per file was most of the run.
    pool: 'forks',
    isolate: false,
    // Two cores here: a few files at a time keeps PostgreSQL and argon2 from starving each other.
    maxWorkers: 2,
  },
});
