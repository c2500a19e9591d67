import type { SavedCard } from '@velvet/contracts';
import { freePort, startPaysimProcess, type ApiProcess } from './processes.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const WEBHOOK_SECRET = 'velvet-test-webhook-secret-0123456789abcdef';
const API_KEY = 'velvet-test-paysim-api-key-0123';

export const TEST_CARDS = { visa: '4242424242424242', declinedAfterSaving: '4000000000000341' } as const;

/** The API listening, wired to its own provider sandbox process that sends it webhooks. */
export async function sandboxedTestApp(
  env: Record<string, string> = {},
  paysimEnv: Record<string, string> = {},
): Promise<{ testApp: TestApp; paysim: ApiProcess; apiUrl: string; stop: () => Promise<void> }> {
  const paysimPort = await freePort();
  const testApp = await createTestApp({
    ...env,
    PAYSIM_URL: `http://127.0.0.1:${paysimPort}`,
    PAYSIM_API_KEY: API_KEY,
    PAYSIM_WEBHOOK_SECRET: WEBHOOK_SECRET,
    PUBLIC_WEB_URL: 'http://velvet.test',
  });
  const apiUrl = await testApp.app.listen({ host: '127.0.0.1', port: 0 });
  const paysim = await startPaysimProcess(paysimPort, {
    PAYSIM_API_KEY: API_KEY,
    PAYSIM_WEBHOOK_SECRET: WEBHOOK_SECRET,
    PAYSIM_WEBHOOK_URL: `${apiUrl}/api/webhooks/paysim`,
    PAYSIM_PUBLIC_URL: `http://127.0.0.1:${paysimPort}`,
    PAYSIM_WEBHOOK_RETRY_BASE_MS: '50',
    ...paysimEnv,
  });
  return {
    testApp,
    paysim,
    apiUrl,
    stop: async () => {
      await paysim.stop();
      await testApp.close();
    },
  };
}

/** Saves a card as a cardholder does: the hosted card page, then the return page's confirmation. */
export async function saveCardAtProvider(testApp: TestApp, headers: Record<string, string>, number: string): Promise<SavedCard> {
  const billing = { full_address: '1 Canal Street', city: 'Amsterdam', state: 'NH', zip_code: '1011 AB', country: 'NL', save_card: true };
  const frame = await testApp.app.inject({ method: 'POST', url: '/api/cards/frame-link', headers, payload: billing });
  const { checkout_id: checkoutId, link } = frame.json().data;
  const form = new URLSearchParams({ number, expiry_month: '12', expiry_year: String(new Date().getUTCFullYear() + 2), cvc: '123', holder: 'Alex Turner' });
  await fetch(link, { method: 'POST', body: form, redirect: 'manual' });
  const confirmed = await testApp.app.inject({ method: 'POST', url: '/api/cards/confirm', headers, payload: { checkout_id: checkoutId } });
  if (confirmed.statusCode !== 200) throw new Error(`card not saved: ${confirmed.body}`);
  return confirmed.json<{ data: SavedCard }>().data;
}

/** Polls until `done` holds or the time is up, answering the last value. */
export async function eventually<T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
