import { chromium, expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { baseURL } from '../playwright.config';
import { apiSignInWith, signUpIdentified, unique } from '../support/accounts';
import { chromiumArgs, fakeMediaArgs, journeyChromiumPath } from '../support/chromium';
import { signInThroughApi } from '../support/demo';

// Every account and event are this spec's own.
const PASSWORD = 'Scan#2026';
const headersOf = (token: string) => ({ authorization: `Bearer ${token}` });

test.use({ actionTimeout: 15_000 });

type Ticket = { code: string; qr: string };

/** A free event open to everyone, and the fan's ticket to it (with the QR picture the fan's ticket page shows). */
async function eventWithTicket(request: APIRequestContext, creatorToken: string, fanToken: string): Promise<{ eventId: string; ticket: Ticket }> {
  const start = Date.now() + 86_400_000;
  const created = await request.post('/api/events', {
    headers: headersOf(creatorToken),
    data: { title: `Door test ${unique()}`, starts_at: new Date(start).toISOString(), ends_at: new Date(start + 3_600_000).toISOString(), time_zone: 'UTC', mode: 'in_person', location: 'Paradiso', capacity: 5, price: 0, audience: 'everyone' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const eventId = ((await created.json()) as { data: { _id: string } }).data._id;
  const bought = await request.post(`/api/events/${eventId}/tickets`, { headers: { ...headersOf(fanToken), 'idempotency-key': `scan-${unique()}` }, data: { payment_mode: 'wallet' } });
  expect(bought.ok(), await bought.text()).toBe(true);
  return { eventId, ticket: ((await bought.json()) as { data: { ticket: Ticket } }).data.ticket };
}

/**
 * The ticket's QR picture held up to a camera, as the video file Chromium's fake camera plays: the picture
 * drawn by a browser page onto a 640x480 frame, then turned into y4m frames by ffmpeg.
 */
async function cameraFileShowing(page: Page, qr: string, folder: string): Promise<string> {
  const png = await page.evaluate(async (source) => {
    const picture = new Image();
    picture.src = source;
    await picture.decode();
    const canvas = Object.assign(document.createElement('canvas'), { width: 640, height: 480 });
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#b0b0b0';
    context.fillRect(0, 0, 640, 480);
    context.fillStyle = '#ffffff';
    context.fillRect(170, 90, 300, 300);
    context.drawImage(picture, 190, 110, 260, 260);
    return canvas.toDataURL('image/png').split(',')[1]!;
  }, qr);
  const pngFile = join(folder, 'ticket.png');
  const videoFile = join(folder, 'ticket.y4m');
  writeFileSync(pngFile, Buffer.from(png, 'base64'));
  execFileSync('ffmpeg', ['-loglevel', 'error', '-y', '-loop', '1', '-i', pngFile, '-t', '2', '-r', '10', '-pix_fmt', 'yuv420p', videoFile]);
  return videoFile;
}

async function creatorAtTheDoor(browser: Browser, creator: { username: string; email: string }, eventId: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInThroughApi(page, creator.username, { password: PASSWORD, at: `/events/${eventId}` });
  await expect(page.getByRole('heading', { name: 'Check in' })).toBeVisible();
  return page;
}

test('the creator checks a ticket in by scanning its QR code with the camera, once; without a camera, code entry stays', async ({ browser, page, request }) => {
  test.setTimeout(180_000);
  const creator = await signUpIdentified(request, { prefix: 'scanhost', role: 'CREATOR', password: PASSWORD });
  const fan = await signUpIdentified(request, { prefix: 'scanfan', role: 'USER', password: PASSWORD });
  const creatorSession = await apiSignInWith(request, creator.username, PASSWORD);
  const fanSession = await apiSignInWith(request, fan.username, PASSWORD);
  const { eventId, ticket } = await eventWithTicket(request, creatorSession.token, fanSession.token);
  const folder = mkdtempSync(join(tmpdir(), 'velvet-scan-'));

  await test.step('with no camera to open, the scanner says so and the code can still be typed', async () => {
    const door = await creatorAtTheDoor(browser, creator, eventId);
    await door.getByRole('button', { name: 'Scan QR code' }).click();
    const problem = door.getByRole('alert').filter({ hasText: 'Camera unavailable' });
    await expect(problem).toBeVisible({ timeout: 20_000 });
    await expect(problem).toContainText(/ticket code/);
    await expect(door.getByLabel('Ticket code')).toBeEditable();
    await door.context().close();
  });

  // A browser whose fake camera shows the fan's ticket, with the camera allowed without a prompt.
  await page.goto('/');
  const camera = await chromium.launch({
    executablePath: journeyChromiumPath,
    args: [...chromiumArgs, ...fakeMediaArgs, `--use-file-for-fake-video-capture=${await cameraFileShowing(page, ticket.qr, folder)}`],
  });
  try {
    await test.step('the camera reads the ticket and checks its holder in', async () => {
      const door = await creatorAtTheDoor(camera, creator, eventId);
      await door.getByRole('button', { name: 'Scan QR code' }).click();
      await expect(door.getByText(`Checked in: @${fan.username}`)).toBeVisible({ timeout: 30_000 });
      await expect(door.getByRole('table', { name: 'Attendees' }).getByText('Checked in')).toBeVisible();

      await test.step('the same ticket still held up is answered as already checked in', async () => {
        await expect(door.getByText('This ticket was already checked in')).toBeVisible({ timeout: 30_000 });
      });
      await door.getByRole('button', { name: 'Stop scanning' }).click();
      await expect(door.getByRole('button', { name: 'Scan QR code' })).toBeVisible();
    });

    await test.step('at another event’s door, the same ticket is refused as another event’s', async () => {
      const start = Date.now() + 2 * 86_400_000;
      const other = await request.post('/api/events', {
        headers: headersOf(creatorSession.token),
        data: { title: `Other door ${unique()}`, starts_at: new Date(start).toISOString(), ends_at: new Date(start + 3_600_000).toISOString(), time_zone: 'UTC', mode: 'online', capacity: 5, price: 0, audience: 'everyone' },
      });
      expect(other.status()).toBe(201);
      const otherId = ((await other.json()) as { data: { _id: string } }).data._id;
      const door = await creatorAtTheDoor(camera, creator, otherId);
      await door.getByRole('button', { name: 'Scan QR code' }).click();
      await expect(door.getByText('This ticket is for another event')).toBeVisible({ timeout: 30_000 });
    });
  } finally {
    await camera.close();
    rmSync(folder, { recursive: true, force: true });
  }
  const attendees = await request.get(`/api/events/${eventId}/tickets`, { headers: headersOf(creatorSession.token) });
  const items = ((await attendees.json()) as { data: { items: Array<{ code: string; checked_in_at: string | null }> } }).data.items;
  expect(items.filter((item) => item.checked_in_at)).toHaveLength(1);
});
