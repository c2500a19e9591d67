import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { createDatabase, type Database, type Executor } from '../platform/db/client.ts';
import { accounts, transfer, type Posting } from './index.ts';

// Shared by the ledger's test suites: a pool on the run's database, fresh owners, and the entries
// the suites keep writing.

/** A pool of several connections on the run's test database, so concurrent calls really race. */
export const connectTestDatabase = (connections = 8): Database => createDatabase(inject('databaseUrl'), { maxConnections: connections });

export const newOwnerId = (): string => randomUUID();

export const newKey = (label: string): string => `${label}:${randomUUID()}`;

type DepositOptions = { userId: string; cents: bigint; idempotencyKey?: string };

/** Money arriving from the payment provider into a fan's wallet. */
export const deposit = (db: Executor, { userId, cents, idempotencyKey = newKey('deposit') }: DepositOptions) =>
  transfer(db, {
    idempotencyKey,
    kind: 'deposit',
    postings: [
      { account: accounts.providerClearing(), amount: -cents },
      { account: accounts.fanWallet(userId), amount: cents },
    ],
  });

type SpendOptions = { fanId: string; creatorId: string; cents: bigint };

/** The simplest purchase: the whole price from the fan's wallet to the creator's pending earnings. */
export const spendPostings = ({ fanId, creatorId, cents }: SpendOptions): Posting[] => [
  { account: accounts.fanWallet(fanId), amount: -cents },
  { account: accounts.creatorPending(creatorId), amount: cents },
];
