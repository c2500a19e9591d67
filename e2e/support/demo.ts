import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/** The seeded demo accounts (README), all with one password. */
export const DEMO_PASSWORD = 'Velvet#2026';
export const demoFan = 'alex_fan';
export const demoAdmin = 'admin';

/** A sign-in's answer: the access token (the refresh token is a cookie of the request context). */
type Tokens = { token: string };

export async function apiSignIn(request: APIRequestContext, username: string, password = DEMO_PASSWORD): Promise<Tokens> {
  const response = await request.post('/api/users/login', { data: { username, password } });
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

/** The demo accounts' addresses: a browser the account has not used gets its sign-in code there. */
const demoEmails: Record<string, string> = {
  alex_fan: 'alex@velvet.test',
  sam_fan: 'sam@velvet.test',
  admin: 'admin@velvet.test',
  luna_moreau: 'luna@velvet.test',
  ava_rose: 'ava@velvet.test',
  kai_sands: 'kai@velvet.test',
  mira_vale: 'mira@velvet.test',
  theo_black: 'theo@velvet.test',
};

type DevMessage = { subject: string | null; text: string; created_at: string };

/** The newest message of the dev mailbox to an address. */
export async function latestMail(request: APIRequestContext, to: string): Promise<DevMessage | undefined> {
  const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: DevMessage[] }).data[0];
}

/** The 6-digit code of the newest sign-in mail to an address sent after `since`. */
export async function latestSignInCode(request: APIRequestContext, to: string, since: number): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const mail = await latestMail(request, to);
    expect(mail && Date.parse(mail.created_at) >= since && mail.subject?.startsWith('Your Velvet sign-in code')).toBe(true);
    code = /\b(\d{6})\b/.exec(mail!.text)?.[1];
  }).toPass();
  return code!;
}

/**
 * Starts a journey signed in, for journeys whose subject is not signing in (those use signInThroughDialog):
 * the page's request context shares the browser's cookies, so the refresh cookie of an API sign-in is the
 * page's session, traded for an access token when the page at `at` loads. An API sign-in sends no device,
 * so no code is mailed (docs/decisions.md); an account with 2FA on cannot start this way.
 * Where the browser installs the service worker (the phone project, `guestFirst`), it first opens the home page
 * as a guest, as with the dialog: that first visit installs the worker, whose precaching, on a loaded machine,
 * held up a signed-in first page's loads past the expectations' timeouts. Elsewhere that visit is a whole page
 * load spent for nothing.
 */
export async function signInThroughApi(page: Page, username: string, options: { password?: string; at?: string; guestFirst?: boolean } = {}): Promise<void> {
  if (options.guestFirst ?? test.info().project.use.serviceWorkers === 'allow') await page.goto('/');
  const login = await page.request.post('/api/users/login', { data: { username, password: options.password ?? DEMO_PASSWORD } });
  expect(login.ok()).toBe(true);
  expect(((await login.json()) as { data: Partial<Tokens> }).data.token).toBeTruthy();
  const restored = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/users/refresh-token' && response.ok());
  await page.goto(options.at ?? '/');
  await restored;
}

/**
 * Signs in with the Sign In dialog. A fresh browser is a new device, so the account is mailed a code:
 * it is read from the dev mailbox and typed in, as a person would.
 */
export async function signInThroughDialog(page: Page, username: string, options: { email?: string; password?: string } = {}): Promise<void> {
  const since = Date.now() - 1000;
  await page.getByRole('button', { name: 'Sign In' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username or email').fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(options.password ?? DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In' }).click();

  const codeStep = dialog.getByText('Check your email');
  await expect(codeStep.or(page.getByRole('button', { name: 'Account menu' }))).toBeVisible();
  if (await codeStep.isVisible()) {
    const email = options.email ?? demoEmails[username] ?? username;
    const code = await latestSignInCode(page.request, email, since);
    await dialog.getByLabel('One-time code').first().click();
    await page.keyboard.type(code);
  }
  await expect(dialog).toBeHidden();
}
