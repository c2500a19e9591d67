import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WebhookEvent } from '../webhooks/events.ts';

export type ReceivedWebhook = { rawBody: string; headers: IncomingHttpHeaders; event: WebhookEvent };

/** A stand-in for the API's webhook endpoint: records every delivery and answers with a chosen status. */
export type WebhookReceiver = {
  url: string;
  /** Deliveries answered with a 2xx, in arrival order. */
  received: ReceivedWebhook[];
  /** When each delivery arrived (ms), whatever it was answered. */
  arrivals: number[];
  /** The status to answer the n-th delivery (1-based) with; 200 by default. */
  answerWith(status: (deliveryNumber: number) => number): void;
  waitFor(predicate: (received: ReceivedWebhook[]) => boolean, timeoutMs?: number): Promise<ReceivedWebhook[]>;
  /** Deliveries of `type` about the object `objectId`. */
  matching(type: string, objectId: string): ReceivedWebhook[];
  waitForEvent(type: string, objectId: string): Promise<ReceivedWebhook>;
  close(): Promise<void>;
};

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const arrivals: number[] = [];
  let statusFor = (_deliveryNumber: number) => 200;

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      arrivals.push(Date.now());
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const status = statusFor(arrivals.length);
      if (status >= 200 && status < 300) received.push({ rawBody, headers: request.headers, event: JSON.parse(rawBody) as WebhookEvent });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const waitFor: WebhookReceiver['waitFor'] = async (predicate, timeoutMs = 3000) => {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(received)) {
      if (Date.now() > deadline) throw new Error(`webhooks never matched; received ${received.map((r) => r.event.type).join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    return received;
  };

  const isAbout = (type: string, objectId: string) => (webhook: ReceivedWebhook) =>
    webhook.event.type === type && (webhook.event.data as { id?: string }).id === objectId;

  return {
    url: `http://127.0.0.1:${port}/webhooks`,
    received,
    arrivals,
    answerWith: (status) => {
      statusFor = status;
    },
    waitFor,
    matching: (type, objectId) => received.filter(isAbout(type, objectId)),
    waitForEvent: async (type, objectId) => {
      await waitFor((all) => all.some(isAbout(type, objectId)));
      return received.find(isAbout(type, objectId)) as ReceivedWebhook;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
