import { expect, test, type APIRequestContext } from '@playwright/test';
import { signUpVerified, unique, verifyAgeAtProvider } from '../support/accounts';
import { drawnPicture } from '../support/creators';
import { apiSignIn, signInThroughApi, userId } from '../support/demo';
import { fundWalletThroughApi, openFromAccountMenu } from '../support/money';

// ava_rose is a demo creator no other spec touches; the fan is this spec's own.
const CREATOR = 'ava_rose';
const PASSWORD = 'Requestfan#2026';

/** A fan of this spec's own, signed up through the API with the email verified. */
async function newFan(request: APIRequestContext) {
  return signUpVerified(request, { prefix: 'reqfan', role: 'USER', password: PASSWORD });
}

test('a fan sends a custom request by wallet from the services drawer; the creator counters in chat; the fan pays the difference; the creator delivers a picture the fan sees', async ({ browser, request }) => {
  const fan = await newFan(request);
  const serviceName = `Custom ${unique().slice(-5)}`;
  const creatorTokens = await apiSignIn(request, CREATOR);
  const creatorId = await userId(request, creatorTokens);

  await test.step(`${CREATOR} offers a flexible custom service (at least $20)`, async () => {
    const created = await request.post('/api/users/services', {
      headers: { authorization: `Bearer ${creatorTokens.token}` },
      data: { type: 'CUSTOM-SERVICE', name: serviceName, includes: 'A personal video', fixed_price: false, min_price: 20 },
    });
    expect(created.status()).toBe(201);
  });

  const fanContext = await browser.newContext();
  const fanPage = await fanContext.newPage();
  await test.step('the fan verifies their age at the provider, puts $50 in the wallet by card', async () => {
    await signInThroughApi(fanPage, fan.username, { password: PASSWORD });
    await verifyAgeAtProvider(fanPage);
    await fundWalletThroughApi(request, { username: fan.username, password: PASSWORD, dollars: 50 });
  });

  await test.step('the fan sends a Custom Request from the services drawer, paying by wallet', async () => {
    await fanPage.goto(`/creator/${CREATOR}`);
    await fanPage.getByRole('button', { name: 'Services', exact: true }).click();
    const drawer = fanPage.getByRole('dialog', { name: /Services$/ });
    await drawer.getByRole('button', { name: `Request ${serviceName}` }).click();
    const dialog = fanPage.getByRole('dialog', { name: 'Custom Request' });
    await dialog.getByLabel('Amount ($)').fill('10');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByText('Please enter a description')).toBeVisible();
    await expect(dialog.getByText('Amount should be at least the minimum price')).toBeVisible();
    await dialog.getByLabel('Amount ($)').fill('25');
    await dialog.getByLabel('Description').fill('A birthday greeting for Sam');
    await dialog.getByRole('radio', { name: /Wallet/ }).check();
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(fanPage.getByText('Request Sent Successfully', { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  const creatorContext = await browser.newContext();
  const creatorPage = await creatorContext.newPage();
  await test.step('the creator sees the new request in chat and counters at $40', async () => {
    await signInThroughApi(creatorPage, CREATOR, { at: '/chat' });
    await creatorPage.getByTestId('conversation-item').filter({ hasText: fan.username }).click();
    const requestMessage = creatorPage.getByTestId('request-message').filter({ hasText: 'A birthday greeting for Sam' });
    await expect(requestMessage).toContainText('Custom Request');
    await expect(requestMessage).toContainText('New');
    await expect(requestMessage).toContainText('$25.00');
    await requestMessage.getByRole('button', { name: 'Counter' }).click();
    const counter = creatorPage.getByRole('dialog', { name: 'Counter the request' });
    await counter.getByLabel('Counter price ($)').fill('20');
    await counter.getByRole('button', { name: 'Send counter offer' }).click();
    await expect(counter.getByText("You can't counter less than the fan's request")).toBeVisible();
    await counter.getByLabel('Counter price ($)').fill('40');
    await counter.getByLabel('Description').fill('Longer video, two takes');
    await counter.getByRole('button', { name: 'Send counter offer' }).click();
    await expect(creatorPage.getByText('Counter Offer Sent')).toBeVisible();
    await expect(creatorPage.getByTestId('counter-offer')).toContainText('Counter offer: $40.00');
    // A counter offer is kept as sent: its sender is offered Pin, not Edit.
    await creatorPage.getByTestId('chat-message').filter({ has: creatorPage.getByTestId('counter-offer') }).getByRole('button', { name: 'Message actions' }).click();
    await expect(creatorPage.getByRole('menuitem', { name: 'Pin', exact: true })).toBeVisible();
    await expect(creatorPage.getByRole('menuitem', { name: 'Edit' })).toHaveCount(0);
    await creatorPage.keyboard.press('Escape');
  });

  await test.step('the fan accepts the offer in chat and pays the $15 difference by wallet', async () => {
    await fanPage.goto(`/chat?user=${creatorId}`);
    const offer = fanPage.getByTestId('chat-message').filter({ hasText: 'Longer video, two takes' }).getByTestId('counter-offer');
    await expect(offer).toContainText('Counter offer: $40.00');
    await offer.getByRole('button', { name: 'Accept Offer' }).click();
    const dialog = fanPage.getByRole('dialog', { name: 'Accept Offer' });
    await expect(dialog).toContainText('$15.00');
    await dialog.getByRole('radio', { name: /Wallet/ }).check();
    await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
    await expect(fanPage.getByText('Offer accepted successfully', { exact: true }).first()).toBeVisible();
    await expect(offer).toContainText('Accepted');
    await expect(creatorPage.getByTestId('counter-offer')).toContainText('Accepted');
  });

  await test.step('the creator accepts with a description and a picture', async () => {
    const requestMessage = creatorPage.getByTestId('request-message').filter({ hasText: 'A birthday greeting for Sam' });
    await requestMessage.getByRole('button', { name: 'Accept' }).click();
    const delivery = creatorPage.getByRole('dialog', { name: 'Accept the request' });
    await delivery.getByRole('button', { name: 'Accept' }).click();
    await expect(delivery.getByText('Please enter a description')).toBeVisible();
    await expect(delivery.getByText('Attach at least one media file')).toBeVisible();
    await delivery.getByLabel('Details').fill('Happy birthday, Sam!');
    await delivery.locator('input[type=file]').setInputFiles(await drawnPicture(creatorPage, { name: 'greeting.png', colour: '#aa3366' }));
    await expect(delivery.getByRole('img', { name: 'Attached file' })).toBeVisible({ timeout: 20_000 });
    await delivery.getByRole('button', { name: 'Accept' }).click();
    await expect(creatorPage.getByText("You've now accepted the request!")).toBeVisible();
  });

  await test.step('the fan sees the request accepted and the delivered picture', async () => {
    await expect(fanPage.getByTestId('request-message').filter({ hasText: 'A birthday greeting for Sam' })).toContainText('Accepted');
    const delivered = fanPage.getByTestId('chat-message').filter({ hasText: 'Happy birthday, Sam!' });
    await expect(delivered.getByRole('img', { name: 'Photo in the chat' })).toBeVisible();
    // A private picture: the fan's browser loads it through the viewer cookie.
    await expect.poll(() => delivered.getByRole('img', { name: 'Photo in the chat' }).evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(320);
    await openFromAccountMenu(fanPage, 'Wallet');
    await expect(fanPage.getByRole('region', { name: 'Wallet balance' })).toContainText('$10.00');
  });

  await fanContext.close();
  await creatorContext.close();
});
