import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type PaysimApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.ts';

export const TEST_API_KEY = 'paysim-test-api-key-0123456789';
export const TEST_WEBHOOK_SECRET = 'paysim-test-webhook-secret-0123456789abcdef';
export const RETURN_URL = 'https://velvet.test/settings/addCard';
export const BILLING_ADDRESS = { full_address: '1 Canal Street', city: 'Amsterdam', state: 'NH', zip_code: '1011 AB', country: 'NL' };

type Method = 'GET' | 'POST' | 'DELETE';

/** A paysim server with a webhook receiver, and helpers that call it the way the API does. */
export type Sandbox = {
  app: PaysimApp;
  config: Config;
  webhooks: WebhookReceiver;
  /** A server-to-server call with the API key; answers status, parsed JSON body and headers. */
  call<T = Record<string, unknown>>(
    method: Method,
    url: string,
    options?: { body?: object; idempotencyKey?: string },
  ): Promise<{ status: number; body: T; headers: Record<string, unknown> }>;
  /** A browser posting a hosted page's form. */
  submitForm(url: string, fields: Record<string, string>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

export async function startSandbox(env: Record<string, string> = {}): Promise<Sandbox> {
  const webhooks = await startWebhookReceiver();
  const config = loadConfig({
    NODE_ENV: 'test',
    PAYSIM_API_KEY: TEST_API_KEY,
    PAYSIM_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    PAYSIM_PUBLIC_URL: 'http://paysim.test',
    PAYSIM_WEBHOOK_URL: webhooks.url,
    PAYSIM_WEBHOOK_RETRY_BASE_MS: '5',
    PAYSIM_TRANSFER_DELAY_MS: '10',
    ...env,
  });
  const app = await buildApp({ config, logger: false });

  return {
    app,
    config,
    webhooks,
    call: async (method, url, { body, idempotencyKey } = {}) => {
      const headers: InjectOptions['headers'] = { authorization: `Bearer ${TEST_API_KEY}` };
      if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
      const response = await app.inject({ method, url, headers, ...(body ? { payload: body } : {}) });
      return { status: response.statusCode, body: response.json(), headers: response.headers };
    },
    submitForm: (url, fields) =>
      app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      }),
    close: async () => {
      await app.close();
      await webhooks.close();
    },
  };
}
