import type { CallSession } from '@velvet/contracts';
import { callEndsAt } from '@velvet/contracts';
import { timingSafeEqual } from 'node:crypto';
import type { RequestRow } from '../requests/repo.ts';

/** The socket.io room of a call: one per accepted VOICE or VIDEO request. */
export const callRoom = (requestId: string) => `call:${requestId}`;

/** Whether `token` is the call token the request holds for `userId` (compared in constant time). */
export function holdsToken(row: RequestRow, userId: string, token: string): boolean {
  const own = row.callTokens[userId];
  if (!own) return false;
  const [a, b] = [Buffer.from(own), Buffer.from(token)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** When the call's paid time ends, once its clock runs. */
export const endsAt = (row: RequestRow): Date | null => (row.startedAt ? callEndsAt(row.startedAt, row.durationSeconds ?? 0) : null);

export const toCallSession = (row: RequestRow, members: string[]): CallSession => ({
  request_id: row.id,
  type: row.type as CallSession['type'],
  fan_id: row.fanId,
  creator_id: row.creatorId,
  duration: row.durationSeconds ?? 0,
  started_at: row.startedAt?.toISOString() ?? null,
  ends_at: endsAt(row)?.toISOString() ?? null,
  members,
});
