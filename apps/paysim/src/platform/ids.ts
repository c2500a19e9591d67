import { randomBytes } from 'node:crypto';

/** A random, unguessable id with a type prefix (`chk_…`, `pay_…`), as providers hand out: hosted URLs rely on it. */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url')}`;
}
