import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cardCheckouts } from '../../src/cards/schema.ts';
import { channelFormFor } from '../../src/channels/test-support.ts';
import { creatorWithChannel, signedInFan } from '../support/posts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { fileSamples, multipartRequest, type MultipartCase } from './fuzz-multipart.ts';

let testApp: TestApp;
let creator: Awaited<ReturnType<typeof creatorWithChannel>>;
let samples: Record<string, Buffer>;
beforeAll(async () => {
  testApp = await createTestApp();
  creator = await creatorWithChannel(testApp);
  samples = await fileSamples();
});
afterAll(() => testApp.close());

const refused = (field: string) => ({
  code: 'VALIDATION_FAILED',
  message: `${field}: contains a character that is not allowed`,
  fields: { [field]: 'Contains a character that is not allowed' },
});

const login = (payload: object) => testApp.app.inject({ method: 'POST', url: '/api/users/login', payload });

describe('strings no column can store', () => {
  it('refuses a NUL byte in a body field with 400 naming the field', async () => {
    const response = await login({ username: 'alex\u0000', password: 'secret' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused('username'));
  });

  it('names a nested field holding a lone surrogate', async () => {
    const response = await login({ username: 'alex', password: 'secret', device_info: { device: 'Phone \ud800' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused('device_info.device'));
  });

  it('refuses a key holding a NUL byte, naming the body', async () => {
    const response = await login({ username: 'alex', password: 'secret', 'is\u0000admin': true });
    expect(response.json()).toEqual(refused('body'));
  });

  it('refuses NUL bytes in the query and in path parameters, before any look-up', async () => {
    const search = await testApp.app.inject({ method: 'GET', url: '/api/search/creators?q=al%00ex' });
    expect(search.statusCode).toBe(400);
    expect(search.json()).toEqual(refused('q'));
    const profile = await testApp.app.inject({ method: 'GET', url: '/api/creators/al%00ex' });
    expect(profile.statusCode).toBe(400);
    expect(profile.json()).toEqual(refused('username'));
  });

  it('lets a paired surrogate (an emoji) through to the route', async () => {
    const response = await login({ username: 'alex 😀', password: 'secret' });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a lone surrogate in a card billing address before the provider hears of it', async () => {
    const fan = await signedInFan(testApp);
    const billing = { full_address: '1 Canal Street', city: 'Amsterdam', state: 'NH', zip_code: '1011 AB', country: 'NL\ud800', save_card: true };
    const response = await testApp.app.inject({ method: 'POST', url: '/api/cards/frame-link', headers: fan.headers, payload: billing });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused('country'));
    expect(await testApp.db.select().from(cardCheckouts).where(eq(cardCheckouts.userId, fan.id))).toEqual([]);
  });

  it('refuses a NUL byte in a multipart text field', async () => {
    const fields = Object.entries(channelFormFor('nul_channel', { name: 'Night\u0000Owl' })).map(([name, value]) => ({ name, value: typeof value === 'string' ? value : JSON.stringify(value) }));
    const { payload, contentType } = multipartRequest({ parts: fields, defect: 'none', cutAt: 1 });
    const response = await testApp.app.inject({ method: 'POST', url: '/api/channel', headers: { ...creator.headers, 'content-type': contentType }, payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refused('name'));
  });
});

describe('multipart bodies and uploaded files', () => {
  const uploadRoutes = () => [
    ['POST', '/api/uploads/images?kind=avatar'],
    ['POST', '/api/posts/media'],
    ['POST', `/api/chat-media/audio?channel_id=${creator.channel.id}`],
    ['POST', '/api/ext-release-forms/no-such-form/id-document'],
    ['POST', '/api/channel'],
    ['PATCH', `/api/channel/${creator.channel.id}/avatar-and-background`],
    ['PUT', `/api/channel/${creator.channel.id}`],
  ] as const;

  const send = (method: string, url: string, body: MultipartCase) => {
    const { payload, contentType } = multipartRequest(body);
    return testApp.app.inject({ method: method as 'POST', url, headers: { ...creator.headers, 'content-type': contentType }, payload });
  };

  it.each(['wrong-boundary', 'no-boundary', 'long-boundary', 'truncated', 'no-closing'] as const)('answers a body with a %s defect on every upload route with 400', async (defect) => {
    const file = { name: 'avatar', filename: 'photo.png', type: 'image/png', body: samples.png! };
    for (const [method, url] of uploadRoutes()) {
      const response = await send(method, url, { parts: [file], defect, cutAt: 0.6 });
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({
        url,
        status: 400,
        body: { code: 'VALIDATION_FAILED', message: 'The request body is not valid form data', fields: { body: 'Malformed form data' } },
      });
    }
  });

  it.each([
    ['an empty', 'empty'],
    ['a truncated', 'truncatedPng'],
    ['a header-only', 'pngHeaderOnly'],
  ])("answers %s image with 'Unsupported Format'", async (_, sample) => {
    for (const url of ['/api/uploads/images?kind=avatar', '/api/posts/media']) {
      const response = await send('POST', url, { parts: [{ name: 'file', filename: 'photo.png', type: 'image/png', body: samples[sample]! }], defect: 'none', cutAt: 1 });
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({
        url,
        status: 400,
        body: { code: 'VALIDATION_FAILED', message: 'Unsupported Format', fields: { file: 'Unsupported Format' } },
      });
    }
  });
});

describe('forged cursors', () => {
  it('starts a creator search over when its cursor decodes to something no username is', async () => {
    const cursor = Buffer.from('ab\u0000cd').toString('base64url');
    const response = await testApp.app.inject({ method: 'GET', url: `/api/search/creators?q=al&cursor=${cursor}` });
    expect(response.statusCode).toBe(200);
  });
});

describe('answers in the API error shape', () => {
  it('names a field called like an Object.prototype member', async () => {
    const response = await login({ username: 'alex', password: 'secret', constructor: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'Unrecognized key: "constructor"', fields: { constructor: 'Unrecognized key: "constructor"' } });
  });

  it('refuses an address that does not decode with 400', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/channel/abc%ED%A0%80' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION_FAILED', message: 'The address is not a valid URL' });
  });
});
