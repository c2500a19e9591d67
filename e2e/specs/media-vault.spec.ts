import { expect, test } from '@playwright/test';
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { signUpIdentified, signUpVerified, unique, verifyAgeAtProvider } from '../support/accounts';
import { apiSignIn, signInThroughApi } from '../support/demo';
import { fundWalletThroughApi } from '../support/money';
import { png } from '../support/pictures';

// mira_vale's services here carry this spec's own names; the fan is this spec's own.
const CREATOR = 'mira_vale';
const PASSWORD = 'Mediafan#2026';

/** A two-minute 1280×720 test pattern at one frame a second (small, but a real two-minute video), made by ffmpeg. */
async function twoMinuteVideo(): Promise<string> {
  const file = path.join(tmpdir(), `velvet-e2e-${randomUUID()}.mp4`);
  await promisify(execFile)('ffmpeg', ['-hide_banner', '-nostdin', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=120:size=1280x720:rate=1', '-pix_fmt', 'yuv420p', '-c:v', 'libx264', '-preset', 'ultrafast', '-y', file]);
  return file;
}

test('a fan sends a two-minute video in a rating request; the creator sees its poster and quality label', async ({ browser, request }) => {
  // Encoding, uploading in parts and the server's poster frame share two cores with the other platform.
  test.setTimeout(240_000);
  const video = await twoMinuteVideo();
  const fan = await signUpVerified(request, { prefix: 'mediafan', role: 'USER', password: PASSWORD });
  const serviceName = `Rating ${unique().slice(-5)}`;
  const creatorTokens = await apiSignIn(request, CREATOR);

  await test.step(`${CREATOR} offers a $10 rating`, async () => {
    const created = await request.post('/api/users/services', {
      headers: { authorization: `Bearer ${creatorTokens.token}` },
      data: { type: 'RATING', name: serviceName, includes: 'An honest rating', price: 10 },
    });
    expect(created.status()).toBe(201);
  });

  const fanContext = await browser.newContext();
  const fanPage = await fanContext.newPage();
  await test.step('the fan verifies their age, adds a card and deposits $50', async () => {
    await signInThroughApi(fanPage, fan.username, { password: PASSWORD });
    await verifyAgeAtProvider(fanPage);
    await fundWalletThroughApi(request, { username: fan.username, password: PASSWORD, dollars: 50 });
  });

  await test.step('the fan attaches the video (it goes up in parts, with progress) and sends the rating request by wallet', async () => {
    await fanPage.goto(`/creator/${CREATOR}`);
    await fanPage.getByRole('button', { name: 'Services', exact: true }).click();
    await fanPage.getByRole('dialog', { name: /Services$/ }).getByRole('button', { name: `Request ${serviceName}` }).click();
    const dialog = fanPage.getByRole('dialog', { name: 'Rating Request' });
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(dialog.getByText('No file attached')).toBeVisible();
    await dialog.locator('input[type=file]').setInputFiles(video);
    // The server made the poster frame and labelled 1280 pixels HD.
    await expect(dialog.getByTestId('video-quality')).toHaveText('HD', { timeout: 60_000 });
    await expect(dialog.getByRole('img', { name: 'Video poster' })).toBeVisible();
    await dialog.getByText('Honest', { exact: true }).click();
    await dialog.getByLabel('Description').fill('Rate my two-minute routine');
    await dialog.getByRole('radio', { name: /Wallet/ }).check();
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect(fanPage.getByText('You have successfully raised a rating request', { exact: true })).toBeVisible();
  });

  await test.step('the creator sees the request in chat with the poster frame and the HD label', async () => {
    const creatorContext = await browser.newContext();
    const creatorPage = await creatorContext.newPage();
    await signInThroughApi(creatorPage, CREATOR, { at: '/chat' });
    await creatorPage.getByTestId('conversation-item').filter({ hasText: fan.username }).click();
    const requestMessage = creatorPage.getByTestId('request-message').filter({ hasText: 'Rate my two-minute routine' });
    await expect(requestMessage).toContainText('Rating Request');
    await expect(requestMessage.getByTestId('video-quality')).toHaveText('HD');
    const poster = requestMessage.getByRole('img', { name: 'Video poster' });
    // A private poster: the creator's browser loads it through the viewer cookie (1280×720 fitted to 2048 stays 1280 wide).
    await expect.poll(() => poster.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1280);
    await creatorContext.close();
  });
  await fanContext.close();
  await rm(video, { force: true });
});

test('a creator keeps a photo in a vault folder, then sells it in chat from the vault; the fan sees it locked', async ({ browser, request }) => {
  const creator = await signUpIdentified(request, { prefix: 'vaultcreator', role: 'CREATOR', password: PASSWORD });
  const fan = await signUpIdentified(request, { prefix: 'vaultfan', role: 'USER', password: PASSWORD });
  const creatorPage = await (await browser.newContext()).newPage();
  const caption = `From my vault ${unique()}`;

  await test.step('the creator makes a folder and uploads a photo into it', async () => {
    await signInThroughApi(creatorPage, creator.username, { password: PASSWORD, at: '/settings/vault' });
    await expect(creatorPage.getByText('Your vault is empty', { exact: false })).toBeVisible();
    await creatorPage.getByLabel('Folder name').fill('Beach');
    await creatorPage.getByRole('button', { name: 'Add folder' }).click();
    await creatorPage.getByText('Beach (0)').click();
    await creatorPage.locator('input[type=file]').setInputFiles({ name: 'beach.png', mimeType: 'image/png', buffer: png(320, 240) });
    await expect(creatorPage.getByTestId('vault-item')).toHaveCount(1, { timeout: 20_000 });
    await expect(creatorPage.getByText('Beach (1)')).toBeVisible();
    await expect(creatorPage.getByText('Uploading 1 file')).toBeHidden();
  });

  await test.step('the creator sends it as paid media from the vault', async () => {
    await creatorPage.goto(`/chat?user=${fan.id}`);
    await creatorPage.getByRole('button', { name: 'Send paid media' }).click();
    const dialog = creatorPage.getByRole('dialog', { name: 'Send paid media' });
    await dialog.getByRole('button', { name: 'From vault' }).click();
    await dialog.getByRole('button', { name: 'Use this vault photo' }).click();
    await expect(dialog.getByRole('img', { name: 'Photo to sell' })).toBeVisible();
    await dialog.getByLabel('Unlock fee').fill('5');
    await dialog.getByLabel('Message').fill(caption);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(creatorPage.getByText('Media sent successfully')).toBeVisible();
  });

  await test.step('the fan sees it blurred behind its price', async () => {
    const fanPage = await (await browser.newContext()).newPage();
    await signInThroughApi(fanPage, fan.username, { password: PASSWORD, at: `/chat?user=${creator.id}` });
    const message = fanPage.getByTestId('chat-message').filter({ hasText: caption });
    await expect(message.getByRole('img', { name: 'Locked photo, blurred' })).toBeVisible();
    await expect(message.getByRole('button', { name: 'Unlock for $5.00' })).toBeVisible();
  });
});
