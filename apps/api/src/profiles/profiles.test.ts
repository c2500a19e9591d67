import type { UserProfile } from '@velvet/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../accounts/schema.ts';
import { takedowns } from '../moderation/schema.ts';
import { creatorWithChannel, signedInFan } from '../../test/support/posts.ts';
import { createTestApp, createUser, type TestApp } from '../../test/support/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const profileOf = (username: string, headers: Record<string, string> = {}) => testApp.app.inject({ method: 'GET', url: `/api/profiles/${username}`, headers });

const setVisibility = (headers: Record<string, string>, profileVisibility: 'public' | 'subscribers' | 'private') =>
  testApp.app.inject({
    method: 'PUT',
    url: '/api/users/privacy-setting',
    headers,
    payload: { profile_visibility: profileVisibility, show_online_status: true, allow_messages_from: 'everyone' },
  });

describe('GET /api/profiles/:username', () => {
  it("answers a fan's public page to guests: username, avatar and badges, never their name or email", async () => {
    const fan = await signedInFan(testApp);
    await testApp.db.update(users).set({ avatar: '/media/uploads/fan.jpg', fName: 'Alexandra', lName: 'Private' }).where(eq(users.id, fan.id));
    const response = await profileOf(fan.username.toUpperCase());
    expect(response.statusCode).toBe(200);
    const profile = response.json<{ data: UserProfile }>().data;
    expect(profile).toMatchObject({ _id: fan.id, username: fan.username, role: 'USER', display_name: fan.username, avatar: '/media/uploads/fan.jpg', badges: ['VerifiedUser'], restricted: false });
    expect(JSON.stringify(profile)).not.toMatch(/Alexandra|Private|@example\.test/);
  });

  it("answers a creator's page with their display name and the identity badge", async () => {
    const creator = await creatorWithChannel(testApp);
    const profile = (await profileOf(creator.username)).json<{ data: UserProfile }>().data;
    expect(profile).toMatchObject({ role: 'CREATOR', display_name: `Creator ${creator.username}`, badges: ['VerifiedUser', 'VerifiedCreator'] });
  });

  it("gives a fan no identity badge: their accepted verification is an age check", async () => {
    const fan = await createUser(testApp, { kycStatus: 'verified' });
    expect((await profileOf(fan.username)).json<{ data: UserProfile }>().data.badges).toEqual(['VerifiedUser']);
  });

  it('shows others only the username of a fan whose profile is not for everyone; the fan still sees it all', async () => {
    const fan = await signedInFan(testApp);
    await testApp.db.update(users).set({ avatar: '/media/uploads/hidden.jpg' }).where(eq(users.id, fan.id));
    expect((await setVisibility(fan.headers, 'private')).statusCode).toBe(200);
    const stranger = await signedInFan(testApp);
    expect((await profileOf(fan.username, stranger.headers)).json<{ data: UserProfile }>().data).toMatchObject({ avatar: null, badges: [], restricted: true });
    expect((await profileOf(fan.username)).json<{ data: UserProfile }>().data.restricted).toBe(true);
    expect((await profileOf(fan.username, fan.headers)).json<{ data: UserProfile }>().data).toMatchObject({ avatar: '/media/uploads/hidden.jpg', restricted: false });
  });

  it('answers 404 for an unknown, banned or taken-down account', async () => {
    expect((await profileOf('nobody_here_at_all')).statusCode).toBe(404);
    const banned = await createUser(testApp);
    await testApp.db.update(users).set({ bannedAt: new Date() }).where(eq(users.id, banned.id));
    expect((await profileOf(banned.username)).json()).toMatchObject({ message: 'User not found' });
    expect((await profileOf(banned.username)).statusCode).toBe(404);
    const hidden = await createUser(testApp);
    const admin = await createUser(testApp, { role: 'ADMIN' });
    await testApp.db.insert(takedowns).values({ kind: 'profile', itemId: hidden.id, ownerId: hidden.id, reason: 'Impersonation', hiddenBy: admin.id });
    expect((await profileOf(hidden.username)).statusCode).toBe(404);
  });

  it('refuses a username that cannot exist with 400', async () => {
    expect((await profileOf('x'.repeat(41))).statusCode).toBe(400);
  });
});
