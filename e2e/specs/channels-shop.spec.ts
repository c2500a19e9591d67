import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiSignInWith, signUpIdentified, unique } from '../support/accounts';
import { signInThroughApi } from '../support/demo';
import { fundWalletThroughApi, openFromAccountMenu, usd, walletBalance } from '../support/money';
import { png } from '../support/pictures';

const PASSWORD = 'Channels#2026';

/** A creator's free channel granting a 15-minute free video call each period, presenting the video service it is used as, and a post for followers. */
async function freeChannelWithPerks(request: APIRequestContext, creator: { username: string }) {
  const { token } = await apiSignInWith(request, creator.username, PASSWORD);
  const headers = { authorization: `Bearer ${token}` };
  const service = await request.post('/api/users/services', { headers, data: { type: 'VIDEO', name: 'Video chat', service_type: 'fixed_duration', duration: 1800, price: 30 } });
  expect(service.status()).toBe(201);
  const serviceId = ((await service.json()) as { data: { _id: string } }).data._id;
  const channelName = `Open Studio ${unique().slice(-4)}`;
  const created = await request.post('/api/channel', {
    headers,
    data: {
      name: channelName,
      channel_tagname: `open_${unique()}`,
      about: 'Free to follow, every week.',
      hashtags: ['studio'],
      subscription_type: 'FREE',
      perks: [{ icon: 'star', value: 'Posts for followers' }],
      free_services: [{ type: 'video call', unit: 15, unit_type: 'Minute' }],
      services: [serviceId],
    },
  });
  expect(created.status()).toBe(201);
  const channel = ((await created.json()) as { data: { _id: string; username: string; name: string } }).data;
  const postText = `For followers only ${unique()}`;
  const post = await request.post('/api/posts', { headers, data: { text: postText, visibility: 'subscribers', channel_id: channel._id } });
  expect(post.ok()).toBe(true);
  return { channel: { ...channel, name: channelName }, postText };
}

test('a fan follows a free channel at no charge and sees its subscriber post, then uses the free video call its perks grant', async ({ browser, request }) => {
  const creator = await signUpIdentified(request, { prefix: 'freecreator', role: 'CREATOR', password: PASSWORD });
  const fan = await signUpIdentified(request, { prefix: 'freefan', role: 'USER', password: PASSWORD });
  const { channel, postText } = await freeChannelWithPerks(request, creator);
  const page = await (await browser.newContext()).newPage();

  await test.step('the fan finds the post locked, follows the channel with no payment step and sees the post', async () => {
    await signInThroughApi(page, fan.username, { password: PASSWORD, at: `/channel/${channel.username}` });
    const posts = page.getByRole('list', { name: `Posts in ${channel.name}` });
    const post = posts.getByRole('article').filter({ hasText: postText });
    await expect(post.getByText(`Subscribe to ${channel.name} to see this post`)).toBeVisible();

    const plans = page.getByRole('region', { name: 'Subscription plans' });
    await expect(plans.getByRole('heading', { name: 'Free channel' })).toBeVisible();
    // The service the channel presents is a perk bought on its own, not included with following.
    const perks = plans.getByRole('list', { name: 'Perks' });
    await expect(perks.getByRole('listitem').filter({ hasText: 'Video chat' })).toContainText('Video call · $30.00 · bought separately');
    await perks.getByRole('button', { name: 'Request Video chat' }).click();
    const request = page.getByRole('dialog', { name: 'Video request' });
    await expect(request).toBeVisible();
    await request.getByRole('button', { name: 'Close' }).click();
    await expect(request).toBeHidden();
    await plans.getByRole('button', { name: 'Follow for free: Free, no charge' }).click();
    await expect(plans.getByText('Following')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(post.getByText(`Subscribe to ${channel.name} to see this post`)).toHaveCount(0);
    await expect(post).toContainText(postText);
  });

  await test.step("the follower uses the free video call from the channel's perks, capped at its 15 minutes", async () => {
    const plans = page.getByRole('region', { name: 'Subscription plans' });
    await expect(plans.getByText('Free video call: 15 minutes')).toBeVisible();
    const free = plans.getByRole('region', { name: 'Free with your subscription' });
    await expect(free).toContainText('1 of 1 left this period, up to 15 minutes');
    await free.getByRole('button', { name: 'Use free video call' }).click();

    const dialog = page.getByRole('dialog', { name: 'Free Video request' });
    await expect(dialog.getByLabel('Duration (minutes)')).toHaveValue('15');
    await dialog.getByLabel('Description').fill('Can we talk about the next shoot?');
    await dialog.getByRole('button', { name: 'Send free request' }).click();
    await expect(page.getByText('Request Sent Successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(free).toContainText('0 of 1 left this period');
    await expect(free.getByRole('button', { name: 'Use free video call' })).toBeDisabled();
  });

  await test.step('the creator finds the free request in the chat', async () => {
    const creatorPage = await (await browser.newContext()).newPage();
    await signInThroughApi(creatorPage, creator.username, { password: PASSWORD, at: `/chat?user=${fan.id}` });
    await expect(creatorPage.getByTestId('chat-message').filter({ hasText: `Requested Video chat (free with ${channel.name})` })).toBeVisible();
  });
});

/** A product listed by a new creator through the API under Others, with a tag (its own category) no other product has, and no variants to pick. */
async function listedProduct(request: APIRequestContext, seller: { username: string }, name: string, tag: string) {
  const { token } = await apiSignInWith(request, seller.username, PASSWORD);
  const headers = { authorization: `Bearer ${token}` };
  const upload = await request.post('/api/uploads/images?kind=background', { headers, multipart: { file: { name: 'product.png', mimeType: 'image/png', buffer: png(64, 32) } } });
  expect(upload.ok()).toBe(true);
  const { url } = ((await upload.json()) as { data: { url: string } }).data;
  const created = await request.post('/api/shops/create-product', {
    headers,
    data: { name, media: [url], brand: 'Velvet', category: 'Others', custom_category: tag, description: 'Sealed, with a note', variations: { colors: [], sizes: [] }, price: 12.5, quantity: 5 },
  });
  expect(created.status()).toBe(201);
}

test('a fan finds a product on the shop page, buys it, sees it in My orders and tracks it there and from the transaction info, then cancels a second order and gets the money back', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const seller = await signUpIdentified(request, { prefix: 'shopseller', role: 'CREATOR', password: PASSWORD });
  const fan = await signUpIdentified(request, { prefix: 'shopbuyer', role: 'USER', password: PASSWORD });
  const productName = `Sealed vial ${unique()}`;
  const productTag = `vial ${unique()}`.toLowerCase();
  await listedProduct(request, seller, productName, productTag);
  const { token } = await apiSignInWith(request, fan.username, PASSWORD);
  const address = await request.post('/api/addresses', {
    headers: { authorization: `Bearer ${token}` },
    data: { label: 'Home', flat: '2B', street: 'Keizersgracht 1', city: 'Amsterdam', state: 'Noord-Holland', zip_code: '1015 CJ', country: 'NL:Netherlands', phone_number: '+31 20 123 4567', is_default: true },
  });
  expect(address.status()).toBe(201);
  const page = await (await browser.newContext()).newPage();
  const purchase = page.getByRole('dialog');

  const buyFromShop = async () => {
    await page.goto('/shop');
    await page.getByRole('radiogroup', { name: 'Categories' }).locator('label', { hasText: /^Others \(\d+\)$/ }).click();
    await page.getByRole('radiogroup', { name: 'Tags in Others' }).locator('label', { hasText: `${productTag} (1)` }).click();
    await expect(page.getByRole('list', { name: 'Products' }).getByRole('listitem')).toHaveCount(1);
    await page.getByRole('list', { name: 'Products' }).getByRole('button', { name: new RegExp(productName) }).click();
    const drawer = page.getByRole('dialog', { name: productName });
    await expect(drawer).toContainText('$12.50');
    await drawer.getByRole('button', { name: 'Buy' }).click();
    await expect(drawer).toBeHidden();
    await expect(purchase).toContainText('Confirm purchase');
    await purchase.getByRole('button', { name: 'Next' }).click();
    await expect(purchase).toContainText('Deliver to Home');
    await expect(purchase.getByRole('radio', { name: /^Wallet/ })).toBeChecked();
    await purchase.getByRole('button', { name: 'Buy now' }).click();
    await purchase.getByRole('button', { name: 'Yes' }).click();
    await expect(purchase.getByText('Successfully Purchased').first()).toBeVisible();
    await purchase.getByRole('button', { name: 'Track order' }).click();
    await expect(page).toHaveURL(/\/shop\/[0-9a-f-]+\/track$/);
    await expect(page.getByLabel('Status: Placed')).toBeVisible();
  };

  await test.step('the fan puts $50 in the wallet', async () => {
    await signInThroughApi(page, fan.username, { password: PASSWORD });
    await fundWalletThroughApi(request, { username: fan.username, password: PASSWORD, dollars: 50 });
  });

  await test.step('finds the product on the shop page by its category and tag and buys it from the wallet', buyFromShop);

  await test.step('sees it in My orders as Placed and opens its tracking from there', async () => {
    await page.goto('/shop/orders');
    const order = page.getByRole('list', { name: 'My orders' }).getByRole('listitem', { name: `1 × ${productName}` });
    await expect(order.getByLabel('Status: Placed')).toBeVisible();
    await order.getByRole('link', { name: `1 × ${productName}` }).click();
    await expect(page).toHaveURL(/\/shop\/[0-9a-f-]+\/track$/);
    await expect(page.getByRole('main')).toContainText('1 × $12.50 = $12.50');
  });

  await test.step('opens the same tracking from the purchase in the transactions', async () => {
    await page.goto('/settings/transactions');
    await page.getByRole('list', { name: 'Transactions' }).getByRole('button', { name: /^Purchase shop, paid \$12\.50,/ }).click();
    const details = page.getByRole('dialog').filter({ hasText: productName });
    await details.getByRole('link', { name: 'Track order' }).click();
    await expect(page).toHaveURL(/\/shop\/[0-9a-f-]+\/track$/);
    await expect(page.getByRole('main')).toContainText('1 × $12.50 = $12.50');
  });

  await test.step('buys a second one, cancels it before it ships and gets the $12.50 back', async () => {
    await buyFromShop();
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByText('Order cancelled. Your money is on its way back.')).toBeVisible();
    await expect(page.getByLabel('Status: Cancelled')).toBeVisible();
    await expect(page.getByText('This order was cancelled and refunded.')).toBeVisible();
    await openFromAccountMenu(page, 'Wallet');
    await expect(walletBalance(page)).toContainText(usd(37.5));
  });
});
