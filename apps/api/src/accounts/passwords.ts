import { hash, verify } from '@node-rs/argon2';
import { PRODUCTION_PASSWORD_HASH_COST, type PasswordHashCost } from './password-cost.ts';

export const hashPassword = (password: string, cost: PasswordHashCost = PRODUCTION_PASSWORD_HASH_COST) => hash(password, { ...cost, parallelism: 1 });

// Verifying against a real hash when the user does not exist keeps the answer time the same either way.
const dummyHash = hashPassword('velvet-timing-equaliser');

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await dummyHash, password);
    return false;
  }
  return verify(passwordHash, password);
}
