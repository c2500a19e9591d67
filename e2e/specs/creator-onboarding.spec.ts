import { expect, test, type Page } from '@playwright/test';
import { latestMail, signInThroughApi } from '../support/demo';
import { drawnPicture } from '../support/creators';

const PASSWORD = 'Creator#2026';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const next = (wizard: ReturnType<Page['getByRole']>) => wizard.getByRole('button', { name: 'Next', exact: true }).click();

test('a new creator completes the profile with a verified phone, passes KYC at the provider and may sell', async ({ page, request }) => {
  const username = `maker_${unique()}`;
  const email = `${username}@example.com`;
  const phone = `6${Math.floor(10_000_000 + Math.random() * 89_999_999)}`;

  await test.step('signs up as a creator and verifies the email', async () => {
    const check = await request.post('/api/users/check-email', { data: { email } });
    const { validation_id } = ((await check.json()) as { data: { validation_id: string } }).data;
    const signUp = await request.post('/api/users/sign-up', { data: { username, email, password: PASSWORD, validation_id, user_type: 'CREATOR', age_confirmed: true } });
    expect(signUp.status()).toBe(201);
    const token = /verify-email\?token=([A-Za-z0-9_%-]+)/.exec((await latestMail(request, email))!.text)![1]!;
    expect((await request.post('/api/users/verify-email', { data: { token: decodeURIComponent(token) } })).ok()).toBe(true);
    await signInThroughApi(page, username, { password: PASSWORD });
  });

  const wizard = page.getByRole('dialog', { name: 'Complete your profile' });
  await test.step('a creator must give a profile picture and a verified phone', async () => {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Complete your profile' }).click();
    await next(wizard);
    await expect(wizard.getByRole('alert')).toHaveText('Please upload a profile picture.');
    await wizard.locator('input[type=file]').first().setInputFiles(await drawnPicture(page, { name: 'me.png', colour: '#6a1b9a' }));
    await wizard.getByRole('button', { name: 'Done' }).click();
    await expect(wizard.getByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', /^\/media\/uploads\/.+\.jpg$/);
    await next(wizard);

    await wizard.getByLabel('Date of birth').fill('1990-06-15');
    await wizard.getByRole('combobox', { name: 'Country' }).fill('Netherl');
    await page.getByRole('option', { name: 'Netherlands' }).click();
    await next(wizard);
    await expect(wizard.getByRole('alert')).toHaveText('Please verify your phone number.');

    // The dial code is chosen from the list this time.
    await wizard.getByLabel('Dial code').fill('+3');
    await page.getByRole('option', { name: /\+31 Netherlands/ }).click();
    await expect(wizard.getByLabel('Dial code')).toHaveValue('+31');
    await wizard.getByLabel('Phone number', { exact: true }).fill(phone);
    await wizard.getByRole('button', { name: 'Verify' }).click();
    await expect(wizard.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();
    let code = '';
    await expect(async () => {
      code = /\b(\d{6})\b/.exec((await latestMail(request, `+31${phone}`))?.text ?? '')?.[1] ?? '';
      expect(code).toHaveLength(6);
    }).toPass();
    await wizard.getByLabel('SMS code').first().click();
    await page.keyboard.type(code);
    await next(wizard);

    await wizard.getByRole('radiogroup', { name: 'Gender' }).getByRole('radio', { name: 'Male', exact: true }).check();
    await next(wizard);
    for (const kink of ['Cosplay', 'Lingerie', 'Massage', 'Role Play', 'Tease']) await wizard.getByText(kink, { exact: true }).click();
    for (const topic of ['Art', 'Books', 'Coffee', 'Travel', 'Yoga']) await wizard.getByText(topic, { exact: true }).click();
    await next(wizard);
    await wizard.getByRole('button', { name: 'Finish', exact: true }).click();
    await expect(wizard).toBeHidden();
  });

  await test.step('the channel form asks for KYC first', async () => {
    await page.goto('/settings/channel');
    await expect(page.getByText('Complete your KYC')).toBeVisible();
    await page.getByRole('link', { name: 'Verify now' }).click();
    await expect(page).toHaveURL(/\/settings\/kyc$/);
    await expect(page.getByTestId('kyc-status')).toHaveText('Not verified');
  });

  await test.step('passes KYC at the provider: document, selfie, approved', async () => {
    await page.getByRole('button', { name: 'Start verification' }).click();
    await expect(page.getByRole('heading', { name: 'Verify your identity' })).toBeVisible();
    await page.getByLabel('Document type').selectOption('passport');
    await page.getByLabel('Document number').fill('NX4455667');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Take selfie' }).click();
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(/\/settings\/kyc\?/);
    await expect(page.getByTestId('kyc-status')).toHaveText('Verified');
  });

  await test.step('the channel form no longer asks', async () => {
    await page.goto('/settings/channel');
    await expect(page.getByRole('heading', { name: 'Create your channel' })).toBeVisible();
    await expect(page.getByText('Complete your KYC')).toBeHidden();
  });
});
