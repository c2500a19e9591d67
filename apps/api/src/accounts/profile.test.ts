import { eq } from 'drizzle-orm';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, signIn, type TestApp } from '../../test/support/test-app.ts';
import { interestLists } from './interests.ts';
import { phoneVerifications, users } from './schema.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ UPLOADS_DIR: mkdtempSync(path.join(tmpdir(), 'velvet-uploads-')) });
});
afterAll(() => testApp.close());

async function signedIn(role: 'USER' | 'CREATOR' = 'USER') {
  const user = await createUser(testApp, { role });
  return { user, headers: bearer(await signIn(testApp, user.username)) };
}

const kinks = interestLists.kinks.slice(0, 5);
const topics = interestLists['lifestyle-topics'].slice(0, 5);
const fanProfile = (overrides: Record<string, unknown> = {}) => ({
  country: 'NL',
  dob: '1990-05-01',
  gender: 'Female',
  preferences: { gender: 'All', kinks, lifestyle_topics: topics },
  ...overrides,
});

const complete = (headers: Record<string, string>, payload: unknown) => testApp.app.inject({ method: 'POST', url: '/api/users/complete-profile', headers, payload: payload as object });

async function expect422(response: Awaited<ReturnType<typeof complete>>, message: string) {
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json().message).toBe(message);
}

const phone = { phone_number: '612345678', country_code: '+31', country_iso: 'NL' };
async function sendCode(headers: Record<string, string>, payload: object = phone) {
  const response = await testApp.app.inject({ method: 'POST', url: '/api/users/send-verification-code', headers, payload: { purpose: 'PhoneNumberChange', ...payload } });
  expect(response.statusCode, response.body).toBe(200);
  const [sms] = await testApp.services.delivery.devMessages({ to: '+31612345678', limit: 1 });
  const code = /\b(\d{6})\b/.exec(sms!.text)![1]!;
  return { sid: response.json().data.sid as string, code };
}

async function uploadImage(headers: Record<string, string>, options: { kind?: string; filename: string; body: Buffer; type: string }) {
  const boundary = '----velvettest';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${options.filename}"\r\nContent-Type: ${options.type}\r\n\r\n`),
    options.body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return testApp.app.inject({
    method: 'POST',
    url: `/api/uploads/images?kind=${options.kind ?? 'avatar'}`,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
}

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 4, background: { r: 200, g: 10, b: 90, alpha: 0.5 } } }).png().toBuffer();

describe('GET /api/countries', () => {
  it('lists about 240 countries with name, iso2 and dial code', async () => {
    const { headers } = await signedIn();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/countries', headers });
    const countries = response.json().data as { iso2: string; dial_code: string; name: string }[];
    expect(countries.length).toBeGreaterThan(230);
    expect(countries.find((country) => country.iso2 === 'GB')).toMatchObject({ name: 'United Kingdom', dial_code: '+44' });
  });

  it('is for signed-in users only', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/countries' })).statusCode).toBe(401);
  });
});

describe('GET /api/interests/{kind}', () => {
  it('answers the first 100, then searches 20 a page', async () => {
    const { headers } = await signedIn();
    const first = (await testApp.app.inject({ method: 'GET', url: '/api/interests/kinks?limit=100', headers })).json().data;
    expect(first.items).toEqual(interestLists.kinks.slice(0, 100));
    const search = (await testApp.app.inject({ method: 'GET', url: '/api/interests/lifestyle-topics?query=yo&page=1&limit=20', headers })).json().data;
    expect(search.items).toEqual(['Yoga']);
  });

  it("refuses a banned word with error code 1000's message", async () => {
    const { headers } = await signedIn();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/interests/kinks?query=Underage%20stuff', headers });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'BANNED_WORD', message: "The word Underage isn't allowed. Please keep it friendly!" });
  });
});

describe('POST /api/users/complete-profile', () => {
  it('stores a fan profile without phone or avatar; Me shows it complete with its country', async () => {
    const { user, headers } = await signedIn();
    const response = await complete(headers, fanProfile());
    expect(response.statusCode, response.body).toBe(200);
    const me = (await testApp.app.inject({ method: 'GET', url: '/api/users/me', headers })).json().data;
    expect(me).toMatchObject({ profile_completed: true, country: 'NL' });
    expect(await testApp.services.accounts.countryOf(user.id)).toBe('NL');
  });

  it.each([
    [{ dob: '2015-01-01' }, 'You must be at least 18 years old'],
    [{ gender: 'Robot' }, 'Invalid Gender'],
    [{ country: '' }, 'Country is required'],
    [{ phone_number: '1234' }, 'Phone number must be between 5 and 15 characters.'],
    [{ phone_number: '1234567890123456' }, 'Phone number must be between 5 and 15 characters.'],
    [{ preferences: { gender: 'All', kinks: kinks.slice(0, 4), lifestyle_topics: topics } }, 'Select at least five kinks'],
    [{ preferences: { gender: 'All', kinks, lifestyle_topics: topics.slice(0, 4) } }, 'Select at least five lifestyle interests'],
    [{ preferences: { gender: 'All', kinks: interestLists.kinks.slice(0, 21), lifestyle_topics: topics } }, 'You can select up to 20 kinks only'],
    [{ preferences: { gender: 'All', kinks, lifestyle_topics: interestLists['lifestyle-topics'].slice(0, 21) } }, 'You can select up to 20 topic only'],
  ])('refuses %j with 422 %s', async (overrides, message) => {
    const { headers } = await signedIn();
    await expect422(await complete(headers, fanProfile(overrides)), message);
  });

  it('accepts someone who turned 18 today', async () => {
    const { headers } = await signedIn();
    const today = new Date();
    const dob = `${today.getUTCFullYear() - 18}-${String(today.getUTCMonth() + 1).padStart(2, '0')}-${String(today.getUTCDate()).padStart(2, '0')}`;
    expect((await complete(headers, fanProfile({ dob }))).statusCode).toBe(200);
  });

  it('requires a verified phone and an avatar of a creator', async () => {
    const { headers } = await signedIn('CREATOR');
    await expect422(await complete(headers, fanProfile()), 'Please verify your phone number.');
    const { sid, code } = await sendCode(headers);
    await expect422(await complete(headers, fanProfile({ ...phone, country_iso: undefined, otp: code, sid })), 'Please upload a profile picture.');
  });

  it('verifies the SMS code once: a wrong or reused code is "Sms verification failed"', async () => {
    const { user, headers } = await signedIn('CREATOR');
    const upload = await uploadImage(headers, { filename: 'me.png', body: await png(40, 40), type: 'image/png' });
    const avatar = upload.json().data.url as string;
    const { sid, code } = await sendCode(headers);
    const withPhone = (otp: string) => fanProfile({ phone_number: phone.phone_number, country_code: phone.country_code, otp, sid, avatar });
    const wrong = code === '000000' ? '111111' : '000000';
    await expect422(await complete(headers, withPhone(wrong)), 'Sms verification failed');
    expect((await complete(headers, withPhone(code))).statusCode).toBe(200);
    await expect422(await complete(headers, withPhone(code)), 'Sms verification failed');
    const [row] = await testApp.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ phoneNumber: '612345678', phoneCountryCode: '+31', avatar });
    const [stored] = await testApp.db.select().from(phoneVerifications).where(eq(phoneVerifications.id, sid));
    expect(stored!.codeHash).not.toContain(code);
  });

  it('burns a code after five wrong tries and refuses a code sent to another number', async () => {
    const { headers } = await signedIn();
    const { sid, code } = await sendCode(headers);
    const wrong = code === '000000' ? '111111' : '000000';
    const attempt = (otp: string, phoneNumber = phone.phone_number) => complete(headers, fanProfile({ phone_number: phoneNumber, country_code: '+31', otp, sid }));
    await expect422(await attempt(code, '699999999'), 'Sms verification failed');
    for (let index = 0; index < 5; index += 1) await expect422(await attempt(wrong), 'Sms verification failed');
    await expect422(await attempt(code), 'Sms verification failed');
  });

  it('refuses an expired code', async () => {
    const { headers } = await signedIn();
    const { sid, code } = await sendCode(headers);
    await testApp.db.update(phoneVerifications).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(phoneVerifications.id, sid));
    await expect422(await complete(headers, fanProfile({ phone_number: phone.phone_number, country_code: '+31', otp: code, sid })), 'Sms verification failed');
  });

  it('answers a code valid 10 minutes and refuses a second code within a minute', async () => {
    const { headers } = await signedIn();
    const response = await testApp.app.inject({ method: 'POST', url: '/api/users/send-verification-code', headers, payload: { purpose: 'PhoneNumberChange', ...phone } });
    const { expires_at: expiresAt } = response.json().data;
    expect(Math.round((Date.parse(expiresAt) - Date.now()) / 60_000)).toBe(10);
    const again = await testApp.app.inject({ method: 'POST', url: '/api/users/send-verification-code', headers, payload: { purpose: 'PhoneNumberChange', ...phone } });
    expect(again.statusCode).toBe(429);
  });

  it("refuses an avatar that is not the user's own upload", async () => {
    const { headers } = await signedIn();
    await expect422(await complete(headers, fanProfile({ avatar: 'https://elsewhere.example/me.jpg' })), 'Unsupported Format');
  });
});

describe('POST /api/uploads/images', () => {
  it('resizes an avatar to fit 512×512 and a background to fit 1600×800, served with long cache headers', async () => {
    const { headers } = await signedIn();
    const avatar = await uploadImage(headers, { filename: 'big.png', body: await png(1200, 900), type: 'image/png' });
    expect(avatar.statusCode, avatar.body).toBe(200);
    const url = avatar.json().data.url as string;
    expect(url).toMatch(/^\/media\/uploads\/.+\.jpg$/);
    const served = await testApp.app.inject({ method: 'GET', url });
    expect(served.headers['cache-control']).toContain('immutable');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 512, height: 384 });

    const background = await uploadImage(headers, { kind: 'background', filename: 'wide.jpg', body: await sharp(await png(4000, 1000)).jpeg().toBuffer(), type: 'image/jpeg' });
    const wide = await testApp.app.inject({ method: 'GET', url: background.json().data.url });
    expect(await sharp(wide.rawPayload).metadata()).toMatchObject({ width: 1600, height: 400 });
  });

  it("answers 'Unsupported Format' for another type, by name or by content", async () => {
    const { headers } = await signedIn();
    const byName = await uploadImage(headers, { filename: 'doc.pdf', body: Buffer.from('%PDF-1.4'), type: 'application/pdf' });
    expect(byName.statusCode).toBe(400);
    expect(byName.json().message).toBe('Unsupported Format');
    const webp = await sharp(await png(10, 10)).webp().toBuffer();
    const byContent = await uploadImage(headers, { filename: 'sneaky.png', body: webp, type: 'image/png' });
    expect(byContent.json().message).toBe('Unsupported Format');
  });

  it('refuses a file over 10 MB', async () => {
    const { headers } = await signedIn();
    const response = await uploadImage(headers, { filename: 'huge.jpg', body: Buffer.alloc(10 * 1024 * 1024 + 10), type: 'image/jpeg' });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The image is too large (max 10 MB).');
  });
});

describe('POST /api/users/name', () => {
  const saveName = (headers: Record<string, string>, payload: object) => testApp.app.inject({ method: 'POST', url: '/api/users/name', headers, payload });

  it('stores trimmed names', async () => {
    const { user, headers } = await signedIn();
    expect((await saveName(headers, { f_name: '  Zoë ', l_name: ' van Dijk ', device_info: { device_id: 'd1' } })).statusCode).toBe(200);
    const [row] = await testApp.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ fName: 'Zoë', lName: 'van Dijk' });
  });

  it.each([
    [{ f_name: '', l_name: 'Smith' }, 'Both fields are required!'],
    [{ f_name: '   ', l_name: 'Smith' }, 'Both fields are required!'],
    [{ f_name: 'Al', l_name: 'Smith' }, 'First/Last name must be between 3 and 50 characters.'],
    [{ f_name: 'Alice', l_name: 'x'.repeat(51) }, 'First/Last name must be between 3 and 50 characters.'],
    [{ f_name: 'Alice!', l_name: 'Smith' }, 'Names cannot contain punctuation or emojis.'],
    [{ f_name: 'Alice', l_name: 'Smith😀' }, 'Names cannot contain punctuation or emojis.'],
  ])('refuses %j with %s', async (payload, message) => {
    const { headers } = await signedIn();
    const response = await saveName(headers, payload);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(message);
  });
});
