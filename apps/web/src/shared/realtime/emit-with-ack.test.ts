import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { UserFacingError } from '../errors/user-facing-error';
import { emitWithAck, type AckSocket } from './emit-with-ack';

function fakeSocket(connected: boolean, answer: () => Promise<unknown>) {
  const sent: { event: string; payload: unknown; timeoutMs: number }[] = [];
  const socket: AckSocket = {
    connected,
    timeout: (timeoutMs) => ({
      emitWithAck: (event, payload) => {
        sent.push({ event, payload, timeoutMs });
        return answer();
      },
    }),
  };
  return { socket, sent };
}

const roomSchema = z.object({ room: z.string() });

describe('emitWithAck', () => {
  it("rejects with 'Socket not connected!' when there is no socket", async () => {
    await expect(emitWithAck({ socket: null, event: 'join-room', payload: {}, schema: roomSchema })).rejects.toThrow(
      'Socket not connected!',
    );
  });

  it("rejects with 'Socket not connected!' without sending while disconnected", async () => {
    const { socket, sent } = fakeSocket(false, () => Promise.resolve({ ok: true, data: { room: 'r1' } }));

    const error = await emitWithAck({ socket, event: 'join-room', payload: {}, schema: roomSchema }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(UserFacingError);
    expect(error).toHaveProperty('message', 'Socket not connected!');
    expect(sent).toHaveLength(0);
  });

  it('resolves with the acknowledged data and sends the payload with a timeout', async () => {
    const { socket, sent } = fakeSocket(true, () => Promise.resolve({ ok: true, data: { room: 'r1' } }));

    await expect(emitWithAck({ socket, event: 'join-room', payload: { id: 'r1' }, schema: roomSchema })).resolves.toEqual({
      room: 'r1',
    });
    expect(sent).toEqual([{ event: 'join-room', payload: { id: 'r1' }, timeoutMs: 10_000 }]);
  });

  it("rejects with the server's message when it refuses the request", async () => {
    const { socket } = fakeSocket(true, () => Promise.resolve({ ok: false, message: 'You do not have access to this.' }));

    await expect(emitWithAck({ socket, event: 'join-room', payload: {}, schema: roomSchema })).rejects.toThrow(
      'You do not have access to this.',
    );
  });

  it('rejects with the retry message when the acknowledgement times out', async () => {
    const { socket } = fakeSocket(true, () => Promise.reject(new Error('operation has timed out')));

    await expect(emitWithAck({ socket, event: 'join-room', payload: {}, schema: roomSchema })).rejects.toThrow(
      'Something went wrong. Please try again later',
    );
  });
});
