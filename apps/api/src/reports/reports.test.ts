import type { AdminReport } from '@velvet/contracts';
import { reportMessages } from '@velvet/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail, mailsTo } from '../../test/support/accounts.ts';
import { creatorWithChannel, publish, signedInFan } from '../../test/support/posts.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

type Headers = Record<string, string>;

const report = (headers: Headers, payload: object) => testApp.app.inject({ method: 'POST', url: '/api/report', headers, payload });
const spam = (reportedId: string, type = 'post') => ({ reported_id: reportedId, report_type: 'SPAM', type, description: 'This post is pure advertising spam.' });
const queue = (headers: Headers, status = 'open') => testApp.app.inject({ method: 'GET', url: `/api/admin/reports?status=${status}`, headers });
const resolve = (headers: Headers, id: string, note: string) => testApp.app.inject({ method: 'PATCH', url: `/api/admin/reports/${id}/resolve`, headers, payload: { note } });

async function creatorWithPost() {
  const creator = await creatorWithChannel(testApp);
  const post = await publish(testApp, creator.headers, { text: 'Golden hour' });
  return { creator, post };
}

describe('POST /api/report', () => {
  it("records a report once and answers a second one with 'You have already submitted a report.'", async () => {
    const { post } = await creatorWithPost();
    const fan = await signedInFan(testApp);
    const first = await report(fan.headers, { ...spam(post._id), reported_location: '/post/x' });
    expect([first.statusCode, first.json().message]).toEqual([201, 'Report sent!']);
    const second = await report(fan.headers, { ...spam(post._id), report_type: 'SCAM' });
    expect([second.statusCode, second.json().message]).toEqual([409, 'You have already submitted a report.']);
    const other = await signedInFan(testApp);
    expect((await report(other.headers, spam(post._id))).statusCode).toBe(201);
  });

  it("asks for a message of at least 10 characters: 'Message is required', 'Message must be at least 10 characters long'", async () => {
    const { post } = await creatorWithPost();
    const fan = await signedInFan(testApp);
    const empty = await report(fan.headers, { ...spam(post._id), description: '   ' });
    expect([empty.statusCode, empty.json().fields]).toEqual([400, { description: reportMessages.descriptionRequired }]);
    const short = await report(fan.headers, { ...spam(post._id), description: 'too short' });
    expect(short.json().fields).toEqual({ description: 'Message must be at least 10 characters long' });
  });

  it('needs the original link for a copyright report', async () => {
    const { post } = await creatorWithPost();
    const fan = await signedInFan(testApp);
    const copyright = { ...spam(post._id), report_type: 'COPYRIGHT-THEFT' };
    const missing = await report(fan.headers, copyright);
    expect([missing.statusCode, missing.json().fields]).toEqual([400, { original_link: reportMessages.originalLinkRequired }]);
    const invalid = await report(fan.headers, { ...copyright, original_link: 'not a link' });
    expect(invalid.json().fields).toEqual({ original_link: reportMessages.originalLinkInvalid });
    expect((await report(fan.headers, { ...copyright, original_link: 'https://example.com/my-photo' })).statusCode).toBe(201);
  });

  it('reports profiles, channels and stories that exist, and refuses unknown items and one’s own content', async () => {
    const { creator, post } = await creatorWithPost();
    const fan = await signedInFan(testApp);
    expect((await report(fan.headers, spam(creator.id, 'user'))).statusCode).toBe(201);
    expect((await report(fan.headers, spam(creator.channel.id, 'channel'))).statusCode).toBe(201);
    const unknown = await report(fan.headers, spam(randomUUID()));
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, reportMessages.notFound]);
    const missingStory = await report(fan.headers, spam(post._id, 'story'));
    expect(missingStory.statusCode).toBe(404);
    const own = await report(creator.headers, spam(post._id));
    expect([own.statusCode, own.json().message]).toEqual([403, reportMessages.ownContent]);
    const self = await report(fan.headers, spam(fan.id, 'user'));
    expect(self.statusCode).toBe(403);
  });

  it('refuses guests and users who have not passed the verification gate', async () => {
    const { post } = await creatorWithPost();
    expect((await report({}, spam(post._id))).statusCode).toBe(401);
    const unverified = await signedInFan(testApp, { emailVerified: false });
    expect((await report(unverified.headers, spam(post._id))).statusCode).toBe(403);
  });
});

describe('the admin reports queue', () => {
  it('lists open reports newest first, resolves one with a note and mails the reporter', async () => {
    const { post } = await creatorWithPost();
    const [early, late] = [await signedInFan(testApp), await signedInFan(testApp)];
    await report(early.headers, spam(post._id));
    await report(late.headers, { ...spam(post._id), report_type: 'SCAM' });
    const admin = await signedInFan(testApp, { role: 'ADMIN' });

    const open = (await queue(admin.headers)).json<{ data: AdminReport[] }>().data.filter((item) => item.reported_id === post._id);
    expect(open.map((item) => [item.reporter.username, item.report_type, item.status])).toEqual([
      [late.username, 'SCAM', 'open'],
      [early.username, 'SPAM', 'open'],
    ]);

    const resolved = await resolve(admin.headers, open[1]!._id, 'The post was removed.');
    expect(resolved.json()).toMatchObject({ message: reportMessages.resolved, data: { status: 'resolved', resolution_note: 'The post was removed.' } });
    const mail = await latestMail(testApp, early.email);
    expect([mail.subject, mail.text.includes('The post was removed.')]).toEqual(['We reviewed your report', true]);
    expect(await mailsTo(testApp, late.email)).toEqual([]);

    const stillOpen = (await queue(admin.headers)).json<{ data: AdminReport[] }>().data.map((item) => item._id);
    expect(stillOpen).toContain(open[0]!._id);
    expect(stillOpen).not.toContain(open[1]!._id);
    const closed = (await queue(admin.headers, 'resolved')).json<{ data: AdminReport[] }>().data.map((item) => item._id);
    expect(closed).toContain(open[1]!._id);

    const again = await resolve(admin.headers, open[1]!._id, 'Twice');
    expect([again.statusCode, again.json().message]).toEqual([409, reportMessages.alreadyResolved]);
    expect((await resolve(admin.headers, randomUUID(), 'Nothing')).statusCode).toBe(404);
    expect((await resolve(admin.headers, open[0]!._id, '  ')).json().fields).toEqual({ note: reportMessages.noteRequired });
  });

  it('is for admins only', async () => {
    const fan = await signedInFan(testApp);
    expect((await queue(fan.headers)).statusCode).toBe(403);
    expect((await resolve(fan.headers, randomUUID(), 'note')).statusCode).toBe(403);
  });
});
