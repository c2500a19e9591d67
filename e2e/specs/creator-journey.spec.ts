import { expect, test, type Page } from '@playwright/test';
import { drawnPicture, expectLocked, expectPictureShown, offerPlans, postCard, publishPost } from '../support/creators';
import { signInThroughApi } from '../support/demo';
import { addCard, chooseIdeal, depositByIdeal, earningsStat, openFromAccountMenu, reloadedEarnings, usd, walletBalance } from '../support/money';

// Neither account is used by another spec: alex_fan and luna_moreau are the money journey's.
const creator = { username: 'mira_vale', name: 'Mira Vale', channel: 'Vale Workshop' };
const fan = 'sam_fan';

const monthly = { label: 'Monthly', price: 12 } as const;
const quarterly = { label: '3 Months', price: 30, discountPercent: 20 } as const;
const unlockPrice = 4.99;
const tip = 10;

/** What the channel's quarterly plan costs after its discount, in dollars. */
const quarterlyTotal = (quarterly.price * (100 - quarterly.discountPercent)) / 100;
/** The creator keeps what the platform's 20% fee leaves (packages/contracts/src/pricing.ts), counted in cents. */
const creatorShare = (dollars: number) => {
  const cents = Math.round(dollars * 100);
  return (cents - Math.round(cents * 0.2)) / 100;
};

/** dd/mm/yy, as the app shows a date. */
const shownDate = (at: Date) => [at.getUTCDate(), at.getUTCMonth() + 1, at.getUTCFullYear() % 100].map((part) => String(part).padStart(2, '0')).join('/');
/** The same day of the month `months` later, clamped to the month's end (the renewal date). */
function monthsLater(months: number): Date {
  const at = new Date();
  const day = at.getUTCDate();
  at.setUTCDate(1);
  at.setUTCMonth(at.getUTCMonth() + months);
  at.setUTCDate(Math.min(day, new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 0)).getUTCDate()));
  return at;
}

const offerTile = (page: Page, perMonth: number) => page.getByRole('region', { name: 'Subscription plans' }).getByTestId('offer-tile').filter({ hasText: `${usd(perMonth)} / month` });

test.use({ actionTimeout: 15_000, timezoneId: 'UTC' });

test('a creator offers two plans and publishes free, subscriber and pay-to-view posts; a fan subscribes, unlocks, tips and unsubscribes; the creator sees her share of each', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const run = Date.now().toString(36);
  const posts = {
    free: `Free sketch of the new helmet ${run}`,
    subscribers: `Subscribers only: armour pattern pages ${run}`,
    paid: `Pay-to-view: the full photo shoot ${run}`,
  };

  const studioContext = await browser.newContext({ timezoneId: 'UTC' });
  const studio = await studioContext.newPage();
  let pendingBefore = 0;

  await test.step('the creator signs in and notes her pending earnings', async () => {
    await signInThroughApi(studio, creator.username);
    await openFromAccountMenu(studio, 'Earnings');
    pendingBefore = (await reloadedEarnings(studio)).pending;
  });

  await test.step('offers a monthly and a discounted quarterly plan on her channel', async () => {
    await offerPlans(studio, [monthly, quarterly]);
    await studio.goto(`/creator/${creator.username}`);
    await expect(offerTile(studio, monthly.price)).toContainText(`${usd(monthly.price)} billed monthly`);
    const quarterTile = offerTile(studio, quarterlyTotal / 3);
    await expect(quarterTile).toContainText(`${quarterly.discountPercent}% off`);
    await expect(quarterTile).toContainText(`${usd(quarterly.price)}${usd(quarterlyTotal)} billed every 3 months`);
  });

  await test.step('publishes a free, a subscribers-only and a pay-to-view post, each with a picture', async () => {
    const posted = studio.getByText('Posted!');
    await publishPost(studio, { text: posts.free, visibility: 'Free', picture: await drawnPicture(studio, { name: 'free.png', colour: '#2e7d32' }) });
    await expect(posted).toBeVisible();
    await publishPost(studio, {
      text: posts.subscribers,
      visibility: 'Subscribers',
      channel: creator.channel,
      picture: await drawnPicture(studio, { name: 'subscribers.png', colour: '#1565c0' }),
    });
    await publishPost(studio, { text: posts.paid, visibility: 'Pay-to-view', price: unlockPrice, picture: await drawnPicture(studio, { name: 'paid.png', colour: '#c62828' }) });
    // Her own posts show her in full.
    for (const text of Object.values(posts)) await expectPictureShown(postCard(studio, text), creator.name);
  });

  await test.step('the fan sees the free picture and the two others locked', async () => {
    await signInThroughApi(page, fan, { at: `/creator/${creator.username}` });
    await expectPictureShown(postCard(page, posts.free), creator.name);
    await expectLocked(postCard(page, posts.subscribers), creator.name, 'Subscribe');
    await expect(postCard(page, posts.subscribers)).toContainText(`Subscribe to ${creator.channel} to see this post`);
    await expectLocked(postCard(page, posts.paid), creator.name, `Unlock for ${usd(unlockPrice)}`);
  });

  await test.step('an empty wallet cannot pay for the plan yet', async () => {
    await offerTile(page, quarterlyTotal / 3).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Subscription Purchase' });
    await dialog.getByRole('radio', { name: /^Wallet/ }).click();
    await expect(dialog.getByText('Insufficient balance. Please add funds to your wallet.')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Add money to Wallet' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('deposits $60 by iDEAL, approving at the bank in a new tab', async () => {
    await openFromAccountMenu(page, 'Wallet');
    await expect(walletBalance(page)).toContainText(usd(0));
    await chooseIdeal(page);
    await page.getByRole('form', { name: 'Deposit' }).getByLabel('Deposit (min $10)').fill('60');
    const { dollars, bankTab } = await depositByIdeal(page);
    await expect(bankTab.getByText(`Payment received: ${usd(dollars)}`)).toBeVisible({ timeout: 20_000 });
    await bankTab.close();
    await expect(walletBalance(page)).toContainText(usd(60), { timeout: 20_000 });
  });

  await test.step('a wallet subscription also needs a saved card, for its renewals', async () => {
    await page.goto(`/creator/${creator.username}`);
    await offerTile(page, quarterlyTotal / 3).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Subscription Purchase' });
    await dialog.getByRole('radio', { name: /^Wallet/ }).click();
    const needsCard = dialog.getByRole('alert').filter({ hasText: 'Add a card to proceed with the payment.' });
    await expect(needsCard).toBeVisible();
    await expect(needsCard.getByRole('button', { name: 'Add new card' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('adds a card through the provider’s card page', async () => {
    await openFromAccountMenu(page, 'Cards');
    await addCard(page);
    await expect(page.getByRole('dialog', { name: 'New card added successfully.' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('list', { name: 'Saved cards' }).getByRole('listitem')).toContainText(['•••• 4242']);
  });

  await test.step('subscribes to the quarterly plan from the wallet', async () => {
    await page.goto(`/creator/${creator.username}`);
    await offerTile(page, quarterlyTotal / 3).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Subscription Purchase' });
    await expect(dialog).toContainText(creator.channel);
    await expect(dialog).toContainText(`Save ${quarterly.discountPercent}%`);
    await expect(dialog).toContainText(`billed ${usd(quarterlyTotal)} every 3 months`);
    await dialog.getByRole('radio', { name: /^Wallet/ }).click();
    await expect(dialog.getByText('Add a card to proceed with the payment.')).toBeHidden();
    await dialog.getByRole('checkbox', { name: /^I agree to pay \$[\d.]+ \(tax included\) now, and that the subscription renews automatically every 3 months/ }).check();
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText(`You subscribed to ${creator.channel}`).first()).toBeVisible({ timeout: 20_000 });
    await expect(dialog).toBeHidden();

    const current = offerTile(page, quarterlyTotal / 3);
    await expect(current).toContainText('Subscribed');
    await expect(current).toContainText(`Renews ${shownDate(monthsLater(3))}`);
  });

  await test.step('now sees the subscribers-only picture', async () => {
    await expect(async () => {
      await page.reload();
      await expectPictureShown(postCard(page, posts.subscribers), creator.name);
    }).toPass();
    await expect(postCard(page, posts.subscribers).getByRole('button', { name: 'Subscribe', exact: true })).toHaveCount(0);
    await expectLocked(postCard(page, posts.paid), creator.name, `Unlock for ${usd(unlockPrice)}`);
  });

  await test.step(`unlocks the pay-to-view post for ${usd(unlockPrice)} from the wallet`, async () => {
    const post = postCard(page, posts.paid);
    await post.getByRole('button', { name: `Unlock for ${usd(unlockPrice)}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Purchase' });
    await expect(dialog.getByRole('table', { name: 'Price breakdown' })).toContainText(`Price${usd(unlockPrice)}`);
    await dialog.getByRole('radio', { name: /^Wallet/ }).click();
    await dialog.getByRole('button', { name: 'Unlock', exact: true }).click();
    await expect(page.getByText('Unlocked!')).toBeVisible({ timeout: 20_000 });
    await expect(dialog).toBeHidden();
    await expectPictureShown(post, creator.name);
    await expect(post.getByRole('button', { name: `Unlock for ${usd(unlockPrice)}` })).toHaveCount(0);
    await expect(post).toContainText('Unlocked');
  });

  await test.step(`tips that post ${usd(tip)} from the wallet`, async () => {
    await postCard(page, posts.paid).getByRole('button', { name: 'Tip post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Tip' });
    await dialog.getByText('Custom', { exact: true }).click();
    await dialog.getByLabel('Custom amount').fill(String(tip));
    await expect(dialog.getByRole('radio', { name: /^Wallet/ })).toBeChecked();
    await dialog.getByRole('button', { name: 'Send tip' }).click();
    await expect(page.getByText('Tip sent!')).toBeVisible({ timeout: 20_000 });
    await expect(dialog).toBeHidden();
  });

  await test.step('opens My subscription and unsubscribes with a reason', async () => {
    await page.goto(`/creator/${creator.username}`);
    await offerTile(page, quarterlyTotal / 3).click();
    const mine = page.getByRole('dialog', { name: 'My subscription' });
    await expect(mine).toContainText(creator.channel);
    await expect(mine).toContainText('3 Months');
    await expect(mine).toContainText(`Renews on${shownDate(monthsLater(3))}`);
    await mine.getByRole('button', { name: 'Unsubscribe' }).click();

    const unsubscribe = page.getByRole('dialog', { name: 'Unsubscribe' });
    const confirm = unsubscribe.getByRole('button', { name: 'Unsubscribe' });
    await expect(confirm).toBeDisabled();
    await unsubscribe.getByRole('radio', { name: 'Too expensive' }).check();
    await confirm.click();
    await expect(unsubscribe).toBeHidden();
    await expect(page.getByRole('alert').filter({ hasText: 'Unsubscribed' }).first()).toBeVisible();

    const current = offerTile(page, quarterlyTotal / 3);
    await expect(current).toContainText('Unsubscribed');
    await expect(current).toContainText(`Ends ${shownDate(monthsLater(3))}`);
    // Entitled to the end of the paid period.
    await expectPictureShown(postCard(page, posts.subscribers), creator.name);
  });

  const shares = { subscription: creatorShare(quarterlyTotal), unlock: creatorShare(unlockPrice), tip: creatorShare(tip) };
  await test.step(`the creator sees her shares: ${usd(shares.subscription)}, ${usd(shares.unlock)} and ${usd(shares.tip)}`, async () => {
    await studio.goto('/settings/transactions');
    const list = studio.getByRole('list', { name: 'Transactions' });
    await expect(async () => {
      await studio.reload();
      await expect(list.getByRole('button', { name: `ChannelSubscription, received ${usd(shares.subscription)},` })).toBeVisible({ timeout: 5000 });
    }).toPass({ timeout: 40_000 });
    await expect(list.getByRole('button', { name: `Pay-To-View Post, received ${usd(shares.unlock)},` })).toBeVisible();
    await expect(list.getByRole('button', { name: `Tip, received ${usd(shares.tip)},` })).toBeVisible();

    await openFromAccountMenu(studio, 'Earnings');
    await reloadedEarnings(studio);
    await expect(earningsStat(studio, 'Pending')).toContainText(usd(pendingBefore + shares.subscription + shares.unlock + shares.tip));
  });

  await studioContext.close();
});
