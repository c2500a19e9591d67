import type { ChatMessage, ServiceRequest } from '@velvet/contracts';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMedia, viewerCookie } from '../../test/support/media.ts';
import { multipartFile, pngOf } from '../../test/support/posts.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { users } from '../accounts/schema.ts';
import { chatMessagesTable } from '../chat/schema.ts';
import { entryOf } from '../chat/test-support.ts';
import { createLocalStorage } from '../platform/storage/storage.ts';
import { serviceRequests } from '../requests/schema.ts';
import { requestsUser, type Paid } from '../requests/test-support.ts';
import { privatiseLegacyPictures } from './legacy-pictures.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

/** A picture uploaded the way chat photos and request files were before they were private: a public URL. */
async function publicUpload(headers: Record<string, string>): Promise<string> {
  const file = multipartFile({ filename: 'old.png', type: 'image/png', body: await pngOf(40, 30) });
  const response = await testApp.app.inject({ method: 'POST', url: '/api/uploads/images?kind=background', headers: { ...headers, ...file.headers }, payload: file.payload });
  return response.json<{ data: { url: string } }>().data.url;
}

/** Whether a guest gets a picture at the URL (a missing file answers the web app's page instead). */
const servesPicture = async (url: string) => (await openMedia(testApp, url)).headers['content-type'] === 'image/jpeg';

const privatise = () =>
  privatiseLegacyPictures({ db: testApp.db, storage: createLocalStorage(testApp.config.UPLOADS_DIR), media: testApp.services.media, logger: pino({ level: 'silent' }) });

describe('privatiseLegacyPictures', () => {
  it('moves old public chat photos and request files to private storage, for the same viewers only', async () => {
    const creator = await requestsUser(testApp, 'CREATOR');
    const rating = await creator.offer({ type: 'RATING', name: 'Rate me', includes: 'An honest rating', price: 10 });
    const fan = await requestsUser(testApp, 'USER', 5_000);
    const request = (
      await fan.request({ type: 'RATING', target_user: creator.id, service_id: rating._id, request_note: 'Be honest', extra_data: { rating_type: 'Honest' }, media: [{ path: await fan.upload(), type: 'image' }] })
    ).json<Paid>().data.request;
    const [chatPhoto, ratingPhoto, avatar] = [await publicUpload(fan.headers), await publicUpload(fan.headers), await publicUpload(fan.headers)];
    const conversationId = entryOf(await fan.inject('POST', '/api/chat/conversations', { user_id: creator.id }))._id;
    await testApp.db.insert(chatMessagesTable).values([
      { conversationId, senderId: fan.id, kind: 'text', media: [{ path: chatPhoto, type: 'image' }] },
      { conversationId, senderId: fan.id, kind: 'text', media: [{ path: avatar, type: 'image' }] },
    ]);
    await testApp.db.update(serviceRequests).set({ media: [{ path: ratingPhoto, type: 'image' }] }).where(eq(serviceRequests.id, request._id));
    await testApp.db.update(users).set({ avatar }).where(eq(users.id, fan.id));
    for (const url of [chatPhoto, ratingPhoto]) expect(await servesPicture(url)).toBe(true);

    expect((await privatise()).moved).toBeGreaterThanOrEqual(3);

    // The old public copies are gone, except profile art that a message also showed.
    expect([await servesPicture(chatPhoto), await servesPicture(ratingPhoto), await servesPicture(avatar)]).toEqual([false, false, true]);
    const creatorCookie = await viewerCookie(testApp, creator.headers);
    const page = (await creator.inject('GET', `/api/chat/conversations/${conversationId}/messages`)).json<{ data: { items: ChatMessage[] } }>().data.items;
    const links = page.flatMap((message) => message.media.map((file) => file.path));
    expect(links).toHaveLength(2);
    const ratingLink = (await creator.get(request._id)).json<{ data: ServiceRequest }>().data.media[0]!.path;
    for (const link of [...links, ratingLink]) {
      expect(link).toMatch(new RegExp(`^/api/media/[0-9a-f-]{36}\\?variant=original&v=${creator.id}&`));
      expect((await openMedia(testApp, link, creatorCookie)).statusCode).toBe(200);
      expect((await openMedia(testApp, link)).statusCode).toBe(403);
    }
    const outsider = await requestsUser(testApp);
    expect((await openMedia(testApp, ratingLink, await viewerCookie(testApp, outsider.headers))).statusCode).toBe(403);

    const again = await privatise();
    expect(again.moved).toBe(0);
  });
});
