import { expect, test, type Page } from '@playwright/test';
import { signUpVerified, verifyAgeAtProvider } from '../support/accounts';
import { signInThroughApi } from '../support/demo';
import { addCard, openFromAccountMenu, usd } from '../support/money';

// kai_sands' channel; no other spec subscribes to it. The fan is this spec's own.
const creator = { username: 'kai_sands', name: 'Kai Sands', channel: 'Sands Studio', channelUsername: 'sandsstudio' };
const lockedPost = 'Friday live set recording is up for subscribers';
const PASSWORD = 'Subscribe#2026';
/** The demo channels' quarterly plan: $26.97 with a permanent 10% discount, billed every 3 months. */
const quarterly = { label: '3 Months', total: 24.27, perMonth: 8.09 };

const postCard = (page: Page) => page.getByRole('article').filter({ hasText: lockedPost });

test.use({ actionTimeout: 15_000 });

test('a guest sees what a channel holds; a fan subscribes from a locked post in place and sees it unlocked', async ({ page, request }) => {
  test.setTimeout(150_000);

  await test.step('a guest sees the plans as offers and the channel’s locked posts with what they hold', async () => {
    await page.goto(`/channel/${creator.channelUsername}`);
    const plans = page.getByRole('region', { name: 'Subscription plans' });
    const quarterlyTile = plans.getByTestId('offer-tile').filter({ hasText: quarterly.label });
    await expect(quarterlyTile).toContainText(`${usd(quarterly.perMonth)} / month`);
    await expect(quarterlyTile).toContainText('Save 19% vs monthly');
    await expect(quarterlyTile.getByRole('button', { name: `Subscribe: ${quarterly.label}, ${usd(quarterly.perMonth)} per month` })).toBeVisible();

    const posts = page.getByRole('list', { name: `Posts in ${creator.channel}` });
    const locked = posts.getByRole('article').filter({ hasText: lockedPost });
    await expect(locked.getByTestId('locked-media-counts')).toHaveText('3 photos');
    await expect(locked.getByRole('img', { name: `Photo 1 of 3 by ${creator.name} (locked preview)` })).toBeVisible();
    await expect(locked.getByRole('img', { name: `Photo 1 of 3 by ${creator.name}`, exact: true })).toHaveCount(0);
    // How many subscribe is the creator's figure, not the public's.
    await expect(page.getByText(/\d[\d,.]*k? subscribers?\b/i)).toHaveCount(0);
  });

  const fan = await signUpVerified(request, { prefix: 'subfan', role: 'USER', password: PASSWORD });
  await test.step('a new fan verifies their age and saves a card', async () => {
    await signInThroughApi(page, fan.username, { password: PASSWORD });
    await verifyAgeAtProvider(page, 'EF2468135');
    await openFromAccountMenu(page, 'Cards');
    await addCard(page);
    await expect(page.getByRole('dialog', { name: 'New card added successfully.' })).toBeVisible({ timeout: 20_000 });
  });

  await test.step('Subscribe on the locked post opens the checkout on the creator’s page, where the plan can be changed', async () => {
    await page.goto(`/creator/${creator.username}`);
    const post = postCard(page);
    await expect(post.getByTestId('locked-media-counts')).toHaveText('3 photos');
    await post.getByRole('button', { name: 'Subscribe', exact: true }).click();

    const dialog = page.getByRole('dialog', { name: 'Confirm Subscription Purchase' });
    await expect(dialog).toContainText(creator.channel);
    await expect(page).toHaveURL(new RegExp(`/creator/${creator.username}$`));
    await dialog.getByRole('radio', { name: `${quarterly.label}: ${usd(quarterly.perMonth)} / month` }).check();
    await expect(dialog).toContainText(`billed ${usd(quarterly.total)} every 3 months`);
    await dialog.getByRole('radio', { name: /ending in 4242/ }).check();
    await dialog.getByRole('checkbox', { name: /^I agree to pay \$[\d.]+ \(tax included\) now, and that the subscription renews automatically every 3 months/ }).check();
    await dialog.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText(`You subscribed to ${creator.channel}`).first()).toBeVisible({ timeout: 30_000 });
    await expect(dialog).toBeHidden();
  });

  await test.step('the post is unlocked where it stands, and on the channel page the plan says Subscribed', async () => {
    await expect(page).toHaveURL(new RegExp(`/creator/${creator.username}$`));
    const post = postCard(page);
    const picture = post.getByRole('img', { name: `Photo 1 of 3 by ${creator.name}`, exact: true });
    await expect(picture).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await expect(post.getByRole('button', { name: 'Subscribe', exact: true })).toHaveCount(0);
    await expect(post.getByTestId('locked-media-counts')).toHaveCount(0);

    await page.goto(`/channel/${creator.channelUsername}`);
    const current = page.getByRole('region', { name: 'Subscription plans' }).getByTestId('offer-tile').filter({ hasText: quarterly.label });
    await expect(current).toContainText('Subscribed');
    await expect(current.getByRole('button', { name: /^My subscription/ })).toBeVisible();
    await expect(page.getByRole('list', { name: `Posts in ${creator.channel}` }).getByRole('img', { name: `Photo 3 of 3 by ${creator.name}`, exact: true })).toBeVisible();
  });
});
