import { accountMessages, type AdminUser, type Tokens } from '@velvet/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail, linkToken, mailsTo, post, signUp, validationId } from '../../test/support/accounts.ts';
import { bearer, createTestApp, createUser, signIn, TEST_PASSWORD, type TestApp } from '../../test/support/test-app.ts';
import { insertOffers } from '../offers/repo.ts';
import { PRODUCTION_PASSWORD_HASH_COST } from './password-cost.ts';
import { accountTokens, users } from './schema.ts';
import { usernameFromEmail } from './sign-up.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const me = async (tokens: Tokens) => (await testApp.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(tokens) })).json().data;

describe('POST /api/users/check-email', () => {
  it('accepts a good address with a validation id valid for about 30 minutes', async () => {
    const response = await post(testApp, '/api/users/check-email', { email: '  Ana.Good@Example.test ' });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({ status: 'valid' });
    expect(data.validation_id).toEqual(expect.any(String));
    const minutes = (new Date(data.expires_at).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
    expect(data.suggestion).toBeUndefined();
  });

  it("refuses a malformed address with 'Please enter a valid email address.'", async () => {
    for (const email of ['ana', 'ana@', 'ana@@x.com', '']) {
      const response = await post(testApp, '/api/users/check-email', { email });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ email: 'Please enter a valid email address.' });
    }
  });

  it('suggests the common domain for a typo', async () => {
    const cases = { 'ana@gmial.com': 'ana@gmail.com', 'ana@hotmial.com': 'ana@hotmail.com', 'ana@yaho.com': 'ana@yahoo.com', 'ana@outlok.com': 'ana@outlook.com' };
    for (const [email, suggestion] of Object.entries(cases)) {
      const { data } = (await post(testApp, '/api/users/check-email', { email })).json();
      expect(data).toMatchObject({ status: 'valid', suggestion });
    }
  });

  it('rejects a disposable address with the reason and no validation id', async () => {
    for (const email of ['ana@mailinator.com', 'ana@yopmail.com', 'ana@sub.guerrillamail.com']) {
      const { data } = (await post(testApp, '/api/users/check-email', { email })).json();
      expect(data).toEqual({ status: 'reject', reason: accountMessages.disposableEmail, validation_id: null, expires_at: null });
    }
  });

  it("limits checks per client with 'Too many requests. Please try again in a few minutes.'", async () => {
    const limited = await createTestApp({ EMAIL_CHECKS_PER_MINUTE: '2' });
    try {
      const answers = [];
      for (let index = 0; index < 3; index += 1) answers.push(await post(limited, '/api/users/check-email', { email: `a${index}@example.test` }));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 429]);
      expect(answers[2]!.json().message).toBe('Too many requests. Please try again in a few minutes.');
    } finally {
      await limited.close();
    }
  });
});

describe('POST /api/users/check-username', () => {
  const check = (username: string) => post(testApp, '/api/users/check-username', { username });

  it('answers a free username, lowercased', async () => {
    const response = await check('Fresh_Name_42');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ username: 'fresh_name_42', available: true });
  });

  it("answers 409 'This username is already taken.' in any letter case, and for reserved names", async () => {
    const user = await createUser(testApp);
    for (const username of [user.username.toUpperCase(), 'admin']) {
      const response = await check(username);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ message: 'This username is already taken.', fields: { username: 'This username is already taken.' } });
    }
  });

  it("gives the spec's rule messages", async () => {
    const rules = {
      abc: 'Username must be at least 4 characters long.',
      'ab cd': 'Username cannot contain spaces.',
      'ana-maria': 'Only letters, numbers, and underscores allowed',
      'ana.maria': 'Only letters, numbers, and underscores allowed',
      [`a${'b'.repeat(40)}`]: 'Username must be at most 40 characters long.',
    };
    for (const [username, message] of Object.entries(rules)) {
      const response = await check(username);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ username: message });
    }
  });
});

describe('POST /api/users/sign-up', () => {
  const payload = async (overrides: Record<string, unknown> = {}) => {
    const email = (overrides.email as string | undefined) ?? `su_${Math.random().toString(36).slice(2, 10)}@example.test`;
    return { email, password: TEST_PASSWORD, validation_id: await validationId(testApp, email), user_type: 'USER', age_confirmed: true, ...overrides };
  };

  it('creates the account, signs it in and mails a verification link', async () => {
    const { email, tokens } = await signUp(testApp, { username: 'New_Fan_Ana', userType: 'CREATOR' });
    expect(await me(tokens)).toMatchObject({ username: 'new_fan_ana', email, role: 'CREATOR', email_verified: false, two_factor_enabled: false });
    const mail = await latestMail(testApp, email);
    expect(mail.subject).toBe('Verify your email for Velvet');
    expect(mail.text).toContain('/verify-email?token=');
  });

  it('makes a username from the email when none is given', async () => {
    const email = `Mila.Rose+velvet_${Date.now()}@example.test`;
    const { tokens } = await signUp(testApp, { email });
    expect((await me(tokens)).username).toMatch(/^mila_rose_velvet_\d+$/);
    expect(usernameFromEmail('al@example.test')).toBe('al_user');
    expect(usernameFromEmail('a.b@example.test')).toBe('a_b_user');
    expect(usernameFromEmail('Ana.Maria-Lopez@example.test')).toBe('ana_maria_lopez');
  });

  it("gives each of the spec's password messages", async () => {
    const rules = {
      '': 'Password is required',
      'Ab#1': 'Password must be at least 8 characters',
      'abcdefg#': 'Must contain at least one uppercase letter',
      Abcdefgh1: 'Must contain a special character',
    };
    for (const [password, message] of Object.entries(rules)) {
      const response = await post(testApp, '/api/users/sign-up', await payload({ password }));
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ password: message });
    }
  });

  it('needs the age-and-terms confirmation and a user type of USER or CREATOR', async () => {
    const unticked = await post(testApp, '/api/users/sign-up', await payload({ age_confirmed: false }));
    expect(unticked.json().fields).toEqual({ age_confirmed: accountMessages.ageRequired });
    const admin = await post(testApp, '/api/users/sign-up', await payload({ user_type: 'ADMIN' }));
    expect(admin.statusCode).toBe(400);
    expect(Object.keys(admin.json().fields)).toEqual(['user_type']);
  });

  it('refuses a validation id issued for another address, or a forged one', async () => {
    const other = await validationId(testApp, 'someone.else@example.test');
    for (const validation_id of [other, '9999999999.forged', 'garbage']) {
      const response = await post(testApp, '/api/users/sign-up', { ...(await payload()), validation_id });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ validation_id: accountMessages.emailValidationExpired });
    }
  });

  it('refuses a taken username or email with 409', async () => {
    const user = await createUser(testApp);
    const taken = await post(testApp, '/api/users/sign-up', await payload({ username: user.username }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual({ username: 'This username is already taken.' });
    const sameEmail = await post(testApp, '/api/users/sign-up', await payload({ email: user.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().fields).toEqual({ email: accountMessages.emailTaken });
  });

  it('lets exactly one of two concurrent sign-ups with one email through', async () => {
    const body = await payload();
    const answers = await Promise.all([post(testApp, '/api/users/sign-up', body), post(testApp, '/api/users/sign-up', { ...body, username: 'racer_two' })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it('stores the referral and offer of the sign-up', async () => {
    await insertOffers(testApp.db, [{ id: 'welcome-10', title: 'Welcome', description: '$10 to start', availableTo: 'All' }]);
    const body = await payload({ referred_by: 'luna_moreau', offer_id: 'welcome-10' });
    const response = await post(testApp, '/api/users/sign-up', body);
    expect(response.statusCode).toBe(201);
    const [row] = await testApp.db.select().from(users).where(eq(users.email, body.email as string));
    expect(row?.signUpAttribution).toEqual({ referred_by: 'luna_moreau', offer_id: 'welcome-10' });
    expect(row?.referrerId).toBeNull();
    expect(row?.ageConfirmedAt).toBeInstanceOf(Date);
  });

  it("names the referrer when referred_by is an account's username or id, and keeps the campaign's cash id", async () => {
    const referrer = await createUser(testApp, { role: 'CREATOR' });
    const referredAs = async (referredBy: string) => {
      const body = await payload({ referred_by: referredBy, velvet_cash_id: 'cmp-42' });
      expect((await post(testApp, '/api/users/sign-up', body)).statusCode).toBe(201);
      const [row] = await testApp.db.select().from(users).where(eq(users.email, body.email as string));
      return { referrerId: row?.referrerId, attribution: row?.signUpAttribution };
    };
    expect(await referredAs(referrer.username.toUpperCase())).toEqual({
      referrerId: referrer.id,
      attribution: { referred_by: referrer.username.toUpperCase(), velvet_cash_id: 'cmp-42' },
    });
    expect((await referredAs(referrer.id)).referrerId).toBe(referrer.id);
  });

  it('shows admins who referred an account: in the user search and in the answer to a ban', async () => {
    const referrer = await createUser(testApp, { role: 'CREATOR' });
    const body = await payload({ referred_by: referrer.username, velvet_cash_id: 'cmp-7' });
    const signedUp = await post(testApp, '/api/users/sign-up', body);
    expect(signedUp.statusCode).toBe(201);
    const admin = await createUser(testApp, { role: 'ADMIN' });
    const headers = bearer(await signIn(testApp, admin.username));
    const found = await testApp.app.inject({ method: 'GET', url: `/api/admin/users?query=${encodeURIComponent(body.email as string)}`, headers });
    const referral = { referred_by: referrer.username, referrer: { _id: referrer.id, username: referrer.username }, cash_id: 'cmp-7' };
    expect(found.json<{ data: { items: AdminUser[] } }>().data.items).toEqual([expect.objectContaining({ email: body.email, referral })]);
    const [row] = await testApp.db.select({ id: users.id }).from(users).where(eq(users.email, body.email as string));
    const banned = await testApp.app.inject({ method: 'POST', url: `/api/admin/users/${row!.id}/ban`, headers });
    expect(banned.json<{ data: AdminUser }>().data.referral).toEqual(referral);
    const unreferred = await testApp.app.inject({ method: 'GET', url: `/api/admin/users?query=${admin.username}`, headers });
    expect(unreferred.json<{ data: { items: AdminUser[] } }>().data.items[0]?.referral).toBeNull();
  });

  it('keeps an offer only when it is live and meant for the chosen type, and signs up either way', async () => {
    await insertOffers(testApp.db, [
      { id: 'creators-only', title: 'Creator launch', description: 'Lower fees', availableTo: 'CREATOR' },
      { id: 'ended', title: 'Ended', description: 'Over', availableTo: 'All', expiresAt: new Date(Date.now() - 1000) },
    ]);
    const attributionOf = async (overrides: Record<string, unknown>) => {
      const body = await payload(overrides);
      expect((await post(testApp, '/api/users/sign-up', body)).statusCode).toBe(201);
      const [row] = await testApp.db.select().from(users).where(eq(users.email, body.email as string));
      return row?.signUpAttribution ?? null;
    };
    expect(await attributionOf({ offer_id: 'creators-only', user_type: 'CREATOR' })).toEqual({ offer_id: 'creators-only' });
    expect(await attributionOf({ offer_id: 'creators-only' })).toBeNull();
    expect(await attributionOf({ offer_id: 'ended', user_type: 'CREATOR' })).toBeNull();
    expect(await attributionOf({ offer_id: 'no-such-offer' })).toBeNull();
  });
});

describe('email verification', () => {
  it('verifies with the mailed link once; the link is single-use', async () => {
    const { email, tokens } = await signUp(testApp);
    const token = linkToken(await latestMail(testApp, email), '/verify-email');
    const first = await post(testApp, '/api/users/verify-email', { token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: accountMessages.emailVerified });
    expect((await me(tokens)).email_verified).toBe(true);
    const again = await post(testApp, '/api/users/verify-email', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(accountMessages.linkInvalid);
  });

  it('refuses an expired link and an unknown one', async () => {
    const { email } = await signUp(testApp);
    const token = linkToken(await latestMail(testApp, email), '/verify-email');
    await testApp.db.update(accountTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(accountTokens.email, email));
    expect((await post(testApp, '/api/users/verify-email', { token })).json().message).toBe(accountMessages.linkInvalid);
    expect((await post(testApp, '/api/users/verify-email', { token: 'made-up' })).statusCode).toBe(400);
  });

  it("resends with 'Email sent successfully!', at most once a minute, and the new link replaces the old", async () => {
    const { email, tokens } = await signUp(testApp);
    const oldToken = linkToken(await latestMail(testApp, email), '/verify-email');
    const tooSoon = await post(testApp, '/api/users/resend-verification', undefined, tokens);
    expect(tooSoon.statusCode).toBe(429);

    await testApp.db.update(accountTokens).set({ createdAt: new Date(Date.now() - 61_000) }).where(eq(accountTokens.email, email));
    const resent = await post(testApp, '/api/users/resend-verification', undefined, tokens);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ message: 'Email sent successfully!', data: { message: 'Email sent successfully!' } });
    expect(await mailsTo(testApp, email)).toHaveLength(2);

    expect((await post(testApp, '/api/users/verify-email', { token: oldToken })).statusCode).toBe(400);
    const newToken = linkToken(await latestMail(testApp, email), '/verify-email');
    expect((await post(testApp, '/api/users/verify-email', { token: newToken })).statusCode).toBe(200);
    const verified = await post(testApp, '/api/users/resend-verification', undefined, tokens);
    expect(verified.statusCode).toBe(409);
    expect(verified.json().message).toBe(accountMessages.emailAlreadyVerified);
  });

  it('needs a signed-in user to resend', async () => {
    expect((await post(testApp, '/api/users/resend-verification')).statusCode).toBe(401);
  });
});

describe('a password at the production cost', () => {
  let productionCostApp: TestApp;
  beforeAll(async () => {
    const { memoryCost, timeCost } = PRODUCTION_PASSWORD_HASH_COST;
    productionCostApp = await createTestApp({ PASSWORD_HASH_MEMORY_KIB: String(memoryCost), PASSWORD_HASH_TIME_COST: String(timeCost) });
  });
  afterAll(() => productionCostApp.close());

  it("is stored as argon2id at OWASP's minimum cost and signs in", async () => {
    const { email } = await signUp(productionCostApp);
    const [user] = await productionCostApp.db.select({ username: users.username, passwordHash: users.passwordHash }).from(users).where(eq(users.email, email));
    expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    await expect(signIn(productionCostApp, user!.username)).resolves.toHaveProperty('token');
  });
});
