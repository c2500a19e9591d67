import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSignInWith, signUpVerified, unique, verifyAgeAtProvider } from '../support/accounts';
import { fakeMediaLaunchOptions } from '../support/chromium';
import { apiSignIn, signInThroughApi, userId } from '../support/demo';
import { fundWalletThroughApi } from '../support/money';

// A new creator's page is public only after onboarding, so the creator is ava_rose, a demo creator no
// balance-asserting spec touches; the fan is this spec's own and nothing here asserts a balance.
const CREATOR = 'ava_rose';
const PASSWORD = 'Callfan#2026';

// Both browsers stream Chromium's test pattern.
test.use({ launchOptions: fakeMediaLaunchOptions });

/** A fan of this spec's own, signed up through the API with the email verified. */
async function newFan(request: APIRequestContext) {
  const fan = await signUpVerified(request, { prefix: 'callfan', role: 'USER', password: PASSWORD });
  return { ...fan, id: (await apiSignInWith(request, fan.username, PASSWORD)).id };
}

const remoteVideoWidth = (page: Page) => page.getByTestId('remote-media').evaluate((video: HTMLVideoElement) => video.videoWidth);

test('a fan pays for a video call by wallet, the creator accepts, both join and see each other, the countdown runs, one hangs up', async ({ browser, request }) => {
  test.setTimeout(150_000);
  const fan = await newFan(request);
  const creatorTokens = await apiSignIn(request, CREATOR);
  const creator = { username: CREATOR, id: await userId(request, creatorTokens) };
  const serviceName = `Video ${unique().slice(-5)}`;
  const created = await request.post('/api/users/services', {
    headers: { authorization: `Bearer ${creatorTokens.token}` },
    data: { type: 'VIDEO', name: serviceName, service_type: 'fixed_duration', duration: 120, price: 5 },
  });
  expect(created.status()).toBe(201);

  const fanContext = await browser.newContext();
  const fanPage = await fanContext.newPage();
  await test.step('the fan verifies their age, adds a card and deposits $20', async () => {
    await signInThroughApi(fanPage, fan.username, { password: PASSWORD });
    await verifyAgeAtProvider(fanPage, 'CD7654321');
    await fundWalletThroughApi(request, { username: fan.username, password: PASSWORD, dollars: 20 });
  });

  await test.step('the fan requests the video call from the services drawer, paying by wallet', async () => {
    await fanPage.goto(`/creator/${creator.username}`);
    await fanPage.getByRole('button', { name: 'Services', exact: true }).click();
    const drawer = fanPage.getByRole('dialog', { name: /Services$/ });
    await drawer.getByRole('button', { name: `Request ${serviceName}` }).click();
    const dialog = fanPage.getByRole('dialog', { name: 'Video request' });
    await dialog.getByLabel('Description').fill('A quick hello');
    await dialog.getByRole('radio', { name: /Wallet/ }).check();
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(fanPage.getByText('Request Sent Successfully', { exact: true })).toBeVisible();
  });

  const creatorContext = await browser.newContext();
  const creatorPage = await creatorContext.newPage();
  await test.step('the creator accepts the call in the chat', async () => {
    await signInThroughApi(creatorPage, CREATOR, { at: `/chat?user=${fan.id}` });
    const requestMessage = creatorPage.getByTestId('request-message').filter({ hasText: 'A quick hello' });
    await expect(requestMessage).toContainText('Video request');
    await requestMessage.getByRole('button', { name: 'Accept' }).click();
    await expect(creatorPage.getByRole('link', { name: 'Join call' })).toBeVisible();
  });

  await test.step('both join: each sees the other on video and the server clock counting down', async () => {
    await fanPage.goto(`/chat?user=${creator.id}`);
    await expect(fanPage.getByText('Call of 2 min')).toBeVisible();
    await fanPage.getByRole('link', { name: 'Join call' }).click();
    await expect(fanPage.getByText('Waiting for the other person to join…')).toBeVisible();
    await creatorPage.getByRole('link', { name: 'Join call' }).click();
    for (const page of [fanPage, creatorPage]) {
      await expect(page.getByTestId('call-phase')).toHaveText('Connected', { timeout: 20_000 });
      await expect.poll(() => remoteVideoWidth(page), { timeout: 20_000 }).toBeGreaterThan(0);
      await expect(page.getByRole('timer')).toHaveText(/^[12]:\d\d$/);
    }
    await expect(fanPage.getByRole('button', { name: 'Camera off' })).toBeVisible();
    await fanPage.getByRole('button', { name: 'Mute' }).click();
    await expect(fanPage.getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true');
  });

  await test.step('the creator hangs up: back in the chat; the fan sees the call reconnecting', async () => {
    await creatorPage.getByRole('button', { name: 'Hang up' }).click();
    await expect(creatorPage).toHaveURL(/\/chat\?user=/);
    await expect(fanPage.getByTestId('call-phase')).toHaveText('Reconnecting…');
    await expect(creatorPage.getByRole('timer')).toHaveText(/^[12]:\d\d$/);
  });
  await fanContext.close();
  await creatorContext.close();
});
