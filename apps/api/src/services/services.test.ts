import type { Service, ServicesAnswer } from '@velvet/contracts';
import { serviceMessages } from '@velvet/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile, pngOf, subscribe } from '../../test/support/posts.ts';
import { bearer, createTestApp, createUser, signIn, type TestApp } from '../../test/support/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

type Headers = Record<string, string>;

async function signedIn(role: 'USER' | 'CREATOR' = 'USER') {
  const user = await createUser(testApp, { role });
  return { ...user, headers: bearer(await signIn(testApp, user.username)) };
}

const inFuture = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const customService = { type: 'CUSTOM-SERVICE', name: 'Shout-out video', includes: 'A 30 second video', price: 25 };

const createService = (headers: Headers, payload: object) => testApp.app.inject({ method: 'POST', url: '/api/users/services', headers, payload });
const patchService = (headers: Headers, id: string, payload: object) => testApp.app.inject({ method: 'PATCH', url: `/api/users/services/${id}`, headers, payload });
const deleteService = (headers: Headers, id: string) => testApp.app.inject({ method: 'DELETE', url: `/api/users/services/${id}`, headers });
const listServices = (headers: Headers, query = '') => testApp.app.inject({ method: 'GET', url: `/api/users/services${query}`, headers });

async function created(headers: Headers, payload: object = customService): Promise<Service> {
  const response = await createService(headers, payload);
  expect(response.statusCode).toBe(201);
  return response.json<{ data: Service }>().data;
}

async function servicesOf(headers: Headers, query = ''): Promise<ServicesAnswer> {
  const response = await listServices(headers, query);
  expect(response.statusCode).toBe(200);
  return response.json<ServicesAnswer>();
}

describe('POST /api/users/services', () => {
  it("creates a creator's service with the spec's message, money in dollars and the duration in seconds", async () => {
    const creator = await signedIn('CREATOR');
    const response = await createService(creator.headers, { type: 'VIDEO', name: 'Video call', service_type: 'fixed_duration', duration: 900, price: 40, fixed_price: false, note: 'Evenings only' });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('New service has been created!');
    expect(response.json().data).toMatchObject({ type: 'VIDEO', duration: 900, price: 40, fixed_price: true, unit_type: 'Minute', is_default: false, is_active: true, user_id: creator.id });
  });

  it.each([
    [{ ...customService, name: 'ab' }, 'name', serviceMessages.nameLength],
    [{ ...customService, price: 4 }, 'price', 'Price must be at least $5'],
    [{ ...customService, price: 50_001 }, 'price', 'Price must be less than $50,000'],
    [{ ...customService, fixed_price: false, price: undefined, min_price: 3 }, 'min_price', 'Price must be at least $5'],
    [{ ...customService, includes: undefined }, 'includes', serviceMessages.includesRequired],
    [{ ...customService, includes: 'x'.repeat(31) }, 'includes', serviceMessages.includesMaximum],
    [{ ...customService, note: 'x'.repeat(51) }, 'note', serviceMessages.noteMaximum],
    [{ ...customService, has_discount: true, discount: { discount_value: 25, expires_on: inFuture(2) } }, 'discount.discount_value', 'Offer price should must be less than the price'],
    [{ ...customService, has_discount: true, discount: { discount_value: 20, expires_on: inFuture(0) } }, 'discount.expires_on', serviceMessages.expiryInFuture],
    [{ type: 'VOICE', name: 'Voice call', price: 10 }, 'service_type', serviceMessages.callTypeRequired],
    [{ type: 'VOICE', name: 'Voice call', price: 10, service_type: 'fixed_duration', duration: 721 * 60 }, 'duration', 'Duration must be less than 12 hours'],
    [{ type: 'VOICE', name: 'Voice call', price: 10, service_type: 'fixed_duration', duration: 60 }, 'duration', serviceMessages.durationMinimum],
    [{ type: 'CHAT-FEE', name: 'Chat', price: 10 }, 'chat_fee_type', serviceMessages.chatFeeTypeRequired],
    [{ type: 'CHAT-FEE', name: 'Chat', price: 10, chat_fee_type: 'PerMessage', amount_of_messages: 4 }, 'amount_of_messages', serviceMessages.messagesMinimum],
    [{ type: 'TAROT', name: 'Reading', price: 10 }, 'type', serviceMessages.typeRequired],
  ])('refuses %j on %s', async (payload, field, message) => {
    const creator = await signedIn('CREATOR');
    const response = await createService(creator.headers, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
  });

  it("takes an image only from the creator's own uploads", async () => {
    const creator = await signedIn('CREATOR');
    const other = await signedIn('CREATOR');
    const file = multipartFile({ filename: 'square.png', type: 'image/png', body: await pngOf(64, 64) });
    const upload = await testApp.app.inject({ method: 'POST', url: '/api/uploads/images?kind=avatar', headers: { ...creator.headers, ...file.headers }, payload: file.payload });
    const url = upload.json<{ data: { url: string } }>().data.url;
    expect((await created(creator.headers, { ...customService, avatar: url })).avatar).toBe(url);
    const foreign = await createService(other.headers, { ...customService, avatar: url });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields.avatar).toBe(serviceMessages.imageNotUploaded);
    expect((await createService(creator.headers, { ...customService, avatar: 'https://example.com/a.jpg' })).statusCode).toBe(400);
  });

  it('refuses fans (403) and guests (401)', async () => {
    const fan = await signedIn();
    expect((await createService(fan.headers, customService)).statusCode).toBe(403);
    expect((await createService({}, customService)).statusCode).toBe(401);
  });
});

describe('GET /api/users/services', () => {
  it('gives a creator the default chat fees on first read, once, and shows them all to the creator', async () => {
    const creator = await signedIn('CREATOR');
    const [first, second] = await Promise.all([servicesOf(creator.headers), servicesOf(creator.headers)]);
    expect(first.data.map((service) => service.chat_fee_type).sort()).toEqual(['Month', 'OneOff', 'PerMessage', 'Week']);
    expect(second.data).toHaveLength(4);
    expect((await servicesOf(creator.headers)).data.every((service) => service.is_default && service.type === 'CHAT-FEE' && service.price === 0)).toBe(true);
  });

  it('shows others only active services and chat fees with a price', async () => {
    const creator = await signedIn('CREATOR');
    const fan = await signedIn();
    const hidden = await created(creator.headers, { ...customService, name: 'Hidden one', is_active: false });
    const shown = await created(creator.headers);
    const own = await servicesOf(creator.headers);
    expect(own.data.map((service) => service._id)).toEqual(expect.arrayContaining([hidden._id, shown._id]));
    const monthly = own.data.find((service) => service.chat_fee_type === 'Month')!;
    await patchService(creator.headers, monthly._id, { price: 12 });

    const seen = await servicesOf(fan.headers, `?user_id=${creator.id}`);
    expect(seen.data.map((service) => service._id).sort()).toEqual([shown._id, monthly._id].sort());
    expect(seen).toMatchObject({ subscribed_services: [], free_services: [] });
    const guest = await testApp.app.inject({ method: 'GET', url: `/api/users/public-services?user_id=${creator.id}` });
    expect(guest.json().data.map((service: Service) => service._id).sort()).toEqual([shown._id, monthly._id].sort());
  });

  it("gives a subscriber the free services of the creator's channel, with ids and what is left", async () => {
    const creator = await signedIn('CREATOR');
    const voiceId = randomUUID();
    const channel = await testApp.services.channels.create({
      creatorId: creator.id,
      name: 'Free perks',
      username: `perks_${creator.username}`,
      freeServices: [
        { id: voiceId, type: 'voice call', unit: 10, unit_type: 'Minute' },
        { id: randomUUID(), type: 'rating', unit: 0, unit_type: 'TurnCount' },
      ],
    });
    const [monthly] = await testApp.services.channels.addPackages([{ channelId: channel.id, validityType: 'MONTHLY', priceCents: 999 }]);
    const subscriber = await signedIn();
    const stranger = await signedIn();
    await subscribe(testApp, subscriber.id, { channel, packageId: monthly!.id });
    expect((await servicesOf(subscriber.headers, `?user_id=${creator.id}`)).free_services).toEqual([
      { _id: voiceId, channel_id: channel.id, type: 'voice call', unit: 10, unit_type: 'Minute', request_type: 'VOICE', remaining: 1, max_duration: 600, period_ends_at: expect.any(String) },
    ]);
    expect((await servicesOf(stranger.headers, `?user_id=${creator.id}`)).free_services).toEqual([]);
  });

  it('filters by type and leaves out the filter_out types', async () => {
    const creator = await signedIn('CREATOR');
    await created(creator.headers);
    expect((await servicesOf(creator.headers, '?type=CUSTOM-SERVICE')).data).toHaveLength(1);
    expect((await servicesOf(creator.headers, '?filter_out=CHAT-FEE,VOICE')).data.map((service) => service.type)).toEqual(['CUSTOM-SERVICE']);
  });

  it('needs a session; guests use public-services', async () => {
    expect((await listServices({})).statusCode).toBe(401);
  });
});

describe('PATCH /api/users/services/:id', () => {
  it("merges the edit into the service and answers the spec's message", async () => {
    const creator = await signedIn('CREATOR');
    const service = await created(creator.headers);
    const response = await patchService(creator.headers, service._id, { price: 30, is_active: false });
    expect(response.json()).toMatchObject({ message: 'Service updated successfully', data: { price: 30, is_active: false, name: customService.name } });
    const invalid = await patchService(creator.headers, service._id, { price: 2 });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields.price).toBe('Price must be at least $5');
  });

  it('turns the discount off with fixed price', async () => {
    const creator = await signedIn('CREATOR');
    const service = await created(creator.headers, { ...customService, has_discount: true, discount: { discount_value: 20, expires_on: inFuture(5) } });
    expect(service.discount).toEqual({ discount_value: 20, expires_on: inFuture(5) });
    const response = await patchService(creator.headers, service._id, { fixed_price: false, min_price: 10 });
    expect(response.json().data).toMatchObject({ fixed_price: false, has_discount: false, discount: null, min_price: 10 });
  });

  it('keeps the type and name of a default service and lets its validity change only once', async () => {
    const creator = await signedIn('CREATOR');
    const weekly = (await servicesOf(creator.headers)).data.find((service) => service.chat_fee_type === 'Week')!;
    expect((await patchService(creator.headers, weekly._id, { name: 'Renamed fee', price: 10 })).json().message).toBe(serviceMessages.defaultLocked);
    expect((await patchService(creator.headers, weekly._id, { type: 'VIDEO', price: 10 })).json().message).toBe(serviceMessages.defaultLocked);
    expect((await patchService(creator.headers, weekly._id, { chat_fee_type: 'Month', price: 10 })).json().message).toBe(serviceMessages.defaultLocked);

    const priced = await patchService(creator.headers, weekly._id, { price: 10 });
    expect(priced.json().data).toMatchObject({ price: 10, modified: false });
    const changed = await patchService(creator.headers, weekly._id, { unit: 2 });
    expect(changed.json().data).toMatchObject({ unit: 2, modified: true });
    const again = await patchService(creator.headers, weekly._id, { unit: 3 });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(serviceMessages.unitLocked);
  });

  it("refuses another creator's service (403), an unknown one (404) and fans (403)", async () => {
    const owner = await signedIn('CREATOR');
    const other = await signedIn('CREATOR');
    const fan = await signedIn();
    const service = await created(owner.headers);
    expect((await patchService(other.headers, service._id, { price: 30 })).statusCode).toBe(403);
    expect((await patchService(other.headers, randomUUID(), { price: 30 })).statusCode).toBe(404);
    expect((await patchService(fan.headers, service._id, { price: 30 })).statusCode).toBe(403);
    expect((await patchService({}, service._id, { price: 30 })).statusCode).toBe(401);
  });
});

describe('DELETE /api/users/services/:id', () => {
  it('deletes only its owner’s non-default services', async () => {
    const creator = await signedIn('CREATOR');
    const other = await signedIn('CREATOR');
    const service = await created(creator.headers);
    expect((await deleteService(other.headers, service._id)).statusCode).toBe(403);
    const response = await deleteService(creator.headers, service._id);
    expect(response.json().message).toBe('Service deleted successfully');
    expect((await servicesOf(creator.headers)).data.map((item) => item._id)).not.toContain(service._id);
    expect((await deleteService(creator.headers, service._id)).statusCode).toBe(404);

    const defaultFee = (await servicesOf(creator.headers)).data[0]!;
    const refused = await deleteService(creator.headers, defaultFee._id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(serviceMessages.defaultNotDeletable);
  });
});

describe('POST /api/users/service-interest', () => {
  it('records a fan’s interest once and tells the creator once', async () => {
    const creator = await signedIn('CREATOR');
    const fan = await signedIn();
    const service = await created(creator.headers);
    const register = () => testApp.app.inject({ method: 'POST', url: '/api/users/service-interest', headers: fan.headers, payload: { service_id: service._id } });
    const [first, second] = await Promise.all([register(), register()]);
    expect(first.json()).toMatchObject({ message: 'Interest registered successfully', data: { service_id: service._id, registered: true } });
    expect(second.statusCode).toBe(200);
    const { items } = await testApp.services.notifications.list(creator.id, { limit: 10 });
    expect(items.filter((item) => item.type === 'Service-Interest')).toEqual([
      expect.objectContaining({ message: `${fan.username} is interested in ${customService.name}`, data: { service_id: service._id } }),
    ]);
  });

  it('refuses one’s own service, chat fees, unknown services and guests', async () => {
    const creator = await signedIn('CREATOR');
    const service = await created(creator.headers);
    const register = (headers: Headers, serviceId: string) => testApp.app.inject({ method: 'POST', url: '/api/users/service-interest', headers, payload: { service_id: serviceId } });
    expect((await register(creator.headers, service._id)).json().message).toBe(serviceMessages.ownService);
    const fan = await signedIn();
    const chatFee = await created(creator.headers, { type: 'CHAT-FEE', name: 'Chat', chat_fee_type: 'OneOff', price: 10 });
    expect((await register(fan.headers, chatFee._id)).json().message).toBe(serviceMessages.chatFeeNotRequested);
    expect((await register(fan.headers, randomUUID())).statusCode).toBe(404);
    expect((await register({}, service._id)).statusCode).toBe(401);
  });
});
