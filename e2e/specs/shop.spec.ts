import { expect, test } from '@playwright/test';
import { signUpVerified, unique, verifyAgeAtProvider } from '../support/accounts';
import { drawnPicture } from '../support/creators';
import { signInThroughApi } from '../support/demo';
import { fundWalletThroughApi } from '../support/money';

const PASSWORD = 'Shopper#2026';

// The seller: a seeded creator no other spec uses (a creator signed up here has no public page until the
// profile wizard and KYC are done). The buyer is this spec's own fan.
const SELLER = 'ava_rose';

test('a creator lists a product at /settings/shop; a fan adds an address, buys it from the wallet and tracks it; the creator ships it and the fan sees it', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const fan = await signUpVerified(request, { prefix: 'shopfan', role: 'USER', password: PASSWORD });
  const productName = `Signed poster ${unique()}`;
  const creatorPage = await (await browser.newContext()).newPage();
  const fanPage = await (await browser.newContext()).newPage();

  await test.step('the creator lists a product at /settings/shop', async () => {
    await signInThroughApi(creatorPage, SELLER, { at: '/settings/shop' });
    await creatorPage.getByRole('button', { name: 'Create product' }).click();
    const form = creatorPage.getByRole('form', { name: 'Create product' });
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(productName);
    await form.locator('input[type="file"]').setInputFiles(await drawnPicture(creatorPage, { name: 'poster.png', colour: '#aa3355' }));
    await expect(form.getByRole('img', { name: 'Picture 1' })).toBeVisible({ timeout: 20_000 });
    await form.getByRole('combobox', { name: 'Category' }).click();
    await creatorPage.getByRole('option', { name: 'Saucy Pics' }).click();
    await form.getByRole('textbox', { name: 'Price', exact: true }).fill('0.5');
    await form.getByLabel('Quantity in stock').fill('3');
    await form.getByLabel('Colours (comma-separated)').fill('Red, Black');
    await form.getByRole('button', { name: 'Create product' }).click();
    await expect(form.getByText('Price must be at least $0.99')).toBeVisible();
    await form.getByRole('textbox', { name: 'Price', exact: true }).fill('12.5');
    await form.getByRole('button', { name: 'Create product' }).click();
    await expect(creatorPage.getByText('Product created successfully')).toBeVisible();
    await expect(creatorPage.getByRole('list', { name: 'Your products' })).toContainText(productName);
  });

  await test.step('the fan verifies their age and puts $50 in the wallet', async () => {
    await signInThroughApi(fanPage, fan.username, { password: PASSWORD });
    await verifyAgeAtProvider(fanPage);
    await fundWalletThroughApi(request, { username: fan.username, password: PASSWORD, dollars: 50 });
  });

  const purchase = fanPage.getByRole('dialog');
  await test.step("the fan opens the product on the creator's page and chooses two in black", async () => {
    await fanPage.goto(`/creator/${SELLER}`);
    await fanPage.getByRole('list', { name: 'Products' }).getByRole('button', { name: new RegExp(productName) }).click();
    const drawer = fanPage.getByRole('dialog', { name: productName });
    await expect(drawer).toContainText('$12.50');
    await drawer.getByRole('button', { name: 'Buy' }).click();
    await expect(drawer).toBeHidden();
    await expect(purchase).toContainText('Confirm purchase');
    await purchase.getByRole('button', { name: 'One more' }).click();
    await purchase.getByRole('button', { name: 'One more' }).click();
    await purchase.getByRole('button', { name: 'One more' }).click();
    await expect(purchase.getByText("You can't add more items. There are only 3 items available")).toBeVisible();
    await purchase.getByRole('button', { name: 'One less' }).click();
    await purchase.getByRole('combobox', { name: 'Colour' }).click();
    await fanPage.getByRole('option', { name: 'Black' }).click();
    await purchase.getByRole('button', { name: 'Next' }).click();
  });

  await test.step('adds a delivery address in the third step and comes back to Delivery and Payment with it', async () => {
    await expect(purchase).toContainText('Delivery and Payment');
    await purchase.getByRole('button', { name: 'Add address' }).click();
    await expect(purchase).toContainText('Select delivery address');
    const form = purchase.getByRole('form', { name: 'Add address' });
    await form.getByLabel('Label').fill('Home');
    await form.getByLabel('Street').fill('Keizersgracht 1');
    await form.getByLabel('City').fill('Amsterdam');
    await form.getByLabel('State').fill('Noord-Holland');
    await form.getByLabel('Zip code').fill('1015 CJ');
    await form.getByRole('combobox', { name: 'Country' }).fill('Nether');
    await fanPage.getByRole('option', { name: 'Netherlands' }).click();
    await form.getByLabel('Phone number').fill('+31 20 123 4567');
    await form.getByRole('button', { name: 'Save and use' }).click();
    await expect(purchase).toContainText('Delivery and Payment');
    await expect(purchase).toContainText('Deliver to Home');
    await expect(purchase).toContainText('Netherlands');
  });

  await test.step('pays from the wallet after Yes, sees Successfully Purchased and opens tracking', async () => {
    await expect(purchase.getByRole('radio', { name: /^Wallet/ })).toBeChecked();
    await purchase.getByRole('button', { name: 'Buy now' }).click();
    await purchase.getByRole('button', { name: 'Yes' }).click();
    await expect(purchase.getByText('Successfully Purchased').first()).toBeVisible();
    await purchase.getByRole('button', { name: 'Track order' }).click();
    await expect(fanPage).toHaveURL(/\/shop\/[0-9a-f-]+\/track$/);
    await expect(fanPage.getByLabel('Status: Placed')).toBeVisible();
    await expect(fanPage.getByRole('main')).toContainText(`2 × $12.50 = $25.00`);
  });

  await test.step('the creator marks it Shipped from the sold products; the fan sees it', async () => {
    await creatorPage.goto('/settings/shop');
    const sold = creatorPage.getByRole('list', { name: 'Sold products' });
    await expect(sold).toContainText(productName);
    await sold.getByRole('button', { name: `Mark ${productName} for ${fan.username} as Shipped` }).click();
    await expect(sold).toContainText('Shipped');
    await fanPage.reload();
    await expect(fanPage.getByLabel('Status: Shipped')).toBeVisible();
  });
});
