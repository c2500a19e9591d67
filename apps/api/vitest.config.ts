import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Files that need the database to themselves: the security suites call every route as every actor, and these
 * money files check platform-wide balances and ledger drift. They run one at a time, in a project of their own.
 */
const runAlone = [
  'test/security/**/*.test.ts',
  'src/disputes/disputes.test.ts',
  'src/tips/tips.test.ts',
  'src/checkout/refunds.test.ts',
  'src/agency/withdrawals.test.ts',
  'src/agency/money.test.ts',
  'src/withdrawals/payout-review.test.ts',
];

// Each project's run makes its own database; set on the root as well, it would make one more for the root.
const globalSetup = ['./test/support/global-setup.ts'];

export default defineConfig({
  test: {
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
    // `vitest run` runs both, the shared files first (`groupOrder`); the root's `npm test` runs each as a stage.
    projects: [
      { extends: true, test: { name: 'shared', globalSetup, include: ['src/**/*.test.ts', 'test/**/*.test.ts'], exclude: [...configDefaults.exclude, ...runAlone] } },
      { extends: true, test: { name: 'alone', globalSetup, include: runAlone, fileParallelism: false, sequence: { groupOrder: 1 } } },
    ],
  },
});
