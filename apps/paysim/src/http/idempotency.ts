import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { conflict, ProviderError } from './errors.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';

/** How long a key is remembered, as at Stripe. */
const KEY_LIFETIME_MS = 24 * 60 * 60 * 1000;

type StoredAnswer = { statusCode: number; contentType: string; payload: string };

type Entry = {
  fingerprint: string;
  storedAt: number;
  /** Resolves to undefined when the first request never executed (a 400), so a retry runs afresh. */
  answer: Promise<StoredAnswer | undefined>;
};

/** First answers by idempotency key, in memory like the rest of the sandbox. */
export class IdempotencyStore {
  private readonly entries = new Map<string, Entry>();

  get(key: string): Entry | undefined {
    return this.entries.get(key);
  }

  set(key: string, entry: Entry): void {
    this.entries.set(key, entry);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  pruneExpired(now = Date.now()): void {
    for (const [key, entry] of this.entries) if (now - entry.storedAt > KEY_LIFETIME_MS) this.entries.delete(key);
  }
}

/** JSON with sorted keys, so the same body sent with its fields in another order counts as the same request. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const fields = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${fields.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function fingerprintOf(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${canonicalJson(request.body ?? null)}`)
    .digest('hex');
}

function readKey(request: FastifyRequest): string | undefined {
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || key.length === 0 || key.length > 255) {
    throw new ProviderError({ status: 400, code: 'invalid_request', message: 'Idempotency-Key must be 1 to 255 characters' });
  }
  return key;
}

/**
 * Makes every POST and DELETE in `scope` idempotent by its `Idempotency-Key`: the same key and body replays the
 * first answer byte for byte (with `Idempotent-Replayed: true`) without running the handler again;
 * the same key with another body or endpoint is a 409. A concurrent retry waits for the first answer.
 * A request refused by validation (400) never ran, so it is forgotten and the key can be reused; any
 * other answer, a 5xx included, is kept, as at Stripe: a crash may have happened after an effect.
 */
export function registerIdempotency(scope: FastifyInstance, store: IdempotencyStore): void {
  const settleByRequest = new WeakMap<FastifyRequest, { key: string; settle: (answer?: StoredAnswer) => void }>();

  scope.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST' && request.method !== 'DELETE') return;
    const key = readKey(request);
    if (!key) return;
    const fingerprint = fingerprintOf(request);

    const existing = store.get(key);
    if (existing && existing.fingerprint !== fingerprint) {
      throw conflict('idempotency_key_reused', 'This Idempotency-Key was already used with another request');
    }
    const first = await existing?.answer;
    if (first) {
      return reply.status(first.statusCode).header('content-type', first.contentType).header(REPLAYED_HEADER, 'true').send(first.payload);
    }

    let settle: (answer?: StoredAnswer) => void = () => {};
    const answer = new Promise<StoredAnswer | undefined>((resolve) => (settle = resolve));
    store.set(key, { fingerprint, storedAt: Date.now(), answer });
    settleByRequest.set(request, { key, settle });
  });

  scope.addHook('onSend', async (request, reply, payload) => {
    const pending = settleByRequest.get(request);
    if (!pending) return payload;
    settleByRequest.delete(request);
    if (reply.statusCode === 400) {
      store.delete(pending.key);
      pending.settle(undefined);
    } else {
      const contentType = String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8');
      pending.settle({ statusCode: reply.statusCode, contentType, payload: String(payload) });
    }
    return payload;
  });
}
