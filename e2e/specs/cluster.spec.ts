import { expect, test, type APIRequestContext } from '@playwright/test';
import { secondBaseURL } from '../playwright.config';
import { signUpIdentified, unique } from '../support/accounts';
import { signInThroughApi } from '../support/demo';
import { fundWalletThroughApi } from '../support/money';
import { png } from '../support/pictures';

const PASSWORD = 'Cluster#2026';

// serve.mjs starts a second API process only with Redis, which carries the events between them.
test.skip(!process.env.REDIS_URL, 'two API processes need REDIS_URL');
test.use({ actionTimeout: 15_000 });

/** The sockets connected to one process, from its /metrics (open in development, as the specs run). */
async function openSockets(request: APIRequestContext, origin: string): Promise<number> {
  const text = await (await request.get(`${origin}/metrics`)).text();
  return Number(/^velvet_realtime_open_sockets (\d+)$/m.exec(text)?.[1] ?? Number.NaN);
}

test('two users on two API processes chat live, and the fan’s payment notifies the creator on the other process', async ({ page, browser, request, baseURL }) => {
  test.setTimeout(180_000);
  await expect(async () => expect((await request.get(`${secondBaseURL}/api/health`)).ok()).toBe(true)).toPass({ timeout: 60_000 });
  const creator = await signUpIdentified(request, { prefix: 'clustercreator', role: 'CREATOR', password: PASSWORD });
  const fan = await signUpIdentified(request, { prefix: 'clusterfan', role: 'USER', password: PASSWORD });
  const question = `Which process are you on? ${unique()}`;
  const answer = `The other one ${unique()}`;
  const caption = `Sent through the second process ${unique()}`;

  // The creator's browser knows only the second process; the fan's (the spec's page) only the first.
  const creatorContext = await browser.newContext({ baseURL: secondBaseURL });
  const studio = await creatorContext.newPage();

  await test.step('each signs in on their own process, the fan deposits $20, and each process holds a socket', async () => {
    await signInThroughApi(studio, creator.username, { password: PASSWORD, at: '/chat' });
    await signInThroughApi(page, fan.username, { password: PASSWORD });
    await fundWalletThroughApi(request, { username: fan.username, password: PASSWORD, dollars: 20 });
    await expect(async () => {
      expect(await openSockets(request, baseURL!)).toBeGreaterThanOrEqual(1);
      expect(await openSockets(request, secondBaseURL)).toBeGreaterThanOrEqual(1);
    }).toPass();
  });

  await test.step('the fan messages the creator through the first process; it arrives live on the second', async () => {
    await page.goto(`/chat?user=${creator.id}`);
    const composer = page.getByRole('textbox', { name: 'Message' });
    await composer.fill(question);
    await composer.press('Enter');
    await expect(page.getByTestId('chat-message').filter({ hasText: question })).toBeVisible();

    const conversation = studio.getByTestId('conversation-item').filter({ hasText: fan.username });
    await expect(conversation.getByTestId('conversation-unread')).toHaveText('1');
    await conversation.click();
    await expect(studio.getByTestId('chat-message').filter({ hasText: question })).toBeVisible();
  });

  await test.step('the creator answers and sends a $5 photo through the second process; both arrive live on the first', async () => {
    const composer = studio.getByRole('textbox', { name: 'Message' });
    await composer.fill(answer);
    await composer.press('Enter');
    await expect(page.getByTestId('chat-message').filter({ hasText: answer })).toBeVisible();

    await studio.getByRole('button', { name: 'Send paid media' }).click();
    const dialog = studio.getByRole('dialog', { name: 'Send paid media' });
    await dialog.locator('input[type=file]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png(320, 240) });
    await expect(dialog.getByRole('img', { name: 'Photo to sell' })).toBeVisible();
    await dialog.getByLabel('Unlock fee').fill('5');
    await dialog.getByLabel('Message').fill(caption);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(studio.getByText('Media sent successfully')).toBeVisible();
    await expect(page.getByTestId('chat-message').filter({ hasText: caption }).getByRole('img', { name: 'Locked photo, blurred' })).toBeVisible();
  });

  await test.step('the fan pays for it from the wallet through the first process; the creator is notified on the second', async () => {
    const message = page.getByTestId('chat-message').filter({ hasText: caption });
    await message.getByRole('button', { name: 'Unlock for $5.00' }).click();
    const dialog = page.getByRole('dialog', { name: 'Purchase chat media' });
    await expect(dialog.getByRole('radio', { name: /^Wallet/ })).toBeChecked();
    await dialog.getByRole('button', { name: 'Unlock' }).click();
    await expect(page.getByText('Media unlocked successfully')).toBeVisible();

    await expect(studio.getByText(/unlocked your chat media for \$5\.00/).first()).toBeVisible();
    await expect(studio.getByTestId('chat-message').filter({ hasText: caption }).getByText('Bought')).toBeVisible();
  });

  await creatorContext.close();
});
