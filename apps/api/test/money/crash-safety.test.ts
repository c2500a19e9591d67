import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { accounts, balance, verifyLedger } from '../../src/ledger/index.ts';
import { transactions } from '../../src/transactions/schema.ts';
import { fundWallet } from '../support/money.ts';
import { PROCESS_START_TIMEOUT_MS, startApiProcess, type ApiProcess } from '../support/processes.ts';
import { createTestApp, createUser, TEST_PASSWORD, type TestApp } from '../support/test-app.ts';

let factory: TestApp;
let api: ApiProcess | undefined;

beforeAll(async () => {
  factory = await createTestApp();
});
afterAll(async () => {
  await api?.stop();
  await factory.close();
});

const env = () => ({ DATABASE_URL: inject('databaseUrl'), JWT_SECRET: factory.config.JWT_SECRET, RATE_LIMIT_PER_MINUTE: '100000', SIGN_IN_ATTEMPTS_PER_MINUTE: '100000' });

async function signInOver(baseUrl: string, username: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: TEST_PASSWORD }),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

const tipOver = (baseUrl: string, token: string, options: { recipientId: string; key: string }) =>
  fetch(`${baseUrl}/api/tips`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': options.key },
    body: JSON.stringify({ recipient_id: options.recipientId, amount: 5, payment_mode: 'wallet' }),
  }).then(
    (response) => response.status,
    () => 0,
  );

describe('an API process killed during a load of purchases', () => {
  it('leaves the ledger balanced, and retried keys move money once after a restart', async () => {
    const fan = await createUser(factory);
    const creator = await createUser(factory, { role: 'CREATOR' });
    await fundWallet(factory, fan.id, 200_000);
    api = await startApiProcess(env());
    const token = await signInOver(api.baseUrl, fan.username);
    const keys = Array.from({ length: 300 }, () => randomUUID());

    const load = Promise.all(keys.map((key) => tipOver(api!.baseUrl, token, { recipientId: creator.id, key })));
    await new Promise((resolve) => setTimeout(resolve, 150));
    api.child.kill('SIGKILL');
    await load;
    await api.stop();

    expect((await verifyLedger(factory.db)).drift).toBe(0);
    const completedBefore = await factory.db.select().from(transactions).where(eq(transactions.payerId, fan.id));
    expect(completedBefore.length).toBeLessThan(keys.length);
    expect(await balance(factory.db, accounts.fanWallet(fan.id))).toBe(BigInt(200_000 - completedBefore.length * 500));

    api = await startApiProcess(env());
    const retryToken = await signInOver(api.baseUrl, fan.username);
    const statuses = await Promise.all(keys.map((key) => tipOver(api!.baseUrl, retryToken, { recipientId: creator.id, key })));
    expect(statuses.every((status) => status === 200)).toBe(true);

    const after = await factory.db.select().from(transactions).where(eq(transactions.payerId, fan.id));
    expect(after).toHaveLength(keys.length);
    expect(await balance(factory.db, accounts.fanWallet(fan.id))).toBe(BigInt(200_000 - keys.length * 500));
    expect((await verifyLedger(factory.db)).drift).toBe(0);
  }, 2 * PROCESS_START_TIMEOUT_MS + 60_000);
});
