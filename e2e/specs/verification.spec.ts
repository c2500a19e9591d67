import { expect, test } from '@playwright/test';
import { apiSignIn, demoAdmin, latestMail, signInThroughDialog } from '../support/demo';

const PASSWORD = 'Verify#2026';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('a new fan is stopped at Send tip, verifies their age at the provider and can tip; an admin bans them at once', async ({ page, request }) => {
  const username = `ageverify_${unique()}`;
  const email = `${username}@example.com`;

  await test.step('signs up and verifies the email', async () => {
    const check = await request.post('/api/users/check-email', { data: { email } });
    const { validation_id } = ((await check.json()) as { data: { validation_id: string } }).data;
    const signUp = await request.post('/api/users/sign-up', { data: { username, email, password: PASSWORD, validation_id, user_type: 'USER', age_confirmed: true } });
    expect(signUp.status()).toBe(201);
    const token = /verify-email\?token=([A-Za-z0-9_%-]+)/.exec((await latestMail(request, email))!.text)![1]!;
    expect((await request.post('/api/users/verify-email', { data: { token: decodeURIComponent(token) } })).ok()).toBe(true);
  });

  await page.goto('/creator/luna_moreau');
  await signInThroughDialog(page, username, { email, password: PASSWORD });

  await test.step('Send tip asks for age verification, Get Verified leads to /settings/kyc', async () => {
    await page.getByRole('button', { name: 'Send tip' }).click();
    await expect(page.getByText('Complete your KYC (creator) or age verification to send tip')).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
    await page.getByRole('link', { name: 'Get Verified' }).click();
    await expect(page).toHaveURL(/\/settings\/kyc$/);
    await expect(page.getByTestId('kyc-status')).toHaveText('Not verified');
  });

  await test.step('completes the document and selfie steps and is approved', async () => {
    await page.getByRole('button', { name: 'Start verification' }).click();
    await expect(page.getByRole('heading', { name: 'Verify your age' })).toBeVisible();
    await page.getByLabel('Document type').selectOption('id_card');
    await page.getByLabel('Document number').fill('AB1234567');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Take selfie' }).click();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(/\/settings\/kyc\?/);
    await expect(page.getByTestId('kyc-status')).toHaveText('Verified');
  });

  await test.step('Send tip now opens Confirm Tip', async () => {
    await page.goto('/creator/luna_moreau');
    await page.getByRole('button', { name: 'Send tip' }).click();
    await expect(page.getByRole('dialog')).toContainText('Send');
    await page.keyboard.press('Escape');
  });

  await test.step('an admin finds and bans the fan: their session stops at once', async () => {
    const admin = await apiSignIn(request, demoAdmin);
    const headers = { authorization: `Bearer ${admin.token}` };
    const found = ((await (await request.get(`/api/admin/users?query=${username}`, { headers })).json()) as { data: { items: { _id: string }[] } }).data.items;
    expect(found).toHaveLength(1);
    expect((await request.post(`/api/admin/users/${found[0]!._id}/ban`, { headers })).ok()).toBe(true);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign In' }).first()).toBeVisible();
  });
});
