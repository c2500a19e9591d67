import { expect, test } from '@playwright/test';
import { signUpIdentified } from '../support/accounts';
import { signInThroughApi } from '../support/demo';
import { addCard, depositByCard, openFromAccountMenu, tipFromWallet } from '../support/money';

const PASSWORD = 'Buyer#Pass2026';
const creator = 'luna_moreau';

test.use({ actionTimeout: 15_000 });

test("a fan's card check shows once, and the creator opens the fan's profile from the tip's buyer link", async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const fan = await signUpIdentified(request, { prefix: 'buyer', role: 'USER', password: PASSWORD });

  await test.step('the fan adds a card, told how the card check shows on the statement', async () => {
    await signInThroughApi(page, fan.username, { password: PASSWORD });
    await openFromAccountMenu(page, 'Cards');
    await addCard(page);
    const added = page.getByRole('dialog', { name: 'New card added successfully.' });
    await expect(added).toBeVisible({ timeout: 20_000 });
    await expect(added).toContainText('SOCIAL COMMERCE');
    await added.getByRole('link', { name: 'Deposit now' }).click();
  });

  await test.step('deposits by that card and tips the creator from the wallet', async () => {
    await expect(page.getByRole('radio', { name: /^Visa ending in 4242/ })).toBeChecked();
    await depositByCard(page, 20);
    await tipFromWallet(page, { creator, dollars: 5 });
  });

  await test.step('the history shows the $1.00 card check once: authorised, then refunded', async () => {
    await page.goto('/settings/transactions');
    const items = page.getByRole('list', { name: 'Transactions' }).getByRole('listitem');
    await expect(items).toHaveCount(3);
    const checks = items.filter({ hasText: 'PaymentCardSavedSuccessfullyAndRefunded' });
    await expect(checks).toHaveCount(1);
    await expect(checks).toContainText('Authorised, then Refunded');
    await expect(checks).toContainText('$1.00');
    await expect(items.filter({ hasText: 'SavePaymentCard' })).toHaveCount(0);
  });

  await test.step("the creator opens the tip and follows its buyer link to the fan's page", async () => {
    const creatorContext = await browser.newContext();
    const studio = await creatorContext.newPage();
    await signInThroughApi(studio, creator, { at: '/settings/transactions' });
    await studio.getByRole('list', { name: 'Transactions' }).getByRole('listitem').filter({ hasText: `@${fan.username}` }).first().getByRole('button').click();
    const info = studio.getByRole('dialog', { name: 'Transaction info' });
    await info.getByRole('link', { name: `@${fan.username}` }).click();
    await expect(studio).toHaveURL(new RegExp(`/user/${fan.username}$`));
    await expect(studio.getByRole('heading', { level: 1, name: `@${fan.username}` })).toBeVisible();
    await creatorContext.close();
  });
});
