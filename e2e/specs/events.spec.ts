import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiSignInWith, signUpIdentified, unique } from '../support/accounts';
import { fakeMediaLaunchOptions } from '../support/chromium';
import { signInThroughApi } from '../support/demo';
import { fundWalletThroughApi } from '../support/money';

// Every account and the channel are this spec's own: no other spec's figures move.
const PASSWORD = 'Events#2026';
const headersOf = (token: string) => ({ authorization: `Bearer ${token}` });

type Session = { token: string; id: string };

/** A paid channel with one monthly package, made through the API as the channel form sends it. */
async function createChannel(request: APIRequestContext, creator: Session): Promise<{ id: string; name: string; packageId: string }> {
  const name = `Events ${unique()}`;
  const month = { isActive: true, price: '5', hasDiscount: false, discount: '', discountType: 'percentage', startDate: null, endDate: null, is_permanant: false, applies_on_renewal: false, for_cycles: null };
  const off = { ...month, isActive: false, price: '' };
  const response = await request.post('/api/channel', {
    headers: headersOf(creator.token),
    multipart: {
      name,
      channel_tagname: `ev${unique()}`,
      about: 'Live events for subscribers.',
      hashtags: JSON.stringify(['#events']),
      subscription_type: 'PAID',
      subscription: JSON.stringify({ MONTHLY: month, QUARTERLY: off, HALF_YEARLY: off, YEARLY: off }),
      perks: JSON.stringify([{ icon: 'chat', value: 'Front-row seats' }]),
    },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  const channel = ((await response.json()) as { data: { _id: string; packages: Array<{ _id: string }> } }).data;
  return { id: channel._id, name, packageId: channel.packages[0]!._id };
}

async function walletOf(request: APIRequestContext, session: Session): Promise<number> {
  const response = await request.get('/api/wallet', { headers: headersOf(session.token) });
  return ((await response.json()) as { data: { balance: number } }).data.balance;
}

async function signedInPage(browser: Browser, account: { username: string; email: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInThroughApi(page, account.username, { password: PASSWORD });
  return page;
}

// The creator streams Chromium's test pattern.
test.use({ actionTimeout: 15_000, launchOptions: fakeMediaLaunchOptions });

test('a creator schedules a paid event for subscribers; a subscriber buys, shows, tips and is checked in; a cancelled event refunds every buyer once', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const creator = await signUpIdentified(request, { prefix: 'evhost', role: 'CREATOR', password: PASSWORD });
  const creatorSession = await apiSignInWith(request, creator.username, PASSWORD);
  const channel = await createChannel(request, creatorSession);
  const fan = await signUpIdentified(request, { prefix: 'evfan', role: 'USER', password: PASSWORD });
  const outsider = await signUpIdentified(request, { prefix: 'evout', role: 'USER', password: PASSWORD });
  const title = `Cook-along ${unique()}`;
  let eventUrl = '';

  const studio = await signedInPage(browser, creator);
  await test.step('the creator schedules a paid event for the channel’s subscribers', async () => {
    await studio.goto('/settings/events');
    await studio.getByRole('button', { name: 'New event' }).click();
    const form = studio.getByRole('form', { name: 'New event' });
    await form.getByLabel('Title').fill(title);
    await form.getByLabel('Description').fill('Bring your own knife.');
    const local = (offsetMs: number) => {
      const at = new Date(Date.now() + offsetMs);
      return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
    };
    await form.getByLabel('Starts').fill(local(2 * 86_400_000));
    await form.getByLabel('Ends').fill(local(2 * 86_400_000 + 3_600_000));
    await form.getByLabel('Capacity').fill('5');
    await form.getByLabel('Ticket price (0 for free)').fill('15');
    await form.getByRole('combobox', { name: 'Who may attend' }).click();
    await studio.getByRole('option', { name: 'Subscribers of a channel' }).click();
    await form.getByRole('combobox', { name: 'Channel' }).click();
    await studio.getByRole('option', { name: channel.name }).click();
    await form.getByRole('button', { name: 'Create event' }).click();
    await expect(studio.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(studio.getByText('For subscribers of a channel')).toBeVisible();
    eventUrl = new URL(studio.url()).pathname;
    expect(eventUrl).toMatch(/^\/events\/[0-9a-f-]{36}$/);
  });
  const eventId = eventUrl.split('/').pop()!;

  await test.step('a non-subscriber cannot buy a ticket', async () => {
    const session = await apiSignInWith(request, outsider.username, PASSWORD);
    const refused = await request.post(`/api/events/${eventId}/tickets`, { headers: { ...headersOf(session.token), 'idempotency-key': `ev-${unique()}` }, data: { payment_mode: 'wallet' } });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe('This event is only for the audience the creator chose');
  });

  const fanPage = await signedInPage(browser, fan);
  const fanSession = await apiSignInWith(request, fan.username, PASSWORD);
  await test.step('the fan funds the wallet and subscribes to the channel', async () => {
    await fundWalletThroughApi(request, { username: fan.username, password: PASSWORD, dollars: 100 });
    const subscribed = await request.post(`/api/channel/${channel.id}/subscribe`, {
      headers: { ...headersOf(fanSession.token), 'idempotency-key': `sub-${unique()}` },
      data: { package_id: channel.packageId, payment_mode: 'wallet' },
    });
    expect(subscribed.ok(), await subscribed.text()).toBe(true);
  });

  let code = '';
  await test.step('the subscriber finds the event in the feed and buys a ticket by wallet', async () => {
    await fanPage.goto('/');
    await fanPage.getByRole('list', { name: 'Upcoming events' }).getByRole('link', { name: title }).click();
    await expect(fanPage.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await fanPage.getByRole('button', { name: 'Buy ticket · $15.00' }).click();
    const dialog = fanPage.getByRole('dialog', { name: 'Buy ticket' });
    await expect(dialog.getByRole('radio', { name: /^Wallet/ })).toBeChecked();
    await dialog.getByRole('button', { name: 'Pay $15.00 + tax' }).click();
    await expect(fanPage.getByText('Ticket purchased').first()).toBeVisible({ timeout: 20_000 });
    await expect(fanPage.getByText('You have a ticket')).toBeVisible();
  });

  await test.step('the ticket shows in settings with its QR code and code', async () => {
    await fanPage.getByRole('link', { name: 'Show my ticket' }).click();
    const ticket = fanPage.getByRole('listitem', { name: `Ticket for ${title}` });
    await expect(ticket.getByRole('img', { name: /^QR code of ticket / })).toBeVisible();
    code = (await ticket.getByLabel('Ticket code').innerText()).trim();
    expect(code).toMatch(/^[2-9A-Z]{10}$/);
  });

  await test.step('the subscriber tips the event, and the creator gets an Event-Tip', async () => {
    await fanPage.goto(eventUrl);
    await fanPage.getByRole('button', { name: 'Tip the event' }).click();
    const dialog = fanPage.getByRole('dialog', { name: 'Confirm Tip' });
    await dialog.getByText('Custom', { exact: true }).click();
    await dialog.getByLabel('Custom amount').fill('7');
    await dialog.getByRole('button', { name: 'Send tip' }).click();
    await expect(fanPage.getByText('Tip sent!')).toBeVisible();
    const notifications = await request.get('/api/notification?limit=10', { headers: headersOf(creatorSession.token) });
    const types = ((await notifications.json()) as { data: { items: Array<{ type: string }> } }).data.items.map((item) => item.type);
    expect(types).toContain('Event-Tip');
    expect(types).toContain('Ticket-Purchase');
  });

  await test.step('the creator checks the ticket in once at the door', async () => {
    await studio.reload();
    await studio.getByLabel('Ticket code').fill(code);
    await studio.getByRole('button', { name: 'Check in' }).click();
    await expect(studio.getByText(`Checked in: @${fan.username}`)).toBeVisible();
    await expect(studio.getByRole('table', { name: 'Attendees' }).getByText('Checked in')).toBeVisible();
    await studio.getByLabel('Ticket code').fill(code);
    await studio.getByRole('button', { name: 'Check in' }).click();
    await expect(studio.getByText('This ticket was already checked in')).toBeVisible();
  });

  await test.step('at the start, the subscriber joins the online room: the creator’s stream plays and the chat carries both ways; no ticket, no room', async () => {
    const start = Date.now() + 3 * 60_000;
    const live = await request.post('/api/events', {
      headers: headersOf(creatorSession.token),
      data: { title: `Live ${title}`, starts_at: new Date(start).toISOString(), ends_at: new Date(start + 3_600_000).toISOString(), time_zone: 'UTC', mode: 'online', capacity: 5, price: 0, audience: 'subscribers', channel_id: channel.id },
    });
    expect(live.status()).toBe(201);
    const liveId = ((await live.json()) as { data: { _id: string } }).data._id;
    // Without a ticket, the room refuses.
    await fanPage.goto(`/events/${liveId}/room`);
    await expect(fanPage.getByRole('alert').filter({ hasText: 'You need a ticket to enter this room' })).toBeVisible();
    const ticket = await request.post(`/api/events/${liveId}/tickets`, { headers: { ...headersOf(fanSession.token), 'idempotency-key': `ev-${unique()}` }, data: { payment_mode: 'wallet' } });
    expect(ticket.ok(), await ticket.text()).toBe(true);

    await studio.goto(`/events/${liveId}`);
    await studio.getByRole('link', { name: 'Open the room' }).click();
    await expect(studio.getByText('0 of at most 8 viewers watching')).toBeVisible();

    await fanPage.goto(`/events/${liveId}`);
    await fanPage.getByRole('link', { name: 'Join the room' }).click();
    const video = fanPage.getByTestId('event-stream');
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.videoWidth), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect(studio.getByText('1 of at most 8 viewers watching')).toBeVisible();

    await fanPage.getByRole('textbox', { name: 'Chat message' }).fill('Hello from the front row');
    await fanPage.getByRole('button', { name: 'Send' }).click();
    await expect(studio.getByRole('log', { name: 'Chat messages' })).toContainText(`@${fan.username} Hello from the front row`);
    await studio.getByRole('textbox', { name: 'Chat message' }).fill('Welcome!');
    await studio.getByRole('button', { name: 'Send' }).click();
    await expect(fanPage.getByRole('log', { name: 'Chat messages' })).toContainText(`@${creator.username} Welcome!`);

    await studio.goto('/');
  });

  await test.step('the creator cancels a second event and every buyer is refunded once', async () => {
    const second = await request.post('/api/events', {
      headers: headersOf(creatorSession.token),
      data: { title: `Second ${title}`, starts_at: new Date(Date.now() + 3 * 86_400_000).toISOString(), ends_at: new Date(Date.now() + 3 * 86_400_000 + 3_600_000).toISOString(), time_zone: 'UTC', mode: 'online', capacity: 10, price: 12, audience: 'everyone' },
    });
    expect(second.status()).toBe(201);
    const secondId = ((await second.json()) as { data: { _id: string } }).data._id;
    const before = await walletOf(request, fanSession);
    const bought = await request.post(`/api/events/${secondId}/tickets`, { headers: { ...headersOf(fanSession.token), 'idempotency-key': `ev-${unique()}` }, data: { payment_mode: 'wallet' } });
    expect(bought.ok(), await bought.text()).toBe(true);
    expect(await walletOf(request, fanSession)).toBeLessThan(before);

    await studio.goto(`/events/${secondId}`);
    await studio.getByRole('button', { name: 'Cancel event' }).click();
    await studio.getByRole('button', { name: 'Cancel event and refund' }).click();
    await expect(studio.getByText('Cancelled', { exact: true })).toBeVisible();
    // A retried cancellation refunds nothing twice.
    expect((await request.post(`/api/events/${secondId}/cancel`, { headers: headersOf(creatorSession.token) })).ok()).toBe(true);

    await expect.poll(() => walletOf(request, fanSession)).toBe(before);
    const notifications = await request.get('/api/notification?limit=20', { headers: headersOf(fanSession.token) });
    const refunds = ((await notifications.json()) as { data: { items: Array<{ type: string }> } }).data.items.filter((item) => item.type === 'Refund');
    expect(refunds).toHaveLength(1);
    await fanPage.goto('/settings/tickets');
    await expect(fanPage.getByRole('listitem', { name: `Ticket for Second ${title}` }).getByText('Refunded')).toBeVisible();
  });
});
