import type { Channel, ChannelFormInput, ChannelSubscriber, PackageSubscriberCount } from '@velvet/contracts';
import { channelMessages } from '@velvet/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, signIn, uniqueName, type TestApp } from '../../test/support/test-app.ts';
import { subscriptions } from '../subscriptions/schema.ts';
import { channelFormFor, insertSubscription } from './test-support.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

type Headers = Record<string, string>;
const json = <T>(response: { json: () => unknown }) => (response.json() as { data: T }).data;

async function signedIn(role: 'USER' | 'CREATOR' = 'CREATOR') {
  const user = await createUser(testApp, { role });
  return { ...user, headers: bearer(await signIn(testApp, user.username)) };
}

const inject = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, headers: Headers = {}, payload?: object) => testApp.app.inject({ method, url, headers, payload });

/** A multipart body as a browser's FormData sends it: structured fields as JSON strings. */
function multipart(fields: Record<string, unknown>, files: Record<string, { body: Buffer; filename: string; type: string }> = {}) {
  const boundary = '----channeltest';
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`));
  }
  for (const [name, file] of Object.entries(files)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.body, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

const png = () => sharp({ create: { width: 40, height: 20, channels: 3, background: '#884488' } }).png().toBuffer();

async function createChannel(headers: Headers, overrides: Partial<ChannelFormInput> = {}) {
  const response = await inject('POST', '/api/channel', headers, channelFormFor(uniqueName('ch'), overrides));
  if (response.statusCode !== 201) throw new Error(`create failed: ${response.body}`);
  return json<Channel>(response);
}

async function ownerWithSubscriber() {
  const owner = await signedIn();
  const channel = await createChannel(owner.headers);
  const fan = await signedIn('USER');
  const monthly = channel.packages.find((pkg) => pkg.validity_type === 'MONTHLY')!;
  const subscription = await insertSubscription(testApp.db, { fanId: fan.id, channelId: channel._id, packageId: monthly._id });
  return { owner, channel, fan, monthly, subscription };
}

describe('POST /api/channel', () => {
  it('creates a channel from multipart form data with its avatar, packages in plan order and normalised hashtags', async () => {
    const owner = await signedIn();
    const username = uniqueName('Night').toUpperCase();
    const { subscription, perks, hashtags, ...rest } = channelFormFor(username);
    const body = multipart({ ...rest, subscription, perks, hashtags }, { avatar: { body: await png(), filename: 'me.png', type: 'image/png' } });
    const response = await testApp.app.inject({ method: 'POST', url: '/api/channel', headers: { ...owner.headers, 'content-type': body.contentType }, payload: body.payload });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('Channel created successfully');
    const channel = json<Channel>(response);
    expect(channel).toMatchObject({
      name: 'Night Owl Studio',
      username: username.toLowerCase(),
      about: 'Behind the scenes, every week.',
      hashtags: ['#photo', '#art'],
      subscription_type: 'PAID',
      perks: [{ icon: 'star', emoji: '⭐', value: 'Exclusive posts' }],
      counter: { subscriber_count: 0 },
      creator: { _id: owner.id, username: owner.username },
      active_subscription: null,
      is_author: true,
      deletion_requested_at: null,
      background: null,
    });
    expect(channel.avatar).toMatch(new RegExp(`^/media/uploads/${owner.id}/avatar/.+\\.jpg$`));
    expect(channel.packages.map((pkg) => [pkg.validity_type, pkg.price, pkg.final_price, pkg.is_active])).toEqual([
      ['MONTHLY', 9.99, 9.99, true],
      ['QUARTERLY', 26.97, 24.27, true],
    ]);
    expect(channel.packages[1]!.discount).toMatchObject({ enabled: true, type: 'percentage', percentage: 10, is_permanant: true, applies_on_renewal: true });
  });

  it('takes hashtags as plain comma-separated text and answers 400 for a structured field that is not JSON', async () => {
    const owner = await signedIn();
    const send = (fields: Record<string, unknown>) => {
      const body = multipart(fields);
      return testApp.app.inject({ method: 'POST', url: '/api/channel', headers: { ...owner.headers, 'content-type': body.contentType }, payload: body.payload });
    };
    const form = channelFormFor(uniqueName('ch'));
    const created = await send({ ...form, hashtags: 'Yoga, Calm Mind' });
    expect(created.statusCode).toBe(201);
    expect(json<Channel>(created).hashtags).toEqual(['#yoga', '#calmmind']);
    const broken = await send({ ...channelFormFor(uniqueName('ch')), subscription: '{not json' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().fields).toHaveProperty('subscription');
  });

  const ownService = async (headers: Headers, payload: object = { type: 'CUSTOM-SERVICE', name: 'Shout-out video', includes: 'A 30 second video', price: 25 }) => {
    const response = await inject('POST', '/api/users/services', headers, payload);
    expect(response.statusCode).toBe(201);
    return json<{ _id: string }>(response)._id;
  };

  it('accepts a JSON body too', async () => {
    const owner = await signedIn();
    const service = await ownService(owner.headers);
    const channel = await createChannel(owner.headers, { subscription_type: 'FREE', perks: [], services: [service] });
    expect(channel).toMatchObject({ subscription_type: 'FREE', packages: [{ offer_type: 'free', price: 0 }], services: [service] });
  });

  it("presents only the creator's own services (not chat fees), and keeps them with the perks while anyone subscribes", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const theirs = await ownService(other.headers);
    const mine = await ownService(owner.headers);
    const featured = await ownService(owner.headers, { type: 'RATING', name: 'Honest rating', includes: 'One photo', price: 10 });
    const chatFee = json<Array<{ _id: string; type: string }>>(await inject('GET', '/api/users/services', owner.headers)).find((service) => service.type === 'CHAT-FEE')!._id;
    for (const services of [[theirs], [chatFee], ['not-an-id']]) {
      const refused = await inject('POST', '/api/channel', owner.headers, { ...channelFormFor(uniqueName('ch')), services });
      expect([refused.statusCode, refused.json().message]).toEqual([400, channelMessages.serviceNotYours]);
    }
    const channel = await createChannel(owner.headers, { services: [featured, mine] });
    expect(channel.services).toEqual([featured, mine]);

    const fan = await signedIn('USER');
    await insertSubscription(testApp.db, { fanId: fan.id, channelId: channel._id, packageId: channel.packages[0]!._id });
    const locked = await inject('PUT', `/api/channel/${channel._id}`, owner.headers, { ...channelFormFor(channel.username), services: [mine] });
    expect([locked.statusCode, locked.json().fields]).toEqual([409, { services: channelMessages.perksLocked }]);
  });

  it('answers the services it presents as fans see them, in its order, leaving out the ones switched off or deleted since', async () => {
    const owner = await signedIn();
    const rating = await ownService(owner.headers, { type: 'RATING', name: 'Honest rating', includes: 'One photo', price: 10 });
    const shoutOut = await ownService(owner.headers);
    const call = await ownService(owner.headers, { type: 'VIDEO', name: 'Video call', service_type: 'per_minute', price: 6 });
    const channel = await createChannel(owner.headers, { services: [rating, call, shoutOut] });
    expect(channel.presented_services.map((service) => service._id)).toEqual([rating, call, shoutOut]);

    const fan = await signedIn('USER');
    const seen = async (headers: Headers = {}) => json<Channel>(await inject('GET', `/api/channel/by-username/${channel.username}`, headers));
    for (const viewer of [await seen(), await seen(fan.headers)]) {
      expect(viewer.services).toEqual([rating, call, shoutOut]);
      expect(viewer.presented_services).toMatchObject([
        { _id: rating, user_id: owner.id, type: 'RATING', name: 'Honest rating', includes: 'One photo', fixed_price: true, price: 10 },
        { _id: call, type: 'VIDEO', name: 'Video call', service_type: 'per_minute', price: 6 },
        { _id: shoutOut, type: 'CUSTOM-SERVICE', name: 'Shout-out video', price: 25 },
      ]);
    }

    expect((await inject('PATCH', `/api/users/services/${call}`, owner.headers, { is_active: false })).statusCode).toBe(200);
    expect((await inject('DELETE', `/api/users/services/${rating}`, owner.headers)).statusCode).toBe(200);
    const after = await seen(fan.headers);
    expect(after.services).toEqual([rating, call, shoutOut]);
    expect(after.presented_services.map((service) => service._id)).toEqual([shoutOut]);
    const listed = json<{ items: Channel[] }>(await inject('GET', `/api/channel?target_user=${owner.username}`, fan.headers)).items;
    expect(listed.find((item) => item._id === channel._id)?.presented_services.map((service) => service._id)).toEqual([shoutOut]);
  });

  it('lets only creators create channels', async () => {
    const fan = await signedIn('USER');
    expect((await inject('POST', '/api/channel', fan.headers, channelFormFor(uniqueName('ch')))).statusCode).toBe(403);
    expect((await inject('POST', '/api/channel', {}, channelFormFor(uniqueName('ch')))).statusCode).toBe(401);
  });

  it("refuses a username already taken by another channel, whatever its case", async () => {
    const owner = await signedIn();
    const username = uniqueName('taken');
    await inject('POST', '/api/channel', owner.headers, channelFormFor(username));
    const response = await inject('POST', '/api/channel', owner.headers, channelFormFor(username.toUpperCase()));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'This username is already taken.', fields: { channel_tagname: 'This username is already taken.' } });
  });

  const period = (changes: object) => ({ ...channelFormFor('x').subscription!.MONTHLY, ...changes });
  const today = new Date().toISOString().slice(0, 10);
  const cases: Array<[string, Partial<ChannelFormInput>, string]> = [
    ['a short name', { name: 'abc' }, 'Channel name must be between 4 and 50 characters'],
    ['a name with a trailing space', { name: 'Night Owl ' }, 'Channel name cannot start or end with a space'],
    ['a reserved word', { name: 'Velvet Official' }, 'Channel name cannot contain a reserved word'],
    ['a name without letters', { name: '1234 5678' }, 'Channel name must contain at least one letter'],
    ['consecutive spaces', { name: 'Night  Owl' }, 'Channel name cannot contain consecutive spaces or punctuation'],
    ['an emoji', { name: 'Night Owl 🦉' }, 'Channel name cannot contain emojis'],
    ['an invisible character', { name: 'Night\u200bOwl' }, 'Channel name cannot contain invisible characters'],
    ['a short username', { channel_tagname: 'abc' }, 'Username must be at least 4 characters long.'],
    ['a username with symbols', { channel_tagname: 'night-owl' }, 'Only letters, numbers, and underscores allowed'],
    ['a short about', { about: 'Too short' }, 'About Channel must be between 10 and 3000 characters'],
    ['no hashtag', { hashtags: ['!!'] }, 'Add at least one hashtag'],
    ['six hashtags', { hashtags: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'You can add up to 5 hashtags'],
    ['no subscription type', { subscription_type: undefined }, 'Subscription type is required'],
    ['an unknown perk icon', { perks: [{ icon: 'rocket' as 'star', value: 'x' }] }, 'Choose an icon from the list'],
    ['an empty perk', { perks: [{ icon: 'star', value: ' ' }] }, 'Perk cannot be empty'],
    ['no benefit at all', { perks: [] }, 'Add at least one custom benefit'],
    ['a free service over its limit', { free_services: [{ type: 'chat', unit: 10001, unit_type: 'MessageCount' }] }, 'Amount must be between 0 and 10000'],
    ['free days over a year', { free_services: [{ type: 'chat', unit: 366, unit_type: 'Day' }] }, 'Amount must be between 0 and 365'],
  ];
  const pricingCases: Array<[string, object, 'price' | 'discount' | 'startDate' | 'endDate', string]> = [
    ['a price under $5', { price: '4.99' }, 'price', 'Starting price must be at least $5.00'],
    ['a leading zero', { price: '09.99' }, 'price', 'Price cannot start with zero'],
    ['an empty price', { price: '' }, 'price', 'Price is required'],
    ['a price that is no number', { price: '9,99' }, 'price', 'Price must be a number'],
    ['three decimals', { price: '9.999' }, 'price', 'Price can have at most 2 decimals'],
    ['a price over 10 characters', { price: '10000000.00' }, 'price', 'Price can be at most 10 characters'],
    ['an empty discount', { hasDiscount: true, is_permanant: true, discount: '' }, 'discount', 'Discount is required'],
    ['a zero discount', { hasDiscount: true, is_permanant: true, discount: '0' }, 'discount', 'Discount cannot be zero'],
    ['a percentage over 100', { hasDiscount: true, is_permanant: true, discount: '101' }, 'discount', 'Discount cannot be more than 100%'],
    ['an amount not under the price', { hasDiscount: true, is_permanant: true, discountType: 'amount', discount: '9.99' }, 'discount', 'Discount must be less than the price'],
    ['a final price under $5', { hasDiscount: true, is_permanant: true, discount: '50' }, 'discount', 'The price after discount must be at least $5.00 per month'],
    ['a start date in the past', { hasDiscount: true, startDate: '2020-01-01', endDate: '2099-01-01' }, 'startDate', 'Start date cannot be before today'],
    ['an end before the start', { hasDiscount: true, startDate: '2099-02-01', endDate: '2099-01-01' }, 'startDate', 'Start date cannot be after the end date'],
    ['no end date', { hasDiscount: true, startDate: today, endDate: null }, 'endDate', 'End date is required'],
  ];

  it.each(cases)('refuses %s with the rule message', async (_, overrides, message) => {
    const owner = await signedIn();
    const response = await inject('POST', '/api/channel', owner.headers, channelFormFor(uniqueName('ch'), overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it.each(pricingCases)('refuses a monthly plan with %s', async (_, changes, field, message) => {
    const owner = await signedIn();
    const form = channelFormFor(uniqueName('ch'));
    const response = await inject('POST', '/api/channel', owner.headers, { ...form, subscription: { ...form.subscription, MONTHLY: period(changes) } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, fields: { [`subscription.MONTHLY.${field}`]: message } });
  });

  it('needs one active plan for a paid channel and writes nothing when refused', async () => {
    const owner = await signedIn();
    const form = channelFormFor(uniqueName('ch'));
    const off = { ...form.subscription!.MONTHLY, isActive: false };
    const response = await inject('POST', '/api/channel', owner.headers, { ...form, subscription: { MONTHLY: off, QUARTERLY: off, HALF_YEARLY: off, YEARLY: off } });
    expect(response.json().message).toBe('At least one plan must stay active');
    const mine = await inject('GET', '/api/channel/mine', owner.headers);
    expect(json<{ total: number }>(mine).total).toBe(0);
  });
});

describe('reading channels', () => {
  it('answers a channel to guests, by id and by username, and 404 for unknown or malformed ids', async () => {
    const owner = await signedIn();
    const channel = await createChannel(owner.headers);
    const byId = json<Channel>(await inject('GET', `/api/channel/${channel._id}`));
    expect(byId).toMatchObject({ _id: channel._id, is_author: false, active_subscription: null, description: channel.about });
    expect(json<Channel>(await inject('GET', `/api/channel/by-username/${channel.username.toUpperCase()}`))._id).toBe(channel._id);
    expect((await inject('GET', '/api/channel/not-a-uuid')).statusCode).toBe(404);
    const unknown = await inject('GET', '/api/channel/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Channel not found');
  });

  it('lists the channels of a target user by id or username, and the creator its own', async () => {
    const owner = await signedIn();
    const first = await createChannel(owner.headers);
    const second = await createChannel(owner.headers);
    for (const target of [owner.id, owner.username]) {
      const page = json<{ items: Channel[]; total: number; page: number; limit: number }>(await inject('GET', `/api/channel?target_user=${target}&page=1&limit=1`));
      expect(page).toMatchObject({ total: 2, page: 1, limit: 1 });
      expect(page.items.map((item) => item._id)).toEqual([second._id]);
    }
    const mine = json<{ items: Channel[]; limit: number }>(await inject('GET', '/api/channel/mine', owner.headers));
    expect(mine.limit).toBe(100);
    expect(mine.items.map((item) => item._id)).toEqual([second._id, first._id]);
    expect(mine.items.every((item) => item.is_author)).toBe(true);
  });

  it("shows the viewer's live subscription, the subscribed plan and the subscriber count", async () => {
    const { channel, fan, monthly, subscription } = await ownerWithSubscriber();
    const seen = json<Channel>(await inject('GET', `/api/channel/${channel._id}`, bearer(await signIn(testApp, fan.username))));
    expect(seen.counter.subscriber_count).toBe(1);
    expect(seen.active_subscription).toEqual({
      _id: subscription.id,
      expires_on: subscription.expiresOn.toISOString(),
      is_cancelled: false,
      other_data: { package_id: { _id: monthly._id, validity_type: 'MONTHLY' }, price: 9.99 },
    });
    expect(seen.packages.map((pkg) => pkg.is_subscribed)).toEqual([true, false]);
  });
});

describe('PUT /api/channel/:id and its locks', () => {
  it('lets the owner edit and answers a deactivated plan as inactive without deleting it', async () => {
    const owner = await signedIn();
    const channel = await createChannel(owner.headers);
    const form = channelFormFor(channel.username, { name: 'Renamed Studio', hashtags: ['new'] });
    const response = await inject('PUT', `/api/channel/${channel._id}`, owner.headers, { ...form, subscription: { ...form.subscription, QUARTERLY: { ...form.subscription!.QUARTERLY, isActive: false } } });
    expect(response.statusCode).toBe(200);
    const updated = json<Channel>(response);
    expect(updated).toMatchObject({ name: 'Renamed Studio', hashtags: ['#new'] });
    expect(updated.packages.map((pkg) => [pkg.validity_type, pkg.is_active])).toEqual([
      ['MONTHLY', true],
      ['QUARTERLY', false],
    ]);
  });

  it('takes edits that add the same plan at once in turn: one plan, no error', async () => {
    const owner = await signedIn();
    const channel = await createChannel(owner.headers);
    const form = channelFormFor(channel.username);
    const withYearly = { ...form, subscription: { ...form.subscription, YEARLY: { ...form.subscription!.QUARTERLY, price: '99.99', isActive: true } } };
    const answers = await Promise.all(Array.from({ length: 8 }, () => inject('PUT', `/api/channel/${channel._id}`, owner.headers, withYearly)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(200));
    const seen = json<Channel>(await inject('GET', `/api/channel/${channel._id}`, owner.headers));
    expect(seen.packages.filter((pkg) => pkg.validity_type === 'YEARLY')).toHaveLength(1);
  });

  it('refuses other users (403), unknown channels (404) and a changed username', async () => {
    const owner = await signedIn();
    const channel = await createChannel(owner.headers);
    const other = await signedIn();
    expect((await inject('PUT', `/api/channel/${channel._id}`, other.headers, channelFormFor(channel.username))).statusCode).toBe(403);
    expect((await inject('PUT', '/api/channel/00000000-0000-4000-8000-000000000000', owner.headers, channelFormFor(channel.username))).statusCode).toBe(404);
    const renamed = await inject('PUT', `/api/channel/${channel._id}`, owner.headers, channelFormFor(`${channel.username}x`));
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().message).toBe('The channel username cannot be changed.');
  });

  it('locks the subscription type, the perks and plans with subscribers once the channel has subscribers', async () => {
    const { owner, channel } = await ownerWithSubscriber();
    const form = channelFormFor(channel.username);
    const put = (body: object) => inject('PUT', `/api/channel/${channel._id}`, owner.headers, body);
    const typeChange = await put({ ...form, subscription_type: 'FREE' });
    expect([typeChange.statusCode, typeChange.json().message]).toEqual([409, 'The subscription type cannot be changed while the channel has subscribers.']);
    const perksChange = await put({ ...form, perks: [{ icon: 'fire', value: 'Other' }] });
    expect([perksChange.statusCode, perksChange.json().message]).toEqual([409, 'Perks cannot be changed while the channel has subscribers.']);
    const deactivate = await put({ ...form, subscription: { ...form.subscription, MONTHLY: { ...form.subscription!.MONTHLY, isActive: false } } });
    expect([deactivate.statusCode, deactivate.json().message]).toEqual([409, 'This plan has active subscribers and cannot be deactivated.']);
    const stillActive = json<Channel>(await inject('GET', `/api/channel/${channel._id}`));
    expect(stillActive.packages.find((pkg) => pkg.validity_type === 'MONTHLY')!.is_active).toBe(true);
    expect((await put({ ...form, about: 'A new description for the fans.' })).statusCode).toBe(200);
  });
});

describe('PATCH /api/channel/:id/avatar-and-background', () => {
  it('stores the owner’s images and refuses anyone else', async () => {
    const owner = await signedIn();
    const channel = await createChannel(owner.headers);
    const body = multipart({}, { background: { body: await png(), filename: 'bg.png', type: 'image/png' } });
    const patch = (headers: Headers) =>
      testApp.app.inject({ method: 'PATCH', url: `/api/channel/${channel._id}/avatar-and-background`, headers: { ...headers, 'content-type': body.contentType }, payload: body.payload });
    const response = await patch(owner.headers);
    expect(response.statusCode).toBe(200);
    expect(json<Channel>(response).background).toMatch(/\/background\/.+\.jpg$/);
    expect((await patch((await signedIn()).headers)).statusCode).toBe(403);
  });

  it('refuses a file that is not an image', async () => {
    const owner = await signedIn();
    const channel = await createChannel(owner.headers);
    const body = multipart({}, { avatar: { body: Buffer.from('not an image'), filename: 'me.png', type: 'image/png' } });
    const response = await testApp.app.inject({ method: 'PATCH', url: `/api/channel/${channel._id}/avatar-and-background`, headers: { ...owner.headers, 'content-type': body.contentType }, payload: body.payload });
    expect([response.statusCode, response.json().message]).toEqual([400, 'Unsupported Format']);
  });
});

describe('subscribers', () => {
  it('pages the subscribers for the owner only (default page 1, limit 20)', async () => {
    const { owner, channel, fan, subscription } = await ownerWithSubscriber();
    const page = json<{ items: ChannelSubscriber[]; page: number; limit: number; total: number }>(await inject('GET', `/api/channel/${channel._id}/subscribers`, owner.headers));
    expect(page).toMatchObject({ page: 1, limit: 20, total: 1 });
    expect(page.items[0]).toMatchObject({ _id: subscription.id, user: { _id: fan.id, username: fan.username }, package: { validity_type: 'MONTHLY' }, price: 9.99, is_cancelled: false });
    expect(json<{ items: unknown[] }>(await inject('GET', `/api/channel/${channel._id}/subscribers?page=2&limit=1`, owner.headers)).items).toEqual([]);
    expect((await inject('GET', `/api/channel/${channel._id}/subscribers`, (await signedIn()).headers)).statusCode).toBe(403);
    expect((await inject('GET', `/api/channel/${channel._id}/subscribers`, fan.headers)).statusCode).toBe(403);
  });

  it("answers one subscriber's subscription to the channel's owner, 404 to anyone else", async () => {
    const { owner, subscription } = await ownerWithSubscriber();
    const response = await inject('GET', `/api/channel/get-subscriber/${subscription.id}`, owner.headers);
    expect(json<ChannelSubscriber>(response)).toMatchObject({ _id: subscription.id, status: 'active', expires_on: subscription.expiresOn.toISOString() });
    const stranger = await inject('GET', `/api/channel/get-subscriber/${subscription.id}`, (await signedIn()).headers);
    expect([stranger.statusCode, stranger.json().message]).toEqual([404, 'Subscriber not found']);
  });

  it('counts live subscribers per package, leaving out expired ones', async () => {
    const { owner, channel, monthly } = await ownerWithSubscriber();
    const quarterly = channel.packages.find((pkg) => pkg.validity_type === 'QUARTERLY')!;
    await insertSubscription(testApp.db, { fanId: (await signedIn('USER')).id, channelId: channel._id, packageId: quarterly._id, status: 'cancelled' });
    await insertSubscription(testApp.db, { fanId: (await signedIn('USER')).id, channelId: channel._id, packageId: monthly._id, daysLeft: -1 });
    const counts = json<PackageSubscriberCount[]>(await inject('GET', `/api/channel/${channel._id}/package-subscribers`, owner.headers));
    expect(counts).toEqual([
      { package_id: monthly._id, validity_type: 'MONTHLY', subscriber_count: 1 },
      { package_id: quarterly._id, validity_type: 'QUARTERLY', subscriber_count: 1 },
    ]);
  });
});

describe('DELETE /api/channel/:id', () => {
  it('lets only the owner delete', async () => {
    const owner = await signedIn();
    const channel = await createChannel(owner.headers);
    expect((await inject('DELETE', `/api/channel/${channel._id}`, (await signedIn()).headers)).statusCode).toBe(403);
    expect((await inject('DELETE', `/api/channel/${channel._id}`, (await signedIn('USER')).headers)).statusCode).toBe(403);
    expect((await inject('GET', `/api/channel/${channel._id}`)).statusCode).toBe(200);
  });

  it('removes a channel without subscribers at once', async () => {
    const owner = await signedIn();
    const channel = await createChannel(owner.headers);
    const response = await inject('DELETE', `/api/channel/${channel._id}`, owner.headers);
    expect([response.statusCode, response.json().message]).toEqual([200, 'Channel deleted successfully']);
    expect((await inject('GET', `/api/channel/${channel._id}`)).statusCode).toBe(404);
    expect((await inject('GET', `/api/channel/by-username/${channel.username}`)).statusCode).toBe(404);
    expect(json<{ total: number; items: unknown[] }>(await inject('GET', `/api/channel?target_user=${owner.id}`)).items).toEqual([]);
  });

  it('keeps serving live subscribers without taking new ones, then answers 404 once the last subscription ended', async () => {
    const { owner, channel, fan, subscription } = await ownerWithSubscriber();
    expect(await testApp.services.channels.acceptsSubscriptions(channel._id)).toBe(true);
    await inject('DELETE', `/api/channel/${channel._id}`, owner.headers);
    expect(await testApp.services.channels.acceptsSubscriptions(channel._id)).toBe(false);
    const marked = json<Channel>(await inject('GET', `/api/channel/${channel._id}`, bearer(await signIn(testApp, fan.username))));
    expect(marked.deletion_requested_at).not.toBeNull();
    expect(marked.active_subscription?._id).toBe(subscription.id);
    expect((await inject('GET', `/api/channel/${channel._id}/subscribers`, owner.headers)).statusCode).toBe(200);
    // The creator page stops offering it.
    await testApp.services.creators.createProfile({ userId: owner.id, displayName: 'Owner', bio: '' });
    expect(json<{ channels: unknown[] }>(await inject('GET', `/api/creators/${owner.username}`)).channels).toEqual([]);

    await testApp.db.update(subscriptions).set({ expiresOn: new Date(Date.now() - 1000) }).where(eq(subscriptions.id, subscription.id));
    for (const url of [`/api/channel/${channel._id}`, `/api/channel/by-username/${channel.username}`]) expect((await inject('GET', url)).statusCode).toBe(404);
    expect((await inject('GET', `/api/channel/${channel._id}/subscribers`, owner.headers)).statusCode).toBe(404);
    expect((await inject('PUT', `/api/channel/${channel._id}`, owner.headers, channelFormFor(channel.username))).statusCode).toBe(404);
  });
});
