import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, seriousViolations } from '../support/axe';
import { demoFan, signInThroughApi } from '../support/demo';

// Read only: the demo creator's public pages and the demo fan's own pages, changed by no step here.
const creator = 'luna_moreau';

type CreatorAnswer = { data: { display_name: string; channels: { username: string; name: string }[]; posts: { _id: string; lock: unknown; text: string }[] } };

/** Waits until the page's content, not its loaders, is drawn. */
async function settled(page: Page, heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByLabel(/^Loading/)).toHaveCount(0);
}

test('the guest pages have one h1 and no serious or critical axe findings', async ({ page, request }) => {
  const luna = ((await (await request.get(`/api/creators/${creator}`)).json()) as CreatorAnswer).data;
  const channel = luna.channels[0]!;
  const post = luna.posts.find((candidate) => !candidate.lock && candidate.text)!;

  await test.step('guest home', async () => {
    await page.goto('/');
    await settled(page, 'Get closer to the creators you love');
    await expect(page.getByRole('heading', { name: 'Discover creators' })).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('sign-in dialog', async () => {
    await page.getByRole('button', { name: 'Sign In' }).first().click();
    await expect(page.getByRole('dialog').getByLabel('Username or email')).toBeVisible();
    expect.soft(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  await test.step('creator page', async () => {
    await page.goto(`/creator/${creator}`);
    await settled(page, luna.display_name);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('channel page', async () => {
    await page.goto(`/channel/${channel.username}`);
    await settled(page, channel.name);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('post page', async () => {
    await page.goto(`/post/${post._id}`);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByLabel(/^Loading/)).toHaveCount(0);
    await expectAccessible(page);
  });
});

test("a fan's pages have one h1 and no serious or critical axe findings", async ({ page }) => {
  await signInThroughApi(page, demoFan);

  await test.step('feed', async () => {
    await settled(page, 'Home');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('chat', async () => {
    await page.goto('/chat');
    await settled(page, 'Messages');
    // A phone shows the list alone, a wide screen the list beside the empty conversation.
    await expect(page.getByTestId('conversation-item').first()).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('wallet', async () => {
    await page.goto('/settings/wallet');
    await settled(page, 'Wallet');
    await expect(page.getByText('Wallet balance')).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('settings', async () => {
    await page.goto('/settings/account');
    await settled(page, 'Account');
    await expectAccessible(page);
  });

  await test.step('notifications', async () => {
    await page.goto('/notifications');
    await settled(page, 'Notifications');
    await expectAccessible(page);
  });
});
