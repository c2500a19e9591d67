import type { ChatMessage, ServiceRequest } from '@velvet/contracts';
import { MEDIA_VIEWER_PATH } from '@velvet/contracts';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMedia, uploadPicture, viewerCookie } from '../../test/support/media.ts';
import { multipartFile } from '../../test/support/posts.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { chatUser, entryOf, messageOf } from '../chat/test-support.ts';
import { customFlexible, requestsUser, type Paid } from '../requests/test-support.ts';
import { createMediaSigner } from './signing.ts';
import { createViewerCookies } from './viewer-cookie.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

type Headers = Record<string, string>;
type Person = { id: string; headers: Headers };

const mediaIdOf = (link: string) => /^\/api\/media\/([0-9a-f-]{36})\?/.exec(link)![1]!;
const cookieOf = (person: Person) => viewerCookie(testApp, person.headers);
const requestOf = (response: { json: () => unknown }) => (response.json() as { data: ServiceRequest }).data;

/** A link to the picture, correctly signed for `viewer`: what they would hold if a domain had shown it to them. */
const linkSignedFor = (link: string, viewer: Person, now?: Date) =>
  createMediaSigner(testApp.config.JWT_SECRET).url({ mediaId: mediaIdOf(link), variant: 'original', viewerId: viewer.id }, now);

/** Who may open a private picture: each entitled person with their own link and cookie; everyone else refused, with no bytes. */
async function expectOnlyFor(entitled: { person: Person; link: string }[], outsiders: Person[]) {
  for (const { person, link } of entitled) {
    const opened = await openMedia(testApp, link, await cookieOf(person));
    expect([opened.statusCode, opened.headers['content-type']]).toEqual([200, 'image/jpeg']);
    // A guest, and any other signed-in user, get nothing from this viewer's link.
    for (const other of [null, ...outsiders, ...entitled.map((item) => item.person).filter((item) => item !== person)]) {
      const refused = await openMedia(testApp, link, other ? await cookieOf(other) : {});
      expect([refused.statusCode, refused.json().message]).toEqual([403, 'Media not available']);
    }
  }
  // An outsider holding a well-signed link of their own is still not entitled.
  for (const outsider of outsiders) {
    const refused = await openMedia(testApp, linkSignedFor(entitled[0]!.link, outsider), await cookieOf(outsider));
    expect(refused.statusCode).toBe(403);
  }
}

describe('POST /api/uploads/private-images', () => {
  it('keeps the picture in private storage and answers a link only its uploader opens', async () => {
    const fan = await chatUser(testApp);
    const link = await uploadPicture(testApp, fan.headers);
    expect(link).toMatch(new RegExp(`^/api/media/[0-9a-f-]{36}\\?variant=original&v=${fan.id}&exp=\\d+&sig=`));
    expect(existsSync(path.join(testApp.config.PRIVATE_MEDIA_DIR, fan.id, 'pictures', `${mediaIdOf(link)}.jpg`))).toBe(true);
    expect(existsSync(path.join(testApp.config.UPLOADS_DIR, fan.id))).toBe(false);
    await expectOnlyFor([{ person: fan, link }], [await chatUser(testApp), await chatUser(testApp, 'CREATOR')]);
  });

  it('refuses a guest and a file that is not a picture', async () => {
    const guest = await testApp.app.inject({ method: 'POST', url: '/api/uploads/private-images' });
    expect(guest.statusCode).toBe(401);
    const fan = await chatUser(testApp);
    const text = multipartFile({ filename: 'picture.png', type: 'image/png', body: Buffer.from('not a picture') });
    const refused = await testApp.app.inject({ method: 'POST', url: '/api/uploads/private-images', headers: { ...fan.headers, ...text.headers }, payload: text.payload });
    expect([refused.statusCode, refused.json().message]).toEqual([400, 'Unsupported Format']);
  });
});

describe('links to private media', () => {
  it('open only for their viewer, by cookie or bearer token, and not once expired', async () => {
    const fan = await chatUser(testApp);
    const other = await chatUser(testApp);
    const link = await uploadPicture(testApp, fan.headers);
    expect((await openMedia(testApp, link, fan.headers)).statusCode).toBe(200);
    expect((await openMedia(testApp, link, { ...other.headers, ...(await cookieOf(fan)) })).statusCode).toBe(200);
    expect((await openMedia(testApp, link, { ...fan.headers, ...(await cookieOf(other)) })).statusCode).toBe(200);
    expect((await openMedia(testApp, link, { ...other.headers, ...(await cookieOf(other)) })).statusCode).toBe(403);
    const expired = linkSignedFor(link, fan, new Date(Date.now() - 3 * 3_600_000));
    expect((await openMedia(testApp, expired, await cookieOf(fan))).statusCode).toBe(403);
  });
});

describe('the viewer cookie', () => {
  it('is HttpOnly, SameSite=Strict, scoped to /api/media, Secure over https, and lives as long as a refresh token', async () => {
    const fan = await chatUser(testApp);
    const plain = await testApp.app.inject({ method: 'POST', url: MEDIA_VIEWER_PATH, headers: fan.headers });
    expect(plain.statusCode).toBe(204);
    expect(plain.headers['set-cookie']).toMatch(new RegExp(`^velvet_viewer=${fan.id}\\.0\\.\\d+\\.[\\w-]+; Max-Age=${30 * 86_400}; Path=/api/media; HttpOnly; SameSite=Strict$`));
    const viewers = createViewerCookies({ secret: 's'.repeat(40), lifetimeDays: 30, checkSession: async () => ({ status: 'active' as const, standing: null }) });
    expect(viewers.issue({ id: fan.id, sessionVersion: 0 }, { secure: true })).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
    const production = createViewerCookies({ secret: 's'.repeat(40), lifetimeDays: 30, checkSession: async () => ({ status: 'active' as const, standing: null }), alwaysSecure: true });
    expect(production.issue({ id: fan.id, sessionVersion: 0 }, { secure: false })).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
    const cleared = await testApp.app.inject({ method: 'DELETE', url: MEDIA_VIEWER_PATH });
    expect([cleared.statusCode, cleared.headers['set-cookie']]).toEqual([204, 'velvet_viewer=; Max-Age=0; Path=/api/media; HttpOnly; SameSite=Strict']);
    expect((await testApp.app.inject({ method: 'POST', url: MEDIA_VIEWER_PATH })).statusCode).toBe(401);
  });

  it('names nobody once forged, or after signing out everywhere', async () => {
    const fan = await chatUser(testApp);
    const link = await uploadPicture(testApp, fan.headers);
    const cookie = await cookieOf(fan);
    expect((await openMedia(testApp, link, cookie)).statusCode).toBe(200);
    const forged = { cookie: cookie.cookie!.replace(/\.0\./, '.1.') };
    expect((await openMedia(testApp, link, forged)).statusCode).toBe(403);
    expect((await testApp.app.inject({ method: 'POST', url: '/api/users/logout-all', headers: fan.headers })).statusCode).toBe(200);
    expect((await openMedia(testApp, link, cookie)).statusCode).toBe(403);
  });
});

describe('chat photos', () => {
  it('are shown to the two members only, each through their own links', async () => {
    const fan = await chatUser(testApp);
    const creator = await chatUser(testApp, 'CREATOR');
    const conversation = entryOf(await fan.open(creator.id));
    const sent = messageOf(await fan.send(conversation._id, 'look', { media: [{ path: await uploadPicture(testApp, fan.headers), type: 'image' }] }));
    const page = (await creator.call('GET', `/api/chat/conversations/${conversation._id}/messages`)).json<{ data: { items: ChatMessage[] } }>().data;
    const seenByCreator = page.items.find((item) => item._id === sent._id)!;
    expect(seenByCreator.media[0]!.path).toContain(`v=${creator.id}`);
    await expectOnlyFor(
      [
        { person: fan, link: sent.media[0]!.path },
        { person: creator, link: seenByCreator.media[0]!.path },
      ],
      [await chatUser(testApp), await chatUser(testApp, 'CREATOR')],
    );
  });
});

describe('request files', () => {
  async function ratingRequest() {
    const creator = await requestsUser(testApp, 'CREATOR');
    const rating = await creator.offer({ type: 'RATING', name: 'Rate me', includes: 'An honest rating', price: 10 });
    const fan = await requestsUser(testApp, 'USER', 5_000);
    const sent = await fan.request({ type: 'RATING', target_user: creator.id, service_id: rating._id, request_note: 'Be honest', extra_data: { rating_type: 'Honest' }, media: [{ path: await fan.upload(), type: 'image' }] });
    expect(sent.statusCode, sent.body).toBe(200);
    return { creator, fan, request: sent.json<Paid>().data.request };
  }

  it('show a rating’s photos to the fan and the creator asked, not to others; a refund ends the creator’s view', async () => {
    const { creator, fan, request } = await ratingRequest();
    const fanLink = requestOf(await fan.get(request._id)).media[0]!.path;
    const creatorLink = requestOf(await creator.get(request._id)).media[0]!.path;
    expect([fanLink, creatorLink].map((link) => link.startsWith(`/api/media/${mediaIdOf(fanLink)}?`))).toEqual([true, true]);
    await expectOnlyFor(
      [
        { person: fan, link: fanLink },
        { person: creator, link: creatorLink },
      ],
      [await requestsUser(testApp), await requestsUser(testApp, 'CREATOR')],
    );

    expect((await creator.respond(request._id, { status: 2 })).statusCode).toBe(200);
    expect((await openMedia(testApp, creatorLink, await cookieOf(creator))).statusCode).toBe(403);
    expect((await openMedia(testApp, fanLink, await cookieOf(fan))).statusCode).toBe(200);
  });

  it('show a custom delivery to its creator and fan, in the request and in the chat, not to others', async () => {
    const creator = await requestsUser(testApp, 'CREATOR');
    const service = await creator.offer(customFlexible);
    const fan = await requestsUser(testApp, 'USER', 10_000);
    const sent = await fan.request({ type: 'CUSTOM-SERVICE', target_user: creator.id, service_id: service._id, proposed_amount: 25, request_note: 'Say hi' });
    const request = sent.json<Paid>().data.request;
    const accepted = await creator.respond(request._id, { status: 1, details: 'Here it is', media: [{ path: await creator.upload(), type: 'image' }] });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [inChat] = await fan.messages(creator.id);
    expect(inChat).toMatchObject({ sender_id: creator.id, message_text: 'Here it is' });
    await expectOnlyFor(
      [
        { person: creator, link: requestOf(accepted).delivery_media[0]!.path },
        { person: fan, link: requestOf(await fan.get(request._id)).delivery_media[0]!.path },
        { person: fan, link: inChat!.media[0]!.path },
      ],
      [await requestsUser(testApp), await requestsUser(testApp, 'CREATOR')],
    );
  });
});
