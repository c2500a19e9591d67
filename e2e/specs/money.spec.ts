import { expect, test } from '@playwright/test';
import { demoFan, signInThroughApi } from '../support/demo';
import {
  activatePayoutAccount,
  addCard,
  chooseIdeal,
  depositByCard,
  depositByIdeal,
  earningsStat,
  openFromAccountMenu,
  reloadedEarnings,
  releaseEarnings,
  shownDollars,
  tipFromWallet,
  usd,
  walletBalance,
  withdraw,
  withdrawableBalance,
} from '../support/money';

const creator = 'luna_moreau';
/** The creator keeps 80% of a tip: the platform's fee is 20% (counted in cents). */
const creatorShare = (dollars: number) => Math.round(dollars * 80) / 100;
const DAY_MS = 86_400_000;

// A click that finds nothing fails within seconds, not at the end of the journey's long timeout.
test.use({ actionTimeout: 15_000 });

test('a fan adds a card, deposits by card and iDEAL and tips a creator, who sees the earning released and withdraws it', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const tip = 140;
  const withdrawal = 100;

  // The creator has a browser of her own.
  const creatorContext = await browser.newContext();
  const studio = await creatorContext.newPage();
  let earningsBefore = { pending: 0, available: 0 };
  await test.step('the creator signs in and notes her earnings before the fan pays', async () => {
    await signInThroughApi(studio, creator);
    await openFromAccountMenu(studio, 'Earnings');
    earningsBefore = await reloadedEarnings(studio);
  });

  let balance = 0;
  await test.step('the fan signs in and adds a card through the provider’s card page', async () => {
    await signInThroughApi(page, demoFan);
    await openFromAccountMenu(page, 'Wallet');
    await expect(walletBalance(page)).toContainText('$');
    balance = await shownDollars(walletBalance(page));

    await openFromAccountMenu(page, 'Cards');
    await addCard(page);
    await expect(page).toHaveURL(/\/settings\/addCard$/);
    const added = page.getByRole('dialog', { name: 'New card added successfully.' });
    await expect(added).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('list', { name: 'Saved cards' }).getByRole('listitem')).toContainText(['•••• 4242']);
    await added.getByRole('link', { name: 'Deposit now' }).click();
    await expect(page).toHaveURL(/\/settings\/wallet\?newCard=true$/);
  });

  await test.step('deposits $50 by that card', async () => {
    await expect(page.getByRole('radio', { name: /^Visa ending in 4242/ })).toBeChecked();
    await depositByCard(page, 50);
    balance += 50;
    await expect(walletBalance(page)).toContainText(usd(balance));
  });

  await test.step('deposits by iDEAL, approving at the bank in a new tab', async () => {
    await chooseIdeal(page);
    const { dollars, bankTab } = await depositByIdeal(page);
    await expect(bankTab.getByText(`Payment received: ${usd(dollars)}`)).toBeVisible({ timeout: 20_000 });
    await bankTab.close();
    balance += dollars;
    await expect(walletBalance(page)).toContainText(usd(balance), { timeout: 20_000 });
  });

  await test.step(`tips ${creator} $${tip} from the wallet`, async () => {
    await tipFromWallet(page, { creator, dollars: tip });
    await openFromAccountMenu(page, 'Wallet');
    await expect(walletBalance(page)).toContainText(usd(balance - tip));
  });

  const earned = creatorShare(tip);
  await test.step('the creator sees her share as pending', async () => {
    await reloadedEarnings(studio);
    await expect(earningsStat(studio, 'Pending')).toContainText(usd(earningsBefore.pending + earned));
    await expect(earningsStat(studio, 'Available')).toContainText(usd(earningsBefore.available));
  });

  let available = 0;
  await test.step('fifteen days later the earnings release makes it available', async () => {
    const released = await releaseEarnings(request, new Date(Date.now() + 15 * DAY_MS));
    expect(released).toBeGreaterThanOrEqual(1);
    available = earningsBefore.available + earningsBefore.pending + earned;
    await reloadedEarnings(studio);
    await expect(earningsStat(studio, 'Pending')).toContainText(usd(0));
    await expect(earningsStat(studio, 'Available')).toContainText(usd(available));
  });

  await test.step(`the creator activates her payout account and withdraws $${withdrawal}`, async () => {
    await studio.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const dialog = studio.getByRole('dialog', { name: 'Withdraw', exact: true });
    await expect(dialog.getByRole('button', { name: 'Create payout account' }).or(dialog.getByLabel('Amount'))).toBeVisible();
    if (await dialog.getByRole('button', { name: 'Create payout account' }).isVisible()) await activatePayoutAccount(studio);
    await expect(withdrawableBalance(studio)).toContainText(usd(available));
    await withdraw(studio, withdrawal);
  });

  await test.step('once the provider has paid the transfer, the rest is withdrawable', async () => {
    const left = available - withdrawal;
    const paidOut = studio.getByRole('region', { name: 'Recent transactions' }).getByRole('listitem').filter({ hasText: 'Withdraw' }).first();
    await expect(async () => {
      await reloadedEarnings(studio);
      await expect(paidOut).toContainText('Success', { timeout: 1000 });
    }).toPass();
    await expect(earningsStat(studio, 'Available')).toContainText(usd(left));
    await studio.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await expect(withdrawableBalance(studio)).toContainText(usd(left));
  });

  await creatorContext.close();
});
