import { expect, test } from '@playwright/test';
import { signUpIdentified, unique } from '../support/accounts';
import { signInThroughApi } from '../support/demo';
import { depositByIdeal, openFromAccountMenu, usd, walletBalance } from '../support/money';
import { png } from '../support/pictures';

const PASSWORD = 'Paidmedia#2026';

test('a creator sends a paid photo in chat; the fan sees it blurred, unlocks it from the wallet, then buys direct messages and sends one', async ({ browser, request }) => {
  const creator = await signUpIdentified(request, { prefix: 'mediacreator', role: 'CREATOR', password: PASSWORD });
  const fan = await signUpIdentified(request, { prefix: 'mediafan', role: 'USER', password: PASSWORD });
  const creatorPage = await (await browser.newContext()).newPage();
  const fanPage = await (await browser.newContext()).newPage();
  const caption = `A photo just for you ${unique()}`;
  const dm = `A direct message ${unique()}`;

  await test.step('the creator sends a photo with a $5 unlock fee', async () => {
    await signInThroughApi(creatorPage, creator.username, { password: PASSWORD, at: `/chat?user=${fan.id}` });
    await creatorPage.getByRole('button', { name: 'Send paid media' }).click();
    const dialog = creatorPage.getByRole('dialog', { name: 'Send paid media' });
    await dialog.locator('input[type=file]').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png(320, 240) });
    await expect(dialog.getByRole('img', { name: 'Photo to sell' })).toBeVisible();
    await dialog.getByLabel('Unlock fee').fill('4');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Price must be at least $5')).toBeVisible();
    await dialog.getByLabel('Unlock fee').fill('5');
    await dialog.getByLabel('Message').fill(caption);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(creatorPage.getByText('Media sent successfully')).toBeVisible();
    const sent = creatorPage.getByTestId('chat-message').filter({ hasText: caption });
    await expect(sent.getByRole('img', { name: 'Paid photo' })).toBeVisible();
    await expect(sent.getByText('Not bought yet')).toBeVisible();
  });

  await test.step('the fan deposits $20 by iDEAL', async () => {
    await signInThroughApi(fanPage, fan.username, { password: PASSWORD });
    await openFromAccountMenu(fanPage, 'Wallet');
    const form = fanPage.getByRole('form', { name: 'Deposit' });
    await form.getByLabel('Deposit (min $10)').fill('20');
    // A new account has no names to suggest for iDEAL: the fan types them once.
    await form.getByRole('radio', { name: /^iDEAL/ }).click();
    const details = form.getByRole('group', { name: 'iDEAL details' });
    await details.getByLabel('First name').fill('Mia');
    await details.getByLabel('Last name').fill('Jansen');
    await details.getByRole('button', { name: 'Save iDEAL details' }).click();
    await expect(fanPage.getByText('iDEAL added successfully!')).toBeVisible();
    const { bankTab } = await depositByIdeal(fanPage);
    await expect(bankTab.getByText(`Payment received: ${usd(20)}`)).toBeVisible({ timeout: 20_000 });
    await bankTab.close();
    await expect(walletBalance(fanPage)).toContainText(usd(20), { timeout: 20_000 });
  });

  await test.step('the fan sees the photo blurred, unlocks it by wallet and sees it sharp', async () => {
    await fanPage.goto(`/chat?user=${creator.id}`);
    const message = fanPage.getByTestId('chat-message').filter({ hasText: caption });
    await expect(message.getByRole('img', { name: 'Locked photo, blurred' })).toBeVisible();
    await expect(message.getByRole('img', { name: 'Paid photo' })).toHaveCount(0);
    await message.getByRole('button', { name: 'Unlock for $5.00' }).click();
    const dialog = fanPage.getByRole('dialog', { name: 'Purchase chat media' });
    await expect(dialog.getByRole('radio', { name: /^Wallet/ })).toBeChecked();
    await dialog.getByRole('button', { name: 'Unlock' }).click();
    await expect(fanPage.getByText('Media unlocked successfully')).toBeVisible();
    await expect(message.getByRole('img', { name: 'Paid photo' })).toBeVisible();
    await expect.poll(() => message.getByRole('img', { name: 'Paid photo' }).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(320);
    await expect(creatorPage.getByTestId('chat-message').filter({ hasText: caption }).getByText('Bought')).toBeVisible();
  });

  await test.step('with no direct messages the plans dialog opens; the fan buys 5 and sends one', async () => {
    await fanPage.getByRole('button', { name: 'Direct message' }).click();
    const plans = fanPage.getByRole('dialog', { name: 'Purchase plans' });
    await expect(plans.getByRole('radio', { name: '5 direct messages · $4.99' })).toBeChecked();
    await plans.getByRole('radio', { name: /^Wallet/ }).check();
    await plans.getByRole('button', { name: 'Buy' }).click();
    await expect(fanPage.getByText('You have successfully purchased DirectMessage', { exact: true })).toBeVisible();
    await expect(plans).toBeHidden();

    await fanPage.getByRole('button', { name: 'Direct message' }).click();
    const box = fanPage.getByRole('dialog', { name: 'Direct message' });
    await expect(box.getByTestId('dm-remaining')).toHaveText('Direct messages left: 5');
    await box.getByRole('button', { name: 'Send direct message' }).click();
    await expect(box.getByText('Please enter a message')).toBeVisible();
    await box.getByLabel('Direct message').fill(dm);
    await box.getByRole('button', { name: 'Send direct message' }).click();
    await expect(fanPage.getByText('Message Sent Successfully')).toBeVisible();
    await expect(fanPage.getByTestId('chat-message').filter({ hasText: dm })).toBeVisible();
    await expect(creatorPage.getByTestId('chat-message').filter({ hasText: dm })).toBeVisible();
  });
});
