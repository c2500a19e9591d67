import { accountInfoMessages, type AccountInfoInput, type CreatorProfile } from '@velvet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile, pngOf, signedInFan } from '../../test/support/posts.ts';
import { bearer, createUser, signIn, type TestApp, createTestApp } from '../../test/support/test-app.ts';

type Headers = Record<string, string>;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function signedInCreator() {
  const user = await createUser(testApp, { role: 'CREATOR' });
  return { ...user, headers: bearer(await signIn(testApp, user.username)) };
}

async function uploaded(headers: Headers, kind: 'avatar' | 'background'): Promise<string> {
  const file = multipartFile({ filename: `${kind}.png`, type: 'image/png', body: await pngOf(kind === 'avatar' ? 200 : 400, 200) });
  const response = await testApp.app.inject({ method: 'POST', url: `/api/uploads/images?kind=${kind}`, headers: { ...headers, ...file.headers }, payload: file.payload });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: { url: string } }>().data.url;
}

const put = (headers: Headers, payload: unknown) => testApp.app.inject({ method: 'PUT', url: '/api/users/account-info', headers, payload: payload as object });
const get = (headers: Headers) => testApp.app.inject({ method: 'GET', url: '/api/users/account-info', headers });
const profileOf = async (username: string) => (await testApp.app.inject({ method: 'GET', url: `/api/creators/${username}` })).json<{ data: CreatorProfile }>().data;

async function validInfo(headers: Headers): Promise<AccountInfoInput> {
  return {
    display_name: 'Nora Lind',
    bio: 'Ceramics and glaze tests.',
    links: ['https://nora.example.com', 'http://shop.example.org/nora'],
    avatar: await uploaded(headers, 'avatar'),
    background: await uploaded(headers, 'background'),
  };
}

describe('PUT /api/users/account-info', () => {
  it("saves a new creator's public profile, which their page then shows", async () => {
    const creator = await signedInCreator();
    const info = await validInfo(creator.headers);

    const response = await put(creator.headers, info);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: info, message: accountInfoMessages.saved });

    expect(await profileOf(creator.username)).toMatchObject({ display_name: 'Nora Lind', bio: info.bio, links: info.links, avatar: info.avatar, background: info.background });
    expect((await get(creator.headers)).json().data).toEqual(info);
  });

  it('replaces an existing profile and keeps the pictures it already shows', async () => {
    const creator = await signedInCreator();
    const first = await validInfo(creator.headers);
    await put(creator.headers, first);

    const response = await put(creator.headers, { ...first, display_name: '  Nora L.  ', bio: '', links: [] });
    expect(response.statusCode).toBe(200);
    expect(await profileOf(creator.username)).toMatchObject({ display_name: 'Nora L.', bio: '', links: [], avatar: first.avatar, background: first.background });
  });

  it.each([
    ['a display name of one letter', { display_name: 'N' }, 'display_name', accountInfoMessages.displayNameLength],
    ['an empty display name', { display_name: '   ' }, 'display_name', accountInfoMessages.displayNameRequired],
    ['an invisible character in the name', { display_name: 'Nora\u200bLind' }, 'display_name', accountInfoMessages.displayNameCharacters],
    ['a bio over 1000 characters', { bio: 'x'.repeat(1001) }, 'bio', accountInfoMessages.bioTooLong],
    ['a javascript: link', { links: ['javascript:alert(1)'] }, 'links.0', accountInfoMessages.linkInvalid],
    ['a link without a scheme', { links: ['nora.example.com'] }, 'links.0', accountInfoMessages.linkInvalid],
    ['six links', { links: [1, 2, 3, 4, 5, 6].map((n) => `https://example.com/${n}`) }, 'links', accountInfoMessages.linksTooMany],
    ['the same link twice', { links: ['https://example.com/a', 'https://EXAMPLE.com/a'] }, 'links', accountInfoMessages.linkDuplicate],
    ['no avatar', { avatar: '' }, 'avatar', accountInfoMessages.avatarRequired],
  ])('refuses %s with 400 naming the field, and changes nothing', async (_case, change, field, message) => {
    const creator = await signedInCreator();
    const info = await validInfo(creator.headers);
    await put(creator.headers, info);

    const response = await put(creator.headers, { ...info, display_name: 'Changed Name', ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', message, fields: { [field]: message } });
    expect((await profileOf(creator.username)).display_name).toBe('Nora Lind');
  });

  it("refuses another user's uploads as avatar or cover", async () => {
    const creator = await signedInCreator();
    const other = await signedInCreator();
    const info = await validInfo(creator.headers);
    const theirs = await uploaded(other.headers, 'avatar');

    for (const field of ['avatar', 'background'] as const) {
      const response = await put(creator.headers, { ...info, [field]: theirs });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: accountInfoMessages.imageNotYours, fields: { [field]: accountInfoMessages.imageNotYours } });
    }
    for (const url of ['https://elsewhere.example.com/a.jpg', '/media/demo/avatar-luna.svg']) {
      expect((await put(creator.headers, { ...info, avatar: url })).statusCode).toBe(400);
    }
    expect((await get(creator.headers)).json().data.avatar).toBeNull();
  });

  it('edits only one’s own profile: guests are refused and fans have none', async () => {
    expect((await put({}, { display_name: 'Nobody', avatar: 'x' })).statusCode).toBe(401);
    expect((await get({})).statusCode).toBe(401);

    const fan = await signedInFan(testApp);
    const fanAvatar = await uploaded(fan.headers, 'avatar');
    const response = await put(fan.headers, { display_name: 'Fan Name', avatar: fanAvatar });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: accountInfoMessages.creatorsOnly });
    expect((await get(fan.headers)).statusCode).toBe(403);
  });

  it('answers what Complete profile saved before the creator profile exists', async () => {
    const creator = await signedInCreator();
    const response = await get(creator.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ display_name: creator.username, bio: '', links: [], avatar: null, background: null });
  });
});
