import { expect, test } from '@playwright/test';
import { drawnPicture } from '../support/creators';
import { signInThroughApi } from '../support/demo';
import { fundWalletThroughApi } from '../support/money';
import { clickOnceHydrated } from '../support/server-rendered';

// Accounts no other spec touches: kai_sands sells, theo_black (a creator, here a buyer) pays.
const creator = 'kai_sands';
const buyer = 'theo_black';

test('a creator offers a chat fee in settings; a guest is sent to sign in; another user is offered a request of the call, buys the fee by wallet and finds it under Ready to use', async ({ browser, request }) => {
  const feeName = `Studio chat ${Date.now().toString(36).slice(-4)}`;

  await test.step(`${creator} creates a one-off chat fee at /settings/services`, async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInThroughApi(page, creator, { at: '/settings/services' });
    await expect(page.getByRole('heading', { name: 'Services', level: 2 })).toBeVisible();
    await page.getByRole('button', { name: 'Create service' }).click();

    const form = page.getByRole('form', { name: 'Create service' });
    await form.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Chat fee' }).click();
    await form.getByLabel('Name').fill(feeName);
    await form.locator('input[type="file"]').setInputFiles(await drawnPicture(page, { name: 'chat.png', colour: '#3355aa' }));
    await expect(form.getByRole('img', { name: 'Service image' })).toHaveAttribute('src', /\.jpg$/, { timeout: 20_000 });
    await form.getByRole('combobox', { name: 'Chat fee type' }).click();
    await page.getByRole('option', { name: 'One-off' }).click();
    await form.getByLabel('Price ($)').fill('4');
    await form.getByRole('button', { name: 'Create service' }).click();
    await expect(form.getByText('Price must be at least $5')).toBeVisible();
    await form.getByLabel('Price ($)').fill('7');
    await form.getByRole('button', { name: 'Create service' }).click();
    await expect(page.getByText('New service has been created!')).toBeVisible();
    const card = page.getByRole('list', { name: 'Your services' }).getByRole('article', { name: feeName });
    await expect(card).toContainText('$7.00');
    await expect(card.locator('img')).toBeVisible();
    await context.close();
  });

  await test.step("a guest sees the services without 'Ready to use' and is asked to sign in", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`/creator/${creator}`);
    const drawer = page.getByRole('dialog', { name: "Kai Sands's Services" });
    await clickOnceHydrated(page.getByRole('button', { name: 'Services', exact: true }), drawer);
    await expect(drawer.getByRole('article', { name: feeName })).toBeVisible();
    await expect(drawer.getByRole('tab', { name: 'Ready to use' })).toHaveCount(0);
    await drawer.getByRole('button', { name: 'Request Studio call' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign In' })).toBeVisible();
    await context.close();
  });

  const context = await browser.newContext();
  const page = await context.newPage();
  await test.step(`${buyer} puts $20 in the wallet by card`, async () => {
    await signInThroughApi(page, buyer);
    await fundWalletThroughApi(request, { username: buyer, dollars: 20 });
  });

  await test.step(`opens ${creator}'s services and buys the chat fee by wallet`, async () => {
    await page.goto(`/creator/${creator}`);
    await page.getByRole('button', { name: 'Services', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: "Kai Sands's Services" });
    await expect(drawer.getByRole('tab', { name: 'Ready to use' })).toBeVisible();
    await expect(drawer.getByRole('region', { name: 'Featured Services' }).getByRole('button', { name: 'Request Studio call' })).toBeVisible();
    const chatFees = drawer.getByRole('region', { name: 'Chat Fee Services' });
    await chatFees.getByRole('button', { name: `Buy ${feeName}` }).click();

    const dialog = page.getByRole('dialog', { name: 'Buy Chat Fee Service' });
    await dialog.getByRole('radio', { name: /Wallet/ }).check();
    await dialog.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByText('Chat fee paid successfully')).toBeVisible();
    await expect(dialog).toBeHidden();

    await drawer.getByRole('tab', { name: 'Ready to use' }).click();
    const ready = drawer.getByRole('tabpanel', { name: 'Ready to use' });
    await expect(ready.getByRole('article', { name: feeName })).toContainText('No end date');
  });
  await context.close();
});
