import { expect, test, type APIRequestContext } from '@playwright/test';
import { createHmac } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { paysimBaseURL } from '../playwright.config';
import { apiSignInWith, signUpIdentified, unique } from '../support/accounts';
import { apiSignIn, demoFan, signInThroughApi } from '../support/demo';

const creator = 'luna_moreau';

/** The platform's provider credentials: the environment's, else the install's (scripts/install-secrets.mjs). */
function providerSecrets(): { apiKey: string; webhookSecret: string } {
  const file = new URL('../../.data/secrets.json', import.meta.url);
  const stored = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
  return { apiKey: process.env.PAYSIM_API_KEY || stored.PAYSIM_API_KEY!, webhookSecret: process.env.PAYSIM_WEBHOOK_SECRET || stored.PAYSIM_WEBHOOK_SECRET! };
}

test.use({ actionTimeout: 15_000 });

type ProviderEvent = { id: string; type: string; data: { id: string; merchant_reference: string } };

async function creatorPending(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/api/earnings', { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { pending: number } }).data.pending;
}

/** The provider's record of what it sent, read as a reconciler would. */
async function walletEventsFor(request: APIRequestContext, transactionId: string, since: number): Promise<ProviderEvent[]> {
  const response = await request.get(`${paysimBaseURL}/v1/events?since=${since}`, { headers: { authorization: `Bearer ${providerSecrets().apiKey}` } });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: ProviderEvent[] };
  return data.filter((event) => event.type.startsWith('wallet.') && event.data.merchant_reference === transactionId);
}

test('a tip paid with the second provider (Skrill) settles once through its webhook, however often it is delivered', async ({ page, request }) => {
  const tip = 30;
  const since = Math.floor(Date.now() / 1000) - 1;
  const creatorSession = await apiSignIn(request, creator);
  const pendingBefore = await creatorPending(request, creatorSession.token);

  await test.step('the fan chooses Skrill in the tip dialog and is sent to the wallet page', async () => {
    await signInThroughApi(page, demoFan, { at: `/creator/${creator}` });
    await page.getByRole('button', { name: 'Send tip' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Tip' });
    await dialog.getByText('Custom', { exact: true }).click();
    await dialog.getByLabel('Custom amount').fill(String(tip));
    await dialog.getByRole('radio', { name: /^Skrill/ }).check();
    await dialog.getByRole('button', { name: 'Send tip' }).click();
    await expect(page).toHaveURL(/:\d+\/hosted\/wallet\/wlt_/);
  });

  await test.step('the fan pays on the wallet page and comes back to a confirmed payment', async () => {
    await expect(page.getByRole('heading', { name: 'Pay with your Skrill wallet' })).toBeVisible();
    await expect(page.getByLabel('Wallet email')).not.toBeEmpty();
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page).toHaveURL(/\/payments\/provider-return\?transaction_id=.+&status=succeeded/);
    await expect(page.getByRole('heading', { name: 'Skrill payment' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Payment received' })).toBeVisible({ timeout: 20_000 });
  });

  const transactionId = new URL(page.url()).searchParams.get('transaction_id')!;
  await test.step('the transaction shows as a completed Skrill tip', async () => {
    await page.getByRole('link', { name: 'Transaction Details' }).click();
    await expect(page.getByText('Skrill', { exact: true })).toBeVisible();
  });

  await test.step('its webhook, delivered again and again in shuffled order, moves the money once', async () => {
    await expect.poll(() => creatorPending(request, creatorSession.token)).toBeCloseTo(pendingBefore + tip * 0.8, 2);
    const events = await walletEventsFor(request, transactionId, since);
    expect(events.map((event) => event.type)).toEqual(['wallet.succeeded']);
    const body = JSON.stringify(events[0]);
    const copies = Array.from({ length: 6 }, () => body).sort(() => Math.random() - 0.5);
    const answers = await Promise.all(
      copies.map((copy) => {
        const at = Math.floor(Date.now() / 1000);
        const signature = `t=${at},v1=${createHmac('sha256', providerSecrets().webhookSecret).update(`${at}.${copy}`).digest('hex')}`;
        return request.post('/api/webhooks/paysim', { headers: { 'content-type': 'application/json', 'paysim-signature': signature }, data: copy });
      }),
    );
    for (const answer of answers) expect(await answer.json()).toEqual({ received: true, result: 'duplicate' });
    expect(await creatorPending(request, creatorSession.token)).toBeCloseTo(pendingBefore + tip * 0.8, 2);
  });
});

test('a ticket paid with the second provider (Skrill) is issued once the wallet page is paid', async ({ page, request }) => {
  const password = 'Skrill#2026';
  const host = await signUpIdentified(request, { prefix: 'skhost', role: 'CREATOR', password });
  const hostSession = await apiSignInWith(request, host.username, password);
  const title = `Skrill night ${unique()}`;
  const start = Date.now() + 86_400_000;
  const created = await request.post('/api/events', {
    headers: { authorization: `Bearer ${hostSession.token}` },
    data: { title, starts_at: new Date(start).toISOString(), ends_at: new Date(start + 3_600_000).toISOString(), time_zone: 'UTC', mode: 'online', capacity: 5, price: 12, audience: 'everyone' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const eventId = ((await created.json()) as { data: { _id: string } }).data._id;

  await test.step('the fan chooses Skrill in the buy-ticket dialog and pays on the wallet page', async () => {
    await signInThroughApi(page, demoFan, { at: `/events/${eventId}` });
    await page.getByRole('button', { name: 'Buy ticket · $12.00' }).click();
    const dialog = page.getByRole('dialog', { name: 'Buy ticket' });
    await dialog.getByRole('radio', { name: /^Skrill/ }).check();
    await dialog.getByRole('button', { name: 'Pay $12.00 + tax' }).click();
    await expect(page).toHaveURL(/:\d+\/hosted\/wallet\/wlt_/);
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page).toHaveURL(/\/payments\/provider-return\?transaction_id=.+&status=succeeded/);
    await expect(page.getByRole('status').filter({ hasText: 'Payment received' })).toBeVisible({ timeout: 20_000 });
  });

  await test.step('the ticket is the fan’s, with its QR code, and the creator was told once', async () => {
    await page.goto('/settings/tickets');
    await expect(page.getByRole('listitem', { name: `Ticket for ${title}` }).getByRole('img', { name: /^QR code of ticket / })).toBeVisible();
    const notifications = await request.get('/api/notification?limit=20', { headers: { authorization: `Bearer ${hostSession.token}` } });
    const sold = ((await notifications.json()) as { data: { items: Array<{ type: string }> } }).data.items.filter((item) => item.type === 'Ticket-Purchase');
    expect(sold).toHaveLength(1);
  });
});
