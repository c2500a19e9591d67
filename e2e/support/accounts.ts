import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiSignIn, demoAdmin, latestMail, userId } from './demo';

/** A short suffix that keeps the names a spec makes apart from earlier runs'. */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

type SignUpOptions = { prefix: string; role: 'USER' | 'CREATOR'; password: string };

/** A new account signed up through the API as `<prefix>_<unique>` at example.com; the email is not verified. */
export async function signUp(request: APIRequestContext, options: SignUpOptions): Promise<{ username: string; email: string }> {
  const username = `${options.prefix}_${unique()}`;
  const email = `${username}@example.com`;
  const check = await request.post('/api/users/check-email', { data: { email } });
  const { validation_id } = ((await check.json()) as { data: { validation_id: string } }).data;
  const created = await request.post('/api/users/sign-up', {
    data: { username, email, password: options.password, validation_id, user_type: options.role, age_confirmed: true },
  });
  expect(created.status()).toBe(201);
  return { username, email };
}

/** A new account signed up through the API, its email verified with the link mailed to the dev mailbox. */
export async function signUpVerified(request: APIRequestContext, options: SignUpOptions): Promise<{ username: string; email: string }> {
  const account = await signUp(request, options);
  const token = /verify-email\?token=([A-Za-z0-9_%-]+)/.exec((await latestMail(request, account.email))!.text)![1]!;
  expect((await request.post('/api/users/verify-email', { data: { token: decodeURIComponent(token) } })).ok()).toBe(true);
  return account;
}

/** A new account signed up, email-verified and identity-accepted through the API (buying needs an accepted identity): the user starts a check, staff accept it. */
export async function signUpIdentified(request: APIRequestContext, options: SignUpOptions): Promise<{ username: string; email: string; id: string }> {
  const { username, email } = await signUpVerified(request, options);
  const { token: bearer, id } = await apiSignInWith(request, username, options.password);
  expect((await request.post('/api/users/kyc/session', { headers: { authorization: `Bearer ${bearer}` } })).ok()).toBe(true);
  const admin = await apiSignIn(request, demoAdmin);
  const decided = await request.post(`/api/admin/kyc/${id}`, { headers: { authorization: `Bearer ${admin.token}` }, data: { decision: 'approve' } });
  expect(decided.ok()).toBe(true);
  return { username, email, id };
}

/** Signs an account in through the API with its own password: its access token and user id (the refresh token stays in the context's cookie). */
export async function apiSignInWith(request: APIRequestContext, username: string, password: string): Promise<{ token: string; id: string }> {
  const login = await request.post('/api/users/login', { data: { username, password } });
  const tokens = ((await login.json()) as { data: { token: string } }).data;
  return { ...tokens, id: await userId(request, tokens) };
}

/** Age verification at the provider from /settings/kyc, with an ID card; the page then says 'Verified'. */
export async function verifyAgeAtProvider(page: Page, documentNumber = 'AB1234567'): Promise<void> {
  await page.goto('/settings/kyc');
  await page.getByRole('button', { name: 'Start verification' }).click();
  await page.getByLabel('Document type').selectOption('id_card');
  await page.getByLabel('Document number').fill(documentNumber);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Take selfie' }).click();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByTestId('kyc-status')).toHaveText('Verified');
}
