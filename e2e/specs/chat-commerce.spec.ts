import { expect, test } from '@playwright/test';
import { apiSignInWith, signUpIdentified, unique } from '../support/accounts';
import { signInThroughApi } from '../support/demo';
import { fundWalletThroughApi } from '../support/money';

const PASSWORD = 'Chatshop#2026';

test('a creator shares a pay-to-view post into a chat and the fan buys it there from the wallet', async ({ browser, request }) => {
  // Two signed-in browsers and a card deposit before the purchase itself.
  test.setTimeout(180_000);
  const creator = await signUpIdentified(request, { prefix: 'shopcreator', role: 'CREATOR', password: PASSWORD });
  const fan = await signUpIdentified(request, { prefix: 'shopfan', role: 'USER', password: PASSWORD });
  const title = `Backstage set ${unique()}`;
  const note = `Made this one for you ${unique()}`;
  const { token } = await apiSignInWith(request, creator.username, PASSWORD);
  const published = await request.post('/api/posts', { headers: { authorization: `Bearer ${token}` }, data: { text: title, visibility: 'paid', price: 6 } });
  expect(published.ok()).toBe(true);

  const creatorPage = await (await browser.newContext()).newPage();
  const fanPage = await (await browser.newContext()).newPage();

  await test.step('the creator shares the post into the chat with the fan', async () => {
    await signInThroughApi(creatorPage, creator.username, { password: PASSWORD, at: `/chat?user=${fan.id}` });
    await creatorPage.getByRole('button', { name: 'Share an item' }).click();
    const dialog = creatorPage.getByRole('dialog', { name: 'Share an item' });
    await dialog.getByRole('combobox', { name: 'Post' }).click();
    await creatorPage.getByRole('option', { name: `${title} · $6.00` }).click();
    await dialog.getByLabel('Message (optional)').fill(note);
    await dialog.getByRole('button', { name: 'Share' }).click();
    await expect(creatorPage.getByText('Item shared')).toBeVisible();
    const shared = creatorPage.getByTestId('chat-message').filter({ hasText: note });
    await expect(shared.getByTestId('shared-item')).toContainText(title);
    await expect(shared.getByTestId('shared-item')).toContainText('$6.00');
    await expect(shared.getByRole('button', { name: 'Buy' })).toHaveCount(0);
  });

  await test.step('the fan adds money, opens the chat and buys the post from the wallet', async () => {
    await signInThroughApi(fanPage, fan.username, { password: PASSWORD });
    await fundWalletThroughApi(request, { username: fan.username, password: PASSWORD, dollars: 20 });
    await fanPage.goto(`/chat?user=${creator.id}`);
    const shared = fanPage.getByTestId('chat-message').filter({ hasText: note });
    await expect(shared.getByTestId('shared-item')).toContainText(title);
    await shared.getByRole('button', { name: 'Buy' }).click();
    const dialog = fanPage.getByRole('dialog', { name: 'Buy entity from chat' });
    await expect(dialog).toContainText(title);
    await dialog.getByRole('radio', { name: /^Wallet/ }).check();
    await dialog.getByRole('button', { name: 'Buy' }).click();
    await expect(fanPage.getByText('Successfully purchased item.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(shared.getByText('Purchased')).toBeVisible();
  });

  await test.step('the creator sees it bought, and the fan sees the whole post', async () => {
    await expect(creatorPage.getByTestId('chat-message').filter({ hasText: note }).getByText('Purchased')).toBeVisible();
    await fanPage.getByTestId('chat-message').filter({ hasText: note }).getByRole('link', { name: title }).click();
    await expect(fanPage).toHaveURL(/\/post\//);
    await expect(fanPage.getByText(title)).toBeVisible();
    await expect(fanPage.getByRole('button', { name: /^Unlock/ })).toHaveCount(0);
  });
});

test('a fan buys pokes on a creator’s page and pokes her; the creator sees it live and in her notifications', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const fan = await signUpIdentified(request, { prefix: 'pokefan', role: 'USER', password: PASSWORD });
  const creatorPage = await (await browser.newContext()).newPage();
  const fanPage = await (await browser.newContext()).newPage();

  await test.step('the creator is signed in', async () => {
    await signInThroughApi(creatorPage, 'theo_black');
    await expect(creatorPage.getByRole('button', { name: 'Notifications' })).toBeVisible();
  });

  await test.step('with no pokes, Poke opens the plans; the fan buys a package from the wallet', async () => {
    await signInThroughApi(fanPage, fan.username, { password: PASSWORD });
    await fundWalletThroughApi(request, { username: fan.username, password: PASSWORD, dollars: 20 });
    await fanPage.goto('/creator/theo_black');
    await fanPage.getByRole('button', { name: 'Poke (0 left)' }).click();
    const plans = fanPage.getByRole('dialog', { name: 'Purchase plans' });
    await plans.getByRole('radio', { name: /^Wallet/ }).check();
    await plans.getByRole('button', { name: 'Buy' }).click();
    await expect(fanPage.getByText('You have successfully purchased Pokes', { exact: true })).toBeVisible();
    await expect(plans).toBeHidden();
  });

  await test.step('the fan pokes; the count goes down and the creator is told', async () => {
    const poke = fanPage.getByRole('button', { name: /^Poke \(\d+ left\)$/ });
    const before = Number(/\((\d+) left\)/.exec((await poke.getAttribute('aria-label')) ?? '')?.[1]);
    expect(before).toBeGreaterThan(0);
    await poke.click();
    await expect(fanPage.getByText('Poke sent')).toBeVisible();
    await expect(fanPage.getByRole('button', { name: `Poke (${before - 1} left)` })).toBeVisible();
    // Live: the creator's open page gets it over the socket (a toast may have come and gone on a loaded machine).
    await creatorPage.getByRole('button', { name: 'Notifications' }).click();
    await expect(creatorPage.getByText(`${fan.username} poked you`).first()).toBeVisible();
  });
});
