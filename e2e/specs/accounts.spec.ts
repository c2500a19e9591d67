import { expect, test, type Page, type Route } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { demoFan, latestSignInCode, signInThroughApi, signInThroughDialog } from '../support/demo';

const PASSWORD = 'Journey#2026';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** What an authenticator app shows for a secret, `offsetSeconds` from now. */
const authenticatorCode = (secret: string, offsetSeconds = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + offsetSeconds * 1000 });

async function typeCode(page: Page, label: string, code: string) {
  await page.getByRole('dialog').getByLabel(label).first().click();
  await page.keyboard.type(code);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' }).first()).toBeVisible();
}

async function fillCredentials(page: Page, username: string, password = PASSWORD) {
  await page.getByRole('button', { name: 'Sign In' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username or email').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
}

test('a fan signs up, verifies the email from the dev mailbox, signs in on a new device with the mailed code and turns on 2FA', async ({ page, browser }) => {
  const username = `journey_${unique()}`;
  const local = `journey.${unique()}`;
  const email = `${local}@gmail.com`;

  // Sign up, taking the suggestion for a mistyped domain.
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click();
  const drawer = page.getByRole('dialog', { name: 'Sign Up' });
  await drawer.getByLabel('Username').fill(username);
  await expect(drawer.getByText('Username is available')).toBeVisible();
  await drawer.getByLabel('Email').fill(`${local}@gmial.com`);
  await drawer.getByRole('button', { name: email }).click();
  await expect(drawer.getByLabel('Email')).toHaveValue(email);
  const create = drawer.getByRole('button', { name: 'Create account' });
  await drawer.getByLabel('Password', { exact: true }).fill('weak');
  await expect(drawer.getByRole('list', { name: 'Password rules' })).toContainText('Must contain at least one uppercase letter');
  await drawer.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await expect(create).toBeDisabled();
  await drawer.getByRole('checkbox').check();
  await expect(drawer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/articles/terms-of-service');
  await expect(create).toBeEnabled();
  await create.click();
  await expect(drawer).toBeHidden();
  await expect(page.getByText('Your email is not verified. Please verify your email')).toBeVisible();

  // The verification mail, read in the dev mailbox.
  await page.goto('/dev/mailbox');
  await page.getByLabel('Address').fill(email);
  await expect(page.getByRole('article').filter({ hasNotText: `To: ${email}` })).toHaveCount(0);
  const mail = page.getByRole('article', { name: 'Verify your email for Velvet' });
  await expect(mail).toBeVisible();
  await mail.getByTestId('mail-link').click();
  await expect(page.getByText('Your email is verified. Thank you!')).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(page.getByText('Your email is not verified. Please verify your email')).toBeHidden();

  // Another browser is a new device: the code comes by mail, shown in the mailbox.
  const otherDevice = await browser.newContext();
  const phone = await otherDevice.newPage();
  await phone.goto('/');
  const since = Date.now() - 1000;
  await fillCredentials(phone, username);
  await expect(phone.getByRole('dialog').getByText('Check your email')).toBeVisible();
  await expect(phone.getByRole('dialog').getByText(/Resend code in [12]:\d\d/)).toBeVisible();
  await latestSignInCode(phone.request, email, since);
  const mailbox = await otherDevice.newPage();
  await mailbox.goto('/dev/mailbox');
  await mailbox.getByLabel('Address').fill(email);
  await expect(mailbox.getByRole('article').filter({ hasNotText: `To: ${email}` })).toHaveCount(0);
  const code = (await mailbox.getByRole('article').first().getByTestId('mail-code').innerText()).trim();
  await typeCode(phone, 'One-time code', code);
  await expect(phone.getByRole('dialog')).toBeHidden();
  await expect(phone.getByRole('button', { name: 'Account menu' })).toBeVisible();

  // Settings → Security: turn on 2FA with the secret shown beside the QR code.
  await phone.getByRole('button', { name: 'Account menu' }).click();
  await phone.getByRole('menuitem', { name: 'Security' }).click();
  await phone.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  await expect(phone.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await phone.getByTestId('totp-secret').innerText()).trim();
  await phone.getByLabel('Authenticator code').first().click();
  await phone.keyboard.type(authenticatorCode(secret));
  await phone.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(phone.getByText('On', { exact: true })).toBeVisible();

  // The next sign-in asks for the authenticator code (the next one: each code works once).
  await signOut(phone);
  await fillCredentials(phone, username);
  await expect(phone.getByRole('dialog').getByText('Two-factor authentication')).toBeVisible();
  await typeCode(phone, 'Authenticator code', authenticatorCode(secret, 30));
  await expect(phone.getByRole('dialog')).toBeHidden();
  await expect(phone.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await otherDevice.close();
});

test('a forgotten password is reset with the mailed link', async ({ page, request }) => {
  const email = `reset.${unique()}@example.com`;
  const check = await request.post('/api/users/check-email', { data: { email } });
  const { validation_id } = ((await check.json()) as { data: { validation_id: string } }).data;
  const signUp = await request.post('/api/users/sign-up', { data: { email, password: PASSWORD, validation_id, user_type: 'USER', age_confirmed: true } });
  expect(signUp.status()).toBe(201);

  await page.goto('/');
  await page.getByRole('button', { name: 'Sign In' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(dialog.getByText('Please enter a valid email')).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Send reset link' }).click();
  await expect(dialog.getByText('Check your email')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/dev/mailbox');
  await page.getByLabel('Address').fill(email);
  // Until the address filter applies, the list holds every mail of the platform and is drawn again when it does:
  // a click meanwhile can be lost, or meet a retry's reset mail too.
  await expect(page.getByRole('article').filter({ hasNotText: `To: ${email}` })).toHaveCount(0);
  await page.getByRole('article', { name: 'Reset your Velvet password' }).getByTestId('mail-link').click();
  await page.getByLabel('New password', { exact: true }).fill('Brand#New2026');
  await page.getByLabel('Repeat the new password').fill('Brand#New2026');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Your password has been changed. Please sign in with the new one.')).toBeVisible();

  const oldPassword = await request.post('/api/users/login', { data: { username: email, password: PASSWORD } });
  expect(oldPassword.status()).toBe(401);
  const newPassword = await request.post('/api/users/login', { data: { username: email, password: 'Brand#New2026' } });
  expect(newPassword.ok()).toBe(true);
});

test('a sign-up link opens the drawer with its offer, shown only to the type it is for', async ({ page }) => {
  await page.goto('/?offer=creator-launch');
  const drawer = page.getByRole('dialog', { name: 'Sign Up' });
  await expect(drawer.getByLabel('Email')).toBeVisible();
  await expect(drawer.getByText('Open your channel')).toBeHidden();
  await drawer.getByText('Creator', { exact: true }).click();
  await expect(drawer.getByText('Open your channel')).toBeVisible();
});

const rateLimited = (route: Route) =>
  route.fulfill({
    status: 429,
    headers: { 'Retry-After': '42' },
    contentType: 'application/json',
    body: JSON.stringify({ message: 'Too many requests. Please try again in a few minutes.', code: 'RATE_LIMITED' }),
  });

test('the session lives in an HttpOnly cookie no script can read: it survives reloads, in two tabs at once', async ({ page, context }) => {
  await page.goto('/');
  await signInThroughDialog(page, demoFan);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  const cookie = (await context.cookies()).find(({ name }) => name === 'velvet_refresh');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/users/refresh-token' });
  // Nothing a script can reach holds a token: no storage, no readable cookie (a JWT starts with 'eyJ').
  const reachable = await page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookies: document.cookie }));
  expect(reachable).not.toContain('eyJ');
  expect(reachable).not.toContain(cookie!.value);

  // Two tabs loading at once both trade the one cookie, one after the other, and neither signs the other out.
  const second = await context.newPage();
  await Promise.all([page.reload(), second.goto('/')]);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await expect(second.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  // Signing out clears the cookie: a reload stays signed out.
  await second.close();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign In' }).first()).toBeVisible();
  expect((await context.cookies()).find(({ name }) => name === 'velvet_refresh')).toBeUndefined();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign In' }).first()).toBeVisible();
});

test('a 429 while the account loads says so and when to retry, instead of an empty page, and Try again recovers', async ({ page }) => {
  await signInThroughApi(page, demoFan);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  for (const path of ['**/api/users/refresh-token', '**/api/users/me']) {
    await page.route(path, rateLimited);
    await page.reload();
    const problem = page.getByRole('main').getByRole('alert');
    await expect(problem).toContainText('Too many requests. Please try again in a few minutes.');
    await expect(problem).toContainText('You can try again in 42 seconds.');

    await page.unroute(path);
    await problem.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('alert')).toBeHidden();
  }
});

test('a 429 on an action is told in a notification with when to retry', async ({ page }) => {
  await page.route('**/api/users/check-email', rateLimited);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click();
  await page.getByRole('dialog', { name: 'Sign Up' }).getByLabel('Email').fill(`limited.${unique()}@example.com`);
  const notice = page.getByRole('alert').filter({ hasText: 'You can try again in 42 seconds.' });
  await expect(notice).toContainText('Too many requests. Please try again in a few minutes.');
});
