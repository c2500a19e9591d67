import { expect, test, type Page } from '@playwright/test';
import { apiSignIn, demoFan, sendAnnouncement, signInThroughApi, signInThroughDialog, userId } from '../support/demo';

const unreadBadge = (page: Page) => page.getByTestId('unread-count');

async function unreadCount(page: Page): Promise<number> {
  return (await unreadBadge(page).isVisible()) ? Number(await unreadBadge(page).innerText()) : 0;
}

test('a fan signs in, receives a pushed notification and sees the unread count rise', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByText('Luna Moreau').first()).toBeVisible();

  await signInThroughDialog(page, demoFan);
  const bell = page.getByRole('button', { name: 'Notifications' });
  await expect(bell).toBeVisible();
  // The seeded welcome notification, or whatever earlier runs left unread.
  await expect(unreadBadge(page)).toBeVisible();
  const before = await unreadCount(page);

  const message = `Live from staff ${Date.now()}`;
  const fanId = await userId(request, await apiSignIn(request, demoFan));
  await sendAnnouncement(request, { to: fanId, message });

  await expect(page.getByText(message).first()).toBeVisible();
  await expect(unreadBadge(page)).toHaveText(String(before + 1));
});

test('a fan marks notifications read and the unread count clears', async ({ page, request }) => {
  const fanId = await userId(request, await apiSignIn(request, demoFan));
  await sendAnnouncement(request, { to: fanId, message: `Read me ${Date.now()}` });

  await signInThroughApi(page, demoFan);
  await expect(unreadBadge(page)).toBeVisible();

  await page.getByRole('button', { name: 'Notifications' }).click();
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(unreadBadge(page)).toBeHidden();

  await page.reload();
  await expect(page.getByRole('button', { name: 'Notifications' })).toBeVisible();
  await expect(unreadBadge(page)).toBeHidden();
});

test('an unknown page shows the 404 page and an unknown API route a JSON 404', async ({ page, request }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('Page not found')).toBeVisible();
  const response = await request.get('/api/no-such-route');
  expect(response.status()).toBe(404);
  expect(await response.json()).toMatchObject({ code: 'NOT_FOUND' });
});
