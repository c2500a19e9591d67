import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The seeded demo accounts (README), all with one password. */
export const DEMO_PASSWORD = 'Velvet#2026';
export const demoFan = 'alex_fan';
export const demoAdmin = 'admin';

type Tokens = { token: string; refresh_token: string };

export async function apiSignIn(request: APIRequestContext, username: string): Promise<Tokens> {
  const response = await request.post('/api/users/login', { data: { username, password: DEMO_PASSWORD } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: Tokens }).data;
}

export async function userId(request: APIRequestContext, tokens: Tokens): Promise<string> {
  const response = await request.get('/api/users/me', { headers: { authorization: `Bearer ${tokens.token}` } });
  return ((await response.json()) as { data: { _id: string } }).data._id;
}

/** An announcement from staff, which the platform stores and pushes to the user's sockets. */
export async function sendAnnouncement(request: APIRequestContext, options: { to: string; message: string }): Promise<void> {
  const admin = await apiSignIn(request, demoAdmin);
  const response = await request.post('/api/admin/announcements', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { user_id: options.to, message: options.message },
  });
  expect(response.status()).toBe(201);
}

export async function signInThroughDialog(page: Page, username: string): Promise<void> {
  await page.getByRole('button', { name: 'Sign In' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username or email').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog).toBeHidden();
}
