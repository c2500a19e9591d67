import { expect, test } from '@playwright/test';
import { signUpIdentified, unique } from '../support/accounts';
import { apiSignIn, demoAdmin, demoFan, signInThroughDialog } from '../support/demo';
import { activatePayoutAccount, addCardAndDeposit, openFromAccountMenu, releaseEarnings, reloadedEarnings, tipFromWallet, usd } from '../support/money';

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
    await page.goto('/');
    await signInThroughDialog(page, demoFan);
    await page.goto(`/creator/${creator}`);
    await expect(page.getByText(text)).toBeVisible();
  });

  const adminContext = await browser.newContext();
  const office = await adminContext.newPage();
  await test.step('an admin hides the post from the reports queue, with a reason', async () => {
    await office.goto('/');
    await signInThroughDialog(office, demoAdmin);
    await office.goto('/admin');
    await expect(office.getByRole('list', { name: 'Queues' })).toContainText(/Open reports: [1-9]/);
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
    await page.goto('/');
    await signInThroughDialog(page, fan.username, { email: fan.email, password: 'Velvet#2026x' });
    await addCardAndDeposit(page, tip);
    await tipFromWallet(page, { creator, dollars: tip });
    expect(await releaseEarnings(request, new Date(Date.now() + 15 * DAY_MS))).toBeGreaterThanOrEqual(1);
  });

  const creatorContext = await browser.newContext();
  const studio = await creatorContext.newPage();
  await test.step(`${creator} asks to withdraw $${withdrawal}: it waits for approval`, async () => {
    await studio.goto('/');
    await signInThroughDialog(studio, creator);
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
    await office.goto('/');
    await signInThroughDialog(office, demoAdmin);
    await office.goto('/admin');
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
