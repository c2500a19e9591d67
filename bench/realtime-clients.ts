// A child process of bench/realtime.ts holding its share of the socket.io clients: it connects them with
// their tokens, notes when each notification arrives, and sends chat messages at a fixed rate timing each
// acknowledgement. It talks to its parent over the IPC channel only (see `ClientCommand`).
import { chatEvents, socketEvents } from '@velvet/contracts';
import { performance } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import { watchStalls, type Stalls } from './stalls.ts';

export type ClientCommand =
  | { type: 'connect'; url: string; tokens: string[]; concurrency: number }
  | { type: 'chat'; senders: Array<{ socket: number; channelId: string }>; perSecond: number; seconds: number }
  | { type: 'notifications' }
  | { type: 'close' };

export type ClientReport =
  | { type: 'connected'; connected: number; failed: number; firstError?: string }
  | { type: 'chat'; latenciesMs: number[]; sentAtMs: number[]; failed: number; firstError?: string; stalls: Stalls }
  | { type: 'notifications'; arrivals: Array<[id: string, atMs: number]> };

/** Wall-clock milliseconds with sub-millisecond precision, comparable across the bench's processes. */
export const nowMs = () => performance.timeOrigin + performance.now();

const sockets: Socket[] = [];
let arrivals: Array<[string, number]> = [];

const report = (message: ClientReport) => process.send!(message);

function connectOne(url: string, token: string): Promise<Socket> {
  const socket = io(url, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true, timeout: 60_000 });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

async function connectAll({ url, tokens, concurrency }: Extract<ClientCommand, { type: 'connect' }>): Promise<void> {
  let next = 0;
  let failed = 0;
  let firstError: string | undefined;
  const worker = async () => {
    while (next < tokens.length) {
      const index = next++;
      try {
        const socket = await connectOne(url, tokens[index]!);
        socket.on(socketEvents.notification, (notification: { _id: string }) => arrivals.push([notification._id, nowMs()]));
        sockets[index] = socket;
      } catch (error) {
        failed += 1;
        firstError ??= error instanceof Error ? error.message : String(error);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  report({ type: 'connected', connected: sockets.filter(Boolean).length, failed, firstError });
}

/** Open loop: a message leaves every 1/perSecond s whether or not earlier ones were answered, so a slow server shows as latency. */
async function chat({ senders, perSecond, seconds }: Extract<ClientCommand, { type: 'chat' }>): Promise<void> {
  const total = Math.round(perSecond * seconds);
  const latenciesMs: number[] = [];
  const sentAtMs: number[] = [];
  let failed = 0;
  let firstError: string | undefined;
  const pending: Promise<void>[] = [];
  const stalls = watchStalls();
  const started = nowMs();
  for (let index = 0; index < total; index += 1) {
    const due = started + (index * 1000) / perSecond;
    const wait = due - nowMs();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    const sender = senders[index % senders.length]!;
    const sentAt = nowMs();
    pending.push(
      (sockets[sender.socket]!.timeout(30_000).emitWithAck(chatEvents.send, { channel_id: sender.channelId, message_text: `bench message ${index}` }) as Promise<{ ok: boolean; message?: string }>)
        .then((answer) => {
          if (answer.ok) {
            latenciesMs.push(nowMs() - sentAt);
            sentAtMs.push(sentAt);
          } else {
            failed += 1;
            firstError ??= answer.message;
          }
        })
        .catch((error: unknown) => {
          failed += 1;
          firstError ??= error instanceof Error ? error.message : String(error);
        }),
    );
  }
  await Promise.all(pending);
  report({ type: 'chat', latenciesMs, sentAtMs, failed, firstError, stalls: stalls() });
}

process.on('message', (command: ClientCommand) => {
  switch (command.type) {
    case 'connect':
      void connectAll(command);
      break;
    case 'chat':
      void chat(command);
      break;
    case 'notifications':
      report({ type: 'notifications', arrivals });
      arrivals = [];
      break;
    case 'close':
      for (const socket of sockets) socket?.close();
      process.disconnect();
      break;
  }
});
