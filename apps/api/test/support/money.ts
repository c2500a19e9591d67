import { randomUUID } from 'node:crypto';
import { accounts, transfer } from '../../src/ledger/index.ts';
import type { TestApp } from './test-app.ts';

/** Puts money in a fan's wallet as a settled deposit would. */
export async function fundWallet(testApp: TestApp, userId: string, cents: number): Promise<void> {
  await transfer(testApp.db, {
    idempotencyKey: `test-funding:${randomUUID()}`,
    kind: 'test_funding',
    postings: [
      { account: accounts.providerClearing(), amount: -BigInt(cents) },
      { account: accounts.fanWallet(userId), amount: BigInt(cents) },
    ],
  });
}

export const idempotencyHeader = (key = randomUUID()) => ({ 'idempotency-key': key });
