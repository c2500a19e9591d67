import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 hashes with argon2id by default; these are OWASP's recommended minimum costs.
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, options);

// Verifying against a real hash when the user does not exist keeps the answer time the same either way.
const dummyHash = hash('velvet-timing-equaliser', options);

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await dummyHash, password);
    return false;
  }
  return verify(passwordHash, password);
}
