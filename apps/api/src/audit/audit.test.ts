import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundWallet, idempotencyHeader } from '../../test/support/money.ts';
import { bearer, createTestApp, createUser, signIn, type TestApp } from '../../test/support/test-app.ts';
import { recordAudit } from './index.ts';

let testApp: TestApp;
let admin: { id: string; username: string };
let adminHeaders: Record<string, string>;
beforeAll(async () => {
  testApp = await createTestApp();
  admin = await createUser(testApp, { role: 'ADMIN' });
  adminHeaders = bearer(await signIn(testApp, admin.username));
});
afterAll(() => testApp.close());

const search = (query: string, headers = adminHeaders) => testApp.app.inject({ method: 'GET', url: `/api/admin/audit?${query}`, headers });

describe('the audit log', () => {
  it('records a ban with who, what, on whom, and the account before and after', async () => {
    const target = await createUser(testApp);
    const ban = await testApp.app.inject({ method: 'POST', url: `/api/admin/users/${target.id}/ban`, headers: adminHeaders, payload: { reason: 'Selling stolen accounts' } });
    expect(ban.statusCode).toBe(200);
    const page = (await search(`target_id=${target.id}`)).json().data;
    expect(page.items).toHaveLength(1);
    expect(page.items[0]).toMatchObject({
      actor_id: admin.id,
      actor_username: admin.username,
      action: 'POST /api/admin/users/:id/ban',
      target_type: 'users',
      target_id: target.id,
      reason: 'Selling stolen accounts',
      before: { _id: target.id, banned: false },
      after: { _id: target.id, banned: true },
    });
  });

  it('records a refund with its reason and the purchase before it', async () => {
    const fan = await createUser(testApp);
    const creator = await createUser(testApp, { role: 'CREATOR' });
    await fundWallet(testApp, fan.id, 2000);
    const tip = await testApp.app.inject({
      method: 'POST',
      url: '/api/tips',
      headers: { ...bearer(await signIn(testApp, fan.username)), ...idempotencyHeader() },
      payload: { recipient_id: creator.id, amount: 10, payment_mode: 'wallet' },
    });
    const id = tip.json().data._id;
    await testApp.app.inject({ method: 'POST', url: `/api/admin/transactions/${id}/refund`, headers: adminHeaders, payload: { reason: 'Charged twice by mistake' } });
    const [entry] = (await search(`q=${encodeURIComponent('Charged twice')}`)).json().data.items;
    expect(entry).toMatchObject({ target_id: id, reason: 'Charged twice by mistake', before: { status: 'Completed', total_cents: 1000 }, after: { _id: id, status: 'Refunded' } });
  });

  it('bans without a reason for older callers too', async () => {
    const target = await createUser(testApp);
    expect((await testApp.app.inject({ method: 'POST', url: `/api/admin/users/${target.id}/ban`, headers: adminHeaders })).statusCode).toBe(200);
    expect((await search(`target_id=${target.id}`)).json().data.items[0]).toMatchObject({ reason: null, after: { banned: true } });
  });

  it('writes nothing for a refused action or a read', async () => {
    await testApp.app.inject({ method: 'POST', url: `/api/admin/users/${admin.id}/ban`, headers: adminHeaders });
    await testApp.app.inject({ method: 'GET', url: '/api/admin/users?query=a', headers: adminHeaders });
    expect((await search(`target_id=${admin.id}`)).json().data.items).toEqual([]);
  });

  it('records money-moving jobs that moved something, as the system', async () => {
    await testApp.services.audit.recordJob('earnings-release', 0);
    await testApp.services.audit.recordJob('earnings-release', 3);
    const items = (await search('target_id=earnings-release')).json().data.items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ actor_id: null, action: 'job:earnings-release', after: { result: 3 } });
  });

  it('refuses every change to what was written, whatever SQL is sent', async () => {
    const marker = `test:${randomUUID()}`;
    await recordAudit(testApp.db, { action: marker });
    await expect(testApp.db.execute(sql`UPDATE audit_log SET reason = 'rewritten' WHERE action = ${marker}`)).rejects.toMatchObject({ cause: { code: 'VL008' } });
    await expect(testApp.db.execute(sql`DELETE FROM audit_log WHERE action = ${marker}`)).rejects.toMatchObject({ cause: { code: 'VL008' } });
    await expect(testApp.db.execute(sql`TRUNCATE audit_log`)).rejects.toMatchObject({ cause: { code: 'VL008' } });
    expect((await search(`q=${marker}`)).json().data.items).toHaveLength(1);
  });

  it('filters by actor, action, target type and day', async () => {
    const target = await createUser(testApp);
    await testApp.app.inject({ method: 'POST', url: `/api/admin/users/${target.id}/ban`, headers: adminHeaders, payload: { reason: 'Filter check ban' } });
    await testApp.app.inject({ method: 'POST', url: `/api/admin/users/${target.id}/unban`, headers: adminHeaders });
    const actions = async (query: string) => (await search(`target_id=${target.id}&${query}`)).json().data.items.map((item: { action: string }) => item.action);
    const today = new Date().toISOString().slice(0, 10);
    expect(await actions(`actor_id=${admin.id}&action=unban&target_type=users`)).toEqual(['POST /api/admin/users/:id/unban']);
    expect(await actions(`from=${today}&to=${today}`)).toHaveLength(2);
    expect(await actions('to=2000-01-01')).toEqual([]);
    expect(await actions('target_type=transactions')).toEqual([]);
    expect(await actions(`actor_id=${target.id}`)).toEqual([]);
    expect((await search('from=yesterday')).statusCode).toBe(400);
  });

  it('is for admins only, and pages newest first', async () => {
    const fan = await createUser(testApp);
    expect((await search('limit=5', bearer(await signIn(testApp, fan.username)))).statusCode).toBe(403);
    for (const n of [1, 2, 3]) await recordAudit(testApp.db, { action: `paging-${n}`, targetId: 'paging' });
    const first = (await search('target_id=paging&limit=2')).json().data;
    expect(first.items.map((item: { action: string }) => item.action)).toEqual(['paging-3', 'paging-2']);
    const second = (await search(`target_id=paging&limit=2&before=${first.next}`)).json().data;
    expect(second.items.map((item: { action: string }) => item.action)).toEqual(['paging-1']);
  });
});
