import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, demoAdmin, latestSignInCode } from '../support/demo';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Clicks a social button and answers the sandbox provider's consent page in the popup. */
async function socialPopup(page: Page, container: ReturnType<Page['getByRole']>, provider: string, answer: { email?: string; cancel?: boolean }) {
  const popupOpened = page.waitForEvent('popup');
  await container.getByRole('button', { name: provider }).click();
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: /^Sign in with/ })).toBeVisible();
  if (answer.cancel) {
    await popup.getByRole('button', { name: 'Cancel' }).click();
  } else {
    await popup.getByLabel('Name').fill('Sam Social');
    await popup.getByLabel('Email', { exact: true }).fill(answer.email!);
    await popup.getByRole('button', { name: 'Allow' }).click();
  }
  await popup.waitForEvent('close');
}

test('a fan signs up with Google in a popup, a cancelled popup is ignored, and a new device needs the mailed code', async ({ page, browser }) => {
  const email = `social.${unique()}@example.test`;

  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click();
  const drawer = page.getByRole('dialog', { name: 'Sign Up' });
  await socialPopup(page, drawer, 'Google', { email });
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  // Another browser is a new device: a cancelled popup changes nothing, then the code comes by mail.
  const otherDevice = await browser.newContext();
  const phone = await otherDevice.newPage();
  await phone.goto('/');
  await phone.getByRole('button', { name: 'Sign In' }).first().click();
  const dialog = phone.getByRole('dialog');
  await socialPopup(phone, dialog, 'Twitter', { cancel: true });
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(dialog.getByLabel('Username or email')).toBeVisible();

  const since = Date.now() - 1000;
  await socialPopup(phone, dialog, 'Google', { email });
  await expect(dialog.getByText('Check your email')).toBeVisible();
  const code = await latestSignInCode(phone.request, email, since);
  await dialog.getByLabel('One-time code').first().click();
  await phone.keyboard.type(code);
  await expect(dialog).toBeHidden();
  await expect(phone.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await otherDevice.close();
});

test("a referral link reaches a social sign-up made after browsing on, and the admin sees the referrer", async ({ page, request }) => {
  const email = `referred.${unique()}@example.test`;

  await page.goto('/?referred_by=luna_moreau&velvet_cash_id=spring-26');
  const drawer = page.getByRole('dialog', { name: 'Sign Up' });
  await expect(drawer).toBeVisible();
  // The visitor browses first (a new page load, without the link's parameters): the referral is kept for the sign-up that follows.
  await page.goto('/creator/luna_moreau');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click();
  await socialPopup(page, drawer, 'Google', { email });
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  const admin = await apiSignIn(request, demoAdmin);
  const found = await request.get(`/api/admin/users?query=${encodeURIComponent(email)}`, { headers: { authorization: `Bearer ${admin.token}` } });
  const [user] = ((await found.json()) as { data: { items: Array<{ referral: unknown }> } }).data.items;
  expect(user?.referral).toEqual({ referred_by: 'luna_moreau', referrer: { _id: expect.any(String), username: 'luna_moreau' }, cash_id: 'spring-26' });
});
