import { emailSchema, passwordSchema, usernameSchema } from '@velvet/contracts';
import { z } from 'zod';
import type { Database } from '../platform/db/client.ts';
import { violatedUniqueIndex } from '../platform/db/errors.ts';
import { hashPassword } from './passwords.ts';
import * as repo from './repo.ts';

export const createAdminSchema = z.strictObject({ username: usernameSchema, email: emailSchema, password: passwordSchema });
export type CreateAdminInput = z.input<typeof createAdminSchema>;

export class CreateAdminError extends Error {}

/** An administrator account, signed in with the password the operator chose; nothing is generated or echoed. */
export async function createAdmin(db: Database, input: CreateAdminInput) {
  const parsed = createAdminSchema.safeParse(input);
  if (!parsed.success) throw new CreateAdminError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('\n'));
  const { password, ...account } = parsed.data;
  try {
    const row = await repo.insertUser(db, { ...account, role: 'ADMIN', emailVerified: true, passwordHash: await hashPassword(password) });
    return { id: row.id, username: row.username, email: row.email };
  } catch (error) {
    if (violatedUniqueIndex(error) !== undefined) throw new CreateAdminError('An account with this username or email already exists.');
    throw error;
  }
}
