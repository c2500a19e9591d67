import type { Address } from '@velvet/contracts';
import { addressMessages } from '@velvet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressOf, addressPayload, signedIn, type Headers } from '../../test/support/shop.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const list = async (headers: Headers) => (await testApp.app.inject({ method: 'GET', url: '/api/addresses?type=Delivery', headers })).json<{ data: Address[] }>().data;
const patch = (headers: Headers, id: string, payload: object) => testApp.app.inject({ method: 'PATCH', url: `/api/addresses/${id}`, headers, payload });
const remove = (headers: Headers, id: string) => testApp.app.inject({ method: 'DELETE', url: `/api/addresses/${id}`, headers });
const defaults = (addresses: Address[]) => addresses.filter((address) => address.is_default).map((address) => address.label);

describe('the address book', () => {
  it('makes the first address the default and keeps exactly one default', async () => {
    const fan = await signedIn(testApp);
    const home = await addressOf(testApp, fan.headers);
    expect(home).toMatchObject({ label: 'Home', country: 'NL:Netherlands', is_default: true, type: 'Delivery' });
    const work = await addressOf(testApp, fan.headers, { label: 'Work' });
    expect(work.is_default).toBe(false);
    expect(defaults(await list(fan.headers))).toEqual(['Home']);

    const moved = await patch(fan.headers, work._id, { is_default: true });
    expect(moved.json()).toMatchObject({ message: addressMessages.updated, data: { is_default: true } });
    expect(defaults(await list(fan.headers))).toEqual(['Work']);
    await addressOf(testApp, fan.headers, { label: 'Parents', is_default: true });
    expect(defaults(await list(fan.headers))).toEqual(['Parents']);
  });

  it('keeps one default when many addresses are made default at once', async () => {
    const fan = await signedIn(testApp);
    const created = await Promise.all(['A', 'B', 'C', 'D', 'E'].map((label) => addressOf(testApp, fan.headers, { label, is_default: true })));
    expect(created).toHaveLength(5);
    await Promise.all(created.map((address) => patch(fan.headers, address._id, { is_default: true })));
    expect(defaults(await list(fan.headers))).toHaveLength(1);
  });

  it('edits what is given and checks the merged address', async () => {
    const fan = await signedIn(testApp);
    const home = await addressOf(testApp, fan.headers);
    const edited = await patch(fan.headers, home._id, { city: 'Utrecht' });
    expect(edited.json().data).toMatchObject({ city: 'Utrecht', street: 'Keizersgracht 1', flat: '2B' });
    const bad = await patch(fan.headers, home._id, { zip_code: '!' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.zip_code).toBe(addressMessages.zipInvalid);
  });

  it('hands the default to the oldest address left when the default is deleted', async () => {
    const fan = await signedIn(testApp);
    const home = await addressOf(testApp, fan.headers);
    await addressOf(testApp, fan.headers, { label: 'Work' });
    await addressOf(testApp, fan.headers, { label: 'Gym' });
    const response = await remove(fan.headers, home._id);
    expect(response.json()).toEqual({ message: addressMessages.deleted });
    expect(defaults(await list(fan.headers))).toEqual(['Work']);
  });

  it.each([
    [{ label: '' }, 'label', addressMessages.labelRequired],
    [{ street: undefined }, 'street', addressMessages.streetRequired],
    [{ country: 'Netherlands' }, 'country', addressMessages.countryRequired],
    [{ phone_number: 'call me' }, 'phone_number', addressMessages.phoneInvalid],
    [{ zip_code: '' }, 'zip_code', addressMessages.zipRequired],
  ])('refuses %o: %s', async (change, field, message) => {
    const fan = await signedIn(testApp);
    const response = await testApp.app.inject({ method: 'POST', url: '/api/addresses', headers: fan.headers, payload: addressPayload(change) });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBe(message);
  });

  it("answers 404 for another user's address and needs a signed-in user", async () => {
    const fan = await signedIn(testApp);
    const other = await signedIn(testApp);
    const home = await addressOf(testApp, fan.headers);
    expect((await patch(other.headers, home._id, { city: 'Rotterdam' })).json()).toMatchObject({ message: addressMessages.notFound });
    expect((await remove(other.headers, home._id)).statusCode).toBe(404);
    expect(await list(other.headers)).toEqual([]);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/addresses' })).statusCode).toBe(401);
    expect((await list(fan.headers))[0]).toMatchObject({ city: 'Amsterdam' });
  });
});
