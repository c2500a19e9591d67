import { expect, test } from '@playwright/test';
import { apiSignInWith, signUpIdentified, unique } from '../support/accounts';
import { signInThroughApi } from '../support/demo';
import { fundWalletThroughApi } from '../support/money';
import { png } from '../support/pictures';

const PASSWORD = 'Massmsg#2026';

test('a creator sends a mass message with a paid vault photo to a custom list; a listed fan unlocks it', async ({ browser, request }) => {
  const creator = await signUpIdentified(request, { prefix: 'masscreator', role: 'CREATOR', password: PASSWORD });
  const fan = await signUpIdentified(request, { prefix: 'massfan', role: 'USER', password: PASSWORD });
  const creatorPage = await (await browser.newContext()).newPage();
  const fanPage = await (await browser.newContext()).newPage();
  const caption = `For my list ${unique()}`;
  const listTitle = `VIP ${unique().slice(-5)}`;

  await test.step('the fan puts $20 in the wallet by card and tips the creator $5 from it (which makes them a fan)', async () => {
    await signInThroughApi(fanPage, fan.username, { password: PASSWORD });
    await fundWalletThroughApi(request, { username: fan.username, password: PASSWORD, dollars: 20 });
    const { token } = await apiSignInWith(request, fan.username, PASSWORD);
    const tipped = await request.post('/api/tips', {
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
      data: { recipient_id: creator.id, amount: 5, payment_mode: 'wallet' },
    });
    expect(tipped.status(), await tipped.text()).toBe(200);
  });

  await test.step('the creator puts the fan in a custom list', async () => {
    const { token } = await apiSignInWith(request, creator.username, PASSWORD);
    const created = await request.post('/api/lists', { headers: { authorization: `Bearer ${token}` }, data: { title: listTitle, user_ids: [fan.id] } });
    expect(created.status(), await created.text()).toBeLessThan(300);
  });

  await test.step('the creator uploads a photo into the vault', async () => {
    await signInThroughApi(creatorPage, creator.username, { password: PASSWORD, at: '/settings/vault' });
    await creatorPage.locator('input[type=file]').setInputFiles({ name: 'set.png', mimeType: 'image/png', buffer: png(320, 240) });
    await expect(creatorPage.getByTestId('vault-item')).toHaveCount(1, { timeout: 20_000 });
  });

  await test.step('the creator sends it as a $5 mass message to the list and sees it delivered', async () => {
    await creatorPage.goto('/settings/mass-messages');
    const form = creatorPage.getByRole('form', { name: 'New mass message' });
    await form.getByRole('combobox', { name: 'Send to' }).click();
    await creatorPage.getByRole('option', { name: 'A custom list' }).click();
    await form.getByRole('combobox', { name: 'A custom list' }).click();
    await creatorPage.getByRole('option', { name: `${listTitle} (1)` }).click();
    await form.getByLabel('Message').fill(caption);
    await form.getByRole('checkbox', { name: 'Choose vault photo 1' }).check();
    await form.getByRole('button', { name: 'Send mass message' }).click();
    await expect(form.getByText('Unlock fee is required')).toBeVisible();
    await form.getByLabel('Unlock fee').fill('5');
    await form.getByRole('button', { name: 'Send mass message' }).click();
    await expect(creatorPage.getByText('Mass message queued')).toBeVisible();
    const sent = creatorPage.getByRole('article').filter({ hasText: caption });
    await expect(sent.getByTestId('mass-sent')).toHaveText('1/1', { timeout: 20_000 });
    await expect(sent.getByTestId('mass-status')).toHaveText('Sent');
  });

  await test.step('the fan sees it blurred and unlocks it from the wallet', async () => {
    await fanPage.goto(`/chat?user=${creator.id}`);
    const message = fanPage.getByTestId('chat-message').filter({ hasText: caption });
    await expect(message.getByRole('img', { name: 'Locked photo, blurred' })).toBeVisible();
    await message.getByRole('button', { name: 'Unlock for $5.00' }).click();
    const dialog = fanPage.getByRole('dialog', { name: 'Purchase chat media' });
    await expect(dialog.getByRole('radio', { name: /^Wallet/ })).toBeChecked();
    await dialog.getByRole('button', { name: 'Unlock' }).click();
    await expect(fanPage.getByText('Media unlocked successfully')).toBeVisible();
    await expect(message.getByRole('img', { name: 'Paid photo' })).toBeVisible();
  });

  await test.step('the creator’s list shows the unlock and its income', async () => {
    await creatorPage.reload();
    const sent = creatorPage.getByRole('article').filter({ hasText: caption });
    await expect(sent.getByTestId('mass-unlocked')).toHaveText('1');
    await expect(sent.getByTestId('mass-income')).toHaveText('$5.00');
  });
});
