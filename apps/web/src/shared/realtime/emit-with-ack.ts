import { messages } from '@velvet/contracts';
import { z } from 'zod';
import { UserFacingError } from '../errors/user-facing-error';

const ACK_TIMEOUT_MS = 10_000;

/** The part of a socket.io client socket that acknowledged requests need. */
export type AckSocket = {
  readonly connected: boolean;
  timeout(ms: number): { emitWithAck(event: string, payload: unknown): Promise<unknown> };
};

const ackSchema = <T>(data: z.ZodType<T>) =>
  z.union([z.object({ ok: z.literal(true), data }), z.object({ ok: z.literal(false), message: z.string() })]);

type EmitWithAckOptions<T> = {
  socket: AckSocket | null;
  event: string;
  payload: unknown;
  schema: z.ZodType<T>;
};

/** Sends a request over the socket and resolves with the acknowledged data (contracts' SocketAck). */
export async function emitWithAck<T>({ socket, event, payload, schema }: EmitWithAckOptions<T>): Promise<T> {
  if (!socket?.connected) throw new UserFacingError(messages.socketNotConnected);

  let answer: unknown;
  try {
    answer = await socket.timeout(ACK_TIMEOUT_MS).emitWithAck(event, payload);
  } catch {
    throw new UserFacingError(messages.somethingWentWrongRetry);
  }

  const ack = ackSchema(schema).safeParse(answer);
  if (!ack.success) throw new UserFacingError(messages.somethingWentWrong);
  if (!ack.data.ok) throw new UserFacingError(ack.data.message);
  return ack.data.data;
}
