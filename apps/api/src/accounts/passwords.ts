import { hash, verify } from '@node-rs/argon2';
import { PRODUCTION_PASSWORD_HASH_COST, type PasswordHashCost } from './password-cost.ts';

export const hashPassword = (password: string, cost: PasswordHashCost = PRODUCTION_PASSWORD_HASH_COST) => hash(password, { ...cost, parallelism: 1 });

/** Hashing and checking passwords at one cost: the accounts' configured one (PASSWORD_HASH_* in config.ts). */
export function createPasswords(cost: PasswordHashCost) {
  // Verifying against a real hash of the same cost when the user does not exist keeps the answer time the same either way.
  let dummyHash: Promise<string> | undefined;

  async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
    if (!passwordHash) {
      await verify(await (dummyHash ??= hashPassword('velvet-timing-equaliser', cost)), password);
      return false;
    }
    return verify(passwordHash, password);
  }

  return { hash: (password: string) => hashPassword(password, cost), verify: verifyPassword };
}
export type Passwords = ReturnType<typeof createPasswords>;
