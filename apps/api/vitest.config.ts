import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['./test/support/global-setup.ts'],
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two cores here: a few files at a time keeps PostgreSQL and argon2 from starving each other.
    maxWorkers: 2,
  },
});
