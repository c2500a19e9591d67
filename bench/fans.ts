import { randomUUID } from 'node:crypto';
import { hashPassword } from '../apps/api/src/accounts/passwords.ts';
import { users } from '../apps/api/src/accounts/schema.ts';
import { accounts, transfer } from '../apps/api/src/ledger/index.ts';
import type { Database } from '../apps/api/src/platform/db/client.ts';

const PASSWORD = 'Bench#Password1';

export type SignedInFan = { id: string; token: string };

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

/**
 * Verified, age-checked fans with a funded wallet, signed in through the API. The API must run with
 * SIGN_IN_ATTEMPTS_PER_MINUTE raised: the bench signs many fans in a minute from one address.
 */
export async function fundedFans(db: Database, baseUrl: string, count: number): Promise<SignedInFan[]> {
  const passwordHash = await hashPassword(PASSWORD);
  const rows = Array.from({ length: count }, (_, index) => ({
    username: `bench_fan_${index}_${randomUUID().slice(0, 8)}`,
    email: `bench-fan-${index}-${randomUUID().slice(0, 8)}@bench.test`,
    emailVerified: true,
    kycStatus: 'verified' as const,
    passwordHash,
    role: 'USER' as const,
  }));
  const created = await db.insert(users).values(rows).returning({ id: users.id, username: users.username });
  const fans: SignedInFan[] = [];
  for (const fan of created) {
    await transfer(db, {
      idempotencyKey: `bench-funding:${randomUUID()}`,
      kind: 'bench_funding',
      postings: [
        { account: accounts.providerClearing(), amount: -100_000_000n },
        { account: accounts.fanWallet(fan.id), amount: 100_000_000n },
      ],
    });
    const signIn = await fetch(`${baseUrl}/api/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: fan.username, password: PASSWORD }),
    });
    fans.push({ id: fan.id, token: (await json<{ token: string }>(signIn)).token });
  }
  return fans;
}

/** The demo creators the API lists: whom the fans tip. */
export async function creatorIds(baseUrl: string): Promise<string[]> {
  return (await json<Array<{ _id: string }>>(await fetch(`${baseUrl}/api/creators`))).map((creator) => creator._id);
}
