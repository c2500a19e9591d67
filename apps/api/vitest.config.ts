import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globalSetup: ['./test/support/global-setup.ts'],
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // A worker imports the app's modules once and runs its files one after another on them: importing
    // them again per file was most of the run. Each file still builds its own app (docs/decisions.md).
    pool: 'forks',
    isolate: false,
    // Two cores here: a few files at a time keeps PostgreSQL and argon2 from starving each other.
    maxWorkers: 2,
    // The young generation the API runs with in production (apps/api `start`): a worker allocates as a server
    // does, and with Node's default the suite took about 8% more CPU (docs/decisions.md).
    execArgv: ['--max-semi-space-size=64'],
  },
});
