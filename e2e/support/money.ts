import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiSignIn, demoAdmin } from './demo';

/** The sandbox's always-approved Visa (docs/providers.md). */
export const testVisa = { number: '4242 4242 4242 4242', cvc: '123', holder: 'Alex Turner' };

const billingAddress = { Address: '12 Canal Street', City: 'Springfield', State: 'Illinois', 'Zip code': '62701', Country: 'United States' };

const usdFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Dollars as the app shows them: '$1,234.50'. */
export const usd = (dollars: number) => usdFormat.format(dollars);

/** Reads an amount the page shows ('$1,234.50', '−$12.00') as dollars. */
export async function shownDollars(locator: Locator): Promise<number> {
  const text = await locator.innerText();
  const match = /\$([\d,]+(?:\.\d+)?)/.exec(text);
  if (!match) throw new Error(`No dollar amount in "${text}"`);
  return Number(match[1]!.replaceAll(',', ''));
}

/** Opens a settings page from the account menu; each is headed by its name. */
export async function openFromAccountMenu(page: Page, item: 'Wallet' | 'Cards' | 'Earnings'): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: item }).click();
  await expect(page.getByRole('heading', { name: item, level: 1 })).toBeVisible();
}

/** Expiry a few years ahead, as the card page wants it: MM and YYYY. */
function futureExpiry() {
  return { month: '12', year: String(new Date().getFullYear() + 3) };
}

/**
 * Cards → Add new: the billing address, then the provider's hosted card page in the dialog's frame.
 * Saving sends the whole window to the return page.
 */
export async function addCard(page: Page, card = testVisa): Promise<void> {
  await page.getByRole('button', { name: 'Add new', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a new card' });
  for (const [label, value] of Object.entries(billingAddress)) await dialog.getByLabel(label).fill(value);
  await dialog.getByLabel('Save this card for future payments').check();
  await dialog.getByRole('button', { name: 'Continue' }).click();

  const cardPage = page.frameLocator('iframe[title="Card details at the payment provider"]');
  await expect(cardPage.getByRole('heading', { name: 'Save your card' })).toBeVisible();
  const expiry = futureExpiry();
  await cardPage.getByLabel('Card number').fill(card.number);
  await cardPage.getByLabel('Expiry month').fill(expiry.month);
  await cardPage.getByLabel('Expiry year').fill(expiry.year);
  await cardPage.getByLabel('CVC').fill(card.cvc);
  await cardPage.getByLabel('Name on card').fill(card.holder);
  await cardPage.getByRole('button', { name: 'Save card' }).click();
}

/** The wallet page's balance. */
export const walletBalance = (page: Page) => page.getByRole('region', { name: 'Wallet balance' });

const depositForm = (page: Page) => page.getByRole('form', { name: 'Deposit' });

/** Deposits by the saved card chosen by default; the page says 'Deposit Successful'. */
export async function depositByCard(page: Page, dollars: number): Promise<void> {
  const form = depositForm(page);
  await form.getByLabel('Deposit (min $10)').fill(String(dollars));
  await form.getByRole('button', { name: `Deposit ${usd(dollars)}` }).click();
  const success = page.getByRole('dialog', { name: 'Deposit Successful' });
  await expect(success).toBeVisible({ timeout: 20_000 });
  // The dialog's own Close button, not the corner's.
  await success.getByRole('status').getByRole('button', { name: 'Close' }).click();
  await expect(success).toBeHidden();
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Signs `username` in through the API and puts `dollars` in their wallet by a new card, for journeys whose subject is not cards or
 * deposits (those use addCard and depositByCard): the same requests the card dialog, the provider's card page
 * and the deposit form make, without drawing them. The card page's own form is posted as the frame would
 * post it; its redirect goes to the web app's return page, which confirms the checkout as done here.
 * The card deposit is settled by the provider's notification, so the wallet is read until it holds the money.
 */
export async function fundWalletThroughApi(request: APIRequestContext, { username, password, dollars }: { username: string; password?: string; dollars: number }): Promise<void> {
  const { token } = await apiSignIn(request, username, password);
  const billing = { full_address: billingAddress.Address, city: billingAddress.City, state: billingAddress.State, zip_code: billingAddress['Zip code'], country: billingAddress.Country };
  const frame = await request.post('/api/cards/frame-link', { headers: bearer(token), data: { ...billing, save_card: true } });
  expect(frame.ok()).toBe(true);
  const { checkout_id: checkoutId, link } = ((await frame.json()) as { data: { checkout_id: string; link: string } }).data;
  const expiry = futureExpiry();
  const cardPage = await request.post(link, {
    form: { number: testVisa.number, expiry_month: expiry.month, expiry_year: expiry.year, cvc: testVisa.cvc, holder: testVisa.holder },
    maxRedirects: 0,
  });
  expect(cardPage.status()).toBe(303);
  const confirmed = await request.post('/api/cards/confirm', { headers: bearer(token), data: { checkout_id: checkoutId } });
  expect(confirmed.ok()).toBe(true);
  const { _id: cardId } = ((await confirmed.json()) as { data: { _id: string } }).data;

  const balance = async () => ((await (await request.get('/api/wallet', { headers: bearer(token) })).json()) as { data: { balance: number } }).data.balance;
  const before = await balance();
  const deposit = await request.post('/api/wallet/deposit', {
    headers: { ...bearer(token), 'idempotency-key': `deposit-${checkoutId}` },
    data: { amount: dollars, payment_mode: 'card', tokenised_card_id: cardId },
  });
  expect(deposit.ok()).toBe(true);
  expect(((await deposit.json()) as { data: { status: string } }).data.status).not.toBe('Failed');
  await expect.poll(balance, { timeout: 20_000 }).toBeCloseTo(before + dollars, 2);
}

/** Chooses iDEAL; its details are saved first when the form asks for them. */
export async function chooseIdeal(page: Page): Promise<void> {
  const form = depositForm(page);
  await form.getByRole('radio', { name: /^iDEAL/ }).click();
  const details = form.getByRole('group', { name: 'iDEAL details' });
  const saved = form.getByRole('button', { name: 'Change' });
  await expect(details.or(saved)).toBeVisible();
  if (await details.isVisible()) {
    // Suggested from the account: the holder's names and email.
    await expect(details.getByLabel('First name')).not.toHaveValue('');
    await details.getByRole('button', { name: 'Save iDEAL details' }).click();
    await expect(page.getByText('iDEAL added successfully!')).toBeVisible();
    await expect(saved).toBeVisible();
  }
}

/**
 * Deposits the amount the form holds by iDEAL: the click opens a tab that goes on to the bank page, where
 * a bank is chosen and the payment approved. Answers the amount and the tab, back on the app's return page.
 */
export async function depositByIdeal(page: Page, bank = 'ING'): Promise<{ dollars: number; bankTab: Page }> {
  const form = depositForm(page);
  const dollars = Number((await form.getByLabel('Deposit (min $10)').inputValue()).replaceAll(',', ''));
  const [bankTab] = await Promise.all([page.context().waitForEvent('page'), form.getByRole('button', { name: `Deposit ${usd(dollars)}` }).click()]);
  await expect(bankTab.getByRole('heading', { name: 'Pay with iDEAL' })).toBeVisible({ timeout: 20_000 });
  await bankTab.getByRole('radio', { name: bank }).check();
  await bankTab.getByRole('button', { name: 'Approve' }).click();
  return { dollars, bankTab };
}

/** Send tip on a creator's page, with a custom amount paid from the wallet. */
export async function tipFromWallet(page: Page, options: { creator: string; dollars: number }): Promise<void> {
  await page.goto(`/creator/${options.creator}`);
  await page.getByRole('button', { name: 'Send tip' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm Tip' });
  // The chip's radio is visually hidden under its label, which is what one clicks. On a loaded machine a click
  // that lands while the freshly loaded page is still settling can be lost (CI, once): click again, as a person would.
  await expect(async () => {
    await dialog.getByText('Custom', { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: 'Custom' })).toBeChecked({ timeout: 2_000 });
  }).toPass();
  await dialog.getByLabel('Custom amount').fill(String(options.dollars));
  await expect(dialog.getByRole('radio', { name: /^Wallet/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Send tip' }).click();
  await expect(page.getByText('Tip sent!')).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** A stat card of the earnings page ('Pending', 'Available', 'Lifetime'): its label, amount and note. */
export const earningsStat = (page: Page, label: 'Pending' | 'Available' | 'Lifetime') =>
  page.getByRole('main').getByRole('group', { name: label, exact: true });

/** What the earnings page shows, read after a reload (the page does not update by itself). */
export async function reloadedEarnings(page: Page): Promise<{ pending: number; available: number }> {
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Earnings', level: 1 })).toBeVisible();
  // The stat cards have loaded (before them, 'Pending' could be a transaction's status badge).
  await expect(page.getByText('Ready to withdraw')).toBeVisible();
  return { pending: await shownDollars(earningsStat(page, 'Pending')), available: await shownDollars(earningsStat(page, 'Available')) };
}

/** The scheduled earnings release, run now by staff with a stand-in clock (outside production only). */
export async function releaseEarnings(request: APIRequestContext, asOf: Date): Promise<number> {
  const admin = await apiSignIn(request, demoAdmin);
  const response = await request.post('/api/admin/jobs/earnings-release', {
    headers: { authorization: `Bearer ${admin.token}` },
    data: { as_of: asOf.toISOString() },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { released: number } }).data.released;
}

/**
 * In the Withdraw dialog without a payout account: Create payout account opens the provider's activation
 * page in a new tab, where it is activated; back in the dialog, 'I have activated it' shows the amount form.
 */
export async function activatePayoutAccount(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Withdraw', exact: true });
  const [activation] = await Promise.all([page.context().waitForEvent('page'), dialog.getByRole('button', { name: 'Create payout account' }).click()]);
  await expect(activation.getByRole('heading', { name: 'Activate your payout account' })).toBeVisible();
  await activation.getByRole('button', { name: 'Activate payout account' }).click();
  await expect(activation.getByText('Your payout account is active. You can close this tab.')).toBeVisible();
  await activation.close();
  // The provider tells the API by webhook: a check that comes too early is simply made again.
  const checkAgain = dialog.getByRole('button', { name: 'I have activated it' });
  await expect(async () => {
    if (await checkAgain.isVisible()) await checkAgain.click();
    await expect(dialog.getByLabel('Amount')).toBeVisible({ timeout: 1000 });
  }).toPass();
}

/** Withdraw → Confirm; 'Money withdrawn!' shows and the page reloads by itself. */
export async function withdraw(page: Page, dollars: number): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Withdraw', exact: true });
  await dialog.getByLabel('Amount').fill(String(dollars));
  const reloaded = page.waitForEvent('load');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('dialog', { name: 'Money withdrawn!' })).toBeVisible();
  await reloaded;
}

/** The withdrawable balance the Withdraw dialog shows. */
export const withdrawableBalance = (page: Page) =>
  page.getByRole('dialog', { name: 'Withdraw', exact: true }).getByText('Withdrawable balance').locator('xpath=..');
