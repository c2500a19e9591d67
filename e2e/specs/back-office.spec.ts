import { expect, test, type Page } from '@playwright/test';
import { signUpIdentified, unique } from '../support/accounts';
import { apiSignIn, demoAdmin, demoFan, signInThroughApi } from '../support/demo';
import { activatePayoutAccount, fundWalletThroughApi, openFromAccountMenu, releaseEarnings, reloadedEarnings, tipFromWallet, usd } from '../support/money';

const FAN_PASSWORD = 'Velvet#2026x';

/** The tip in the transactions of the user page. */
const tipRow = (office: Page) => office.getByRole('list', { name: 'Transactions' }).getByRole('listitem').filter({ hasText: /^Tip · / });

const DAY_MS = 86_400_000;

// A click that finds nothing fails within half a minute (two platforms may share two busy cores), not at the end of the journey's long timeout.
test.use({ actionTimeout: 30_000 });

test('an admin takes down a reported post from the queue and the fan no longer sees it', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const creator = 'ava_rose';
  const text = `Summer flow session ${unique()}`;

  const postId = await test.step(`${creator} publishes a post and a fan reports it as spam`, async () => {
    const author = await apiSignIn(request, creator);
    const published = await request.post('/api/posts', { headers: { authorization: `Bearer ${author.token}` }, data: { text } });
    expect(published.ok()).toBe(true);
    const id = ((await published.json()) as { data: { _id: string } }).data._id;
    const fan = await apiSignIn(request, demoFan);
    const reported = await request.post('/api/report', {
      headers: { authorization: `Bearer ${fan.token}` },
      data: { reported_id: id, report_type: 'SPAM', type: 'post', description: 'This post only advertises another site.' },
    });
    expect(reported.status()).toBe(201);
    return id;
  });

  await test.step('the fan sees the post on the creator page', async () => {
    await signInThroughApi(page, demoFan, { at: `/creator/${creator}` });
    await expect(page.getByText(text)).toBeVisible();
  });

  const adminContext = await browser.newContext();
  const office = await adminContext.newPage();
  await test.step('an admin hides the post from the reports queue, with a reason', async () => {
    await signInThroughApi(office, demoAdmin, { at: '/admin' });
    const consoleNavigation = office.getByRole('navigation', { name: 'Admin console' });
    await expect(consoleNavigation.getByRole('link', { name: /^Open reports: [1-9]/ })).toBeVisible();
    await consoleNavigation.getByRole('link', { name: /^Open reports/ }).click();
    const report = office.getByRole('article').filter({ hasText: postId });
    await report.getByLabel('Reason shown to the owner').fill('Advertising another site is not allowed');
    await report.getByRole('button', { name: 'Hide post' }).click();
    await expect(office.getByText('Content hidden')).toBeVisible();
    await expect(office.getByRole('article').filter({ hasText: postId })).toHaveCount(0);
  });

  await test.step('the fan no longer sees it', async () => {
    await page.reload();
    await expect(page.getByRole('heading', { name: /ava/i }).first()).toBeVisible();
    await expect(page.getByText(text)).toHaveCount(0);
  });
  await adminContext.close();
});

test('a large withdrawal waits for approval and goes out after it', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const creator = 'ava_rose';
  const tip = 1400;
  const withdrawal = 1100;

  await test.step(`a fan deposits by card and tips ${creator} $${tip}, released fifteen days later`, async () => {
    const fan = await signUpIdentified(request, { prefix: 'bigfan', role: 'USER', password: 'Velvet#2026x' });
    await signInThroughApi(page, fan.username, { password: 'Velvet#2026x' });
    await fundWalletThroughApi(request, { username: fan.username, password: 'Velvet#2026x', dollars: tip });
    await tipFromWallet(page, { creator, dollars: tip });
    expect(await releaseEarnings(request, new Date(Date.now() + 15 * DAY_MS))).toBeGreaterThanOrEqual(1);
  });

  const creatorContext = await browser.newContext();
  const studio = await creatorContext.newPage();
  await test.step(`${creator} asks to withdraw $${withdrawal}: it waits for approval`, async () => {
    await signInThroughApi(studio, creator);
    await openFromAccountMenu(studio, 'Earnings');
    await studio.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const dialog = studio.getByRole('dialog', { name: 'Withdraw', exact: true });
    await expect(dialog.getByRole('button', { name: 'Create payout account' }).or(dialog.getByLabel('Amount'))).toBeVisible();
    if (await dialog.getByRole('button', { name: 'Create payout account' }).isVisible()) await activatePayoutAccount(studio);
    await dialog.getByLabel('Amount').fill(String(withdrawal));
    const reloaded = studio.waitForEvent('load');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(studio.getByRole('dialog', { name: 'Waiting for approval' })).toContainText('waiting for our team to approve it');
    await reloaded;
    await expect(studio.getByText('Ready to withdraw')).toBeVisible({ timeout: 20_000 });
    const asked = studio.getByRole('region', { name: 'Recent transactions' }).getByRole('listitem').filter({ hasText: 'Withdraw' }).first();
    await expect(asked).toContainText('Pending', { timeout: 20_000 });
  });

  const adminContext = await browser.newContext();
  const office = await adminContext.newPage();
  await test.step('an admin approves it in payout review', async () => {
    await signInThroughApi(office, demoAdmin, { at: '/admin/payouts' });
    const waiting = office.getByRole('article', { name: `Withdrawal of ${usd(withdrawal)} by ${creator}` }).first();
    await expect(waiting).toContainText('Large amount');
    await waiting.getByRole('button', { name: 'Approve' }).click();
    await expect(office.getByText('Withdrawal approved and sent')).toBeVisible();
  });

  await test.step('the payout goes out: the creator sees it succeed', async () => {
    const paidOut = studio.getByRole('region', { name: 'Recent transactions' }).getByRole('listitem').filter({ hasText: 'Withdraw' }).first();
    await expect(async () => {
      await reloadedEarnings(studio);
      await expect(paidOut).toContainText('Success', { timeout: 1000 });
    }).toPass({ timeout: 60_000 });
  });
  await adminContext.close();
  await creatorContext.close();
});

test('an admin finds a fan with the pickers, refunds their tip and bans them from their page, and the audit log shows both', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const creator = 'kai_sands';
  const tip = 6;
  const fan = await signUpIdentified(request, { prefix: 'picked', role: 'USER', password: FAN_PASSWORD });

  await test.step(`the fan deposits by card and tips ${creator} $${tip} from the wallet`, async () => {
    await signInThroughApi(page, fan.username, { password: FAN_PASSWORD });
    await fundWalletThroughApi(request, { username: fan.username, password: FAN_PASSWORD, dollars: 20 });
    await tipFromWallet(page, { creator, dollars: tip });
  });

  const adminContext = await browser.newContext();
  const office = await adminContext.newPage();
  await test.step('an admin picks the fan by part of their username to send an announcement', async () => {
    await signInThroughApi(office, demoAdmin, { at: '/admin' });
    const announcement = office.getByRole('region', { name: 'Send an announcement' });
    await announcement.getByLabel('Recipient').fill(fan.username.slice(0, -2));
    await office.getByRole('option', { name: new RegExp(`@${fan.username}`) }).click();
    await expect(announcement).toContainText(fan.email);
    await announcement.getByLabel('Message').fill('Your tip is being looked at by our team.');
    await announcement.getByRole('button', { name: 'Send announcement' }).click();
    await expect(office.getByText('Announcement sent')).toBeVisible();
  });

  await test.step("the admin finds the fan in Users and opens their page: profile, wallet and the tip", async () => {
    const users = office.getByRole('region', { name: 'Users' });
    await users.getByLabel('Find a user').fill(fan.email);
    await users.getByRole('link', { name: fan.username }).click();
    await expect(office).toHaveURL(new RegExp(`/admin/users/${fan.id}$`));
    await expect(office.getByRole('heading', { name: `@${fan.username}` })).toBeVisible();
    await expect(office.getByRole('group', { name: 'Wallet', exact: true })).toBeVisible();
    await expect(tipRow(office)).toContainText('Success');
  });

  await test.step('the admin refunds the tip there, with a reason', async () => {
    await tipRow(office).getByRole('button', { name: /^Refund Tip of/ }).click();
    const dialog = office.getByRole('dialog', { name: 'Refund a purchase' });
    await dialog.getByLabel('Reason for the refund').fill('Sent to the wrong creator');
    await dialog.getByRole('button', { name: 'Refund to wallet' }).click();
    await expect(office.getByText("Refunded to the fan's wallet.")).toBeVisible();
    await expect(dialog).toBeHidden();
    // The whole total comes back: the wallet holds the whole deposit again.
    await expect(office.getByRole('group', { name: 'Wallet', exact: true })).toContainText(usd(20));
    await expect(tipRow(office)).toContainText('Refunded');
  });

  await test.step('the admin bans the fan with a reason; the page and its audit log show it', async () => {
    await office.getByRole('button', { name: `Ban ${fan.username}` }).click();
    const dialog = office.getByRole('dialog', { name: `Ban ${fan.username}` });
    await dialog.getByLabel('Reason').fill('Chargeback fraud ring');
    await dialog.getByRole('button', { name: 'Ban', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(office.getByRole('region', { name: 'Profile' })).toContainText('Banned');
    const audit = office.getByRole('list', { name: 'Audit entries about the user' });
    await expect(audit).toContainText('POST /api/admin/users/:id/ban');
    await expect(audit).toContainText('Reason: Chargeback fraud ring');
  });

  await test.step('the audit log page finds the refund by its action and the queues show their counts', async () => {
    await office.getByRole('navigation', { name: 'Admin console' }).getByRole('link', { name: 'Audit log' }).click();
    await office.getByLabel('Action', { exact: true }).fill('refund');
    await expect(office.getByRole('list', { name: 'Audit entries' }).getByRole('listitem').filter({ hasText: 'Reason: Sent to the wrong creator' })).toContainText(
      'POST /api/admin/transactions/:id/refund',
    );
    await expect(office.getByRole('navigation', { name: 'Admin console' }).getByRole('link', { name: /^Open disputes: \d+$/ })).toBeVisible();
  });
  await adminContext.close();
});
