import type { AgencyCollaboration } from '@velvet/contracts';
import { agencyMessages } from '@velvet/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUser, signIn, uniqueName, type TestApp } from '../../test/support/test-app.ts';
import { activeCollaboration, allResources, createAgency, createSignedIn, defaultTerms, invite, respond } from './test-kit.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

type Headers = Record<string, string>;
const dataOf = (response: { json: <T>() => T }) => response.json<{ data: AgencyCollaboration }>().data;
const get = (headers: Headers, url: string) => testApp.app.inject({ method: 'GET', url, headers });
const revoke = (headers: Headers, id: string) => testApp.app.inject({ method: 'POST', url: `/api/users/revoke-agency-collab/${id}`, headers });
const answer = (headers: Headers, id: string, decision: string) => testApp.app.inject({ method: 'POST', url: `/api/agency/collaborations/${id}/${decision}`, headers });

async function invited() {
  const agency = await createAgency(testApp);
  const creator = await createSignedIn(testApp);
  const response = await invite(testApp, agency.headers, creator.username);
  return { agency, creator, collaboration: dataOf(response), response };
}

describe('POST /api/agency/invitations', () => {
  it('invites a creator: INACTIVE, with the terms, the agency profile and the creator', async () => {
    const { agency, creator, collaboration, response } = await invited();
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Invitation sent');
    expect(collaboration).toMatchObject({
      agencyId: { _id: agency.id, agency_name: 'Starlight Talent', contact_name: 'Nora Lane' },
      creator: { _id: creator.id, username: creator.username },
      invitationLetter: 'Join us',
      status: 'INACTIVE',
      creatorAction: null,
      agencyAction: null,
      revenueShare: { creator: 80, agency: 20 },
      featureRevenueShare: { Message: { agency: 10 } },
      is_all_agency_share: true,
    });
    expect(collaboration.resourcePermissions).toEqual(allResources(true));
  });

  it('refuses a second pending invitation to the same creator', async () => {
    const { agency, creator } = await invited();
    const again = await invite(testApp, agency.headers, creator.username);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(agencyMessages.alreadyInvited);
  });

  it('refuses a username that is not a creator', async () => {
    const agency = await createAgency(testApp);
    const fan = await createSignedIn(testApp, 'USER');
    for (const username of [fan.username, 'nobody_here_at_all']) {
      const response = await invite(testApp, agency.headers, username);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(agencyMessages.creatorNotFound);
    }
  });

  it.each([
    [{ revenueShare: { creator: 70, agency: 20 } }, agencyMessages.sharesSum],
    [{ revenueShare: { creator: 40, agency: 60 } }, agencyMessages.shareRange],
    [{ revenueShare: { creator: 80, agency: 20.5 } }, agencyMessages.shareRange],
    [{ featureRevenueShare: { Message: { agency: 51 } } }, agencyMessages.shareRange],
  ])('refuses bad shares %j', async (terms, message) => {
    const agency = await createAgency(testApp);
    const creator = await createSignedIn(testApp);
    const response = await invite(testApp, agency.headers, creator.username, terms);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
    const list = await get(creator.headers, '/api/users/agency-collab-details');
    expect(list.json().data).toEqual([]);
  });

  it('is for agencies only', async () => {
    const creator = await createSignedIn(testApp);
    const other = await createSignedIn(testApp);
    const response = await invite(testApp, creator.headers, other.username);
    expect(response.statusCode).toBe(403);
    expect((await testApp.app.inject({ method: 'POST', url: '/api/agency/invitations', payload: {} })).statusCode).toBe(401);
  });
});

describe('GET users/agency-collab-details and users/{id}/agency-collab-details', () => {
  it('shows a collaboration to its creator and its agency only', async () => {
    const { agency, creator, collaboration } = await invited();
    expect(dataOf(await get(creator.headers, `/api/users/${collaboration._id}/agency-collab-details`))._id).toBe(collaboration._id);
    expect(dataOf(await get(agency.headers, `/api/users/${collaboration._id}/agency-collab-details`))._id).toBe(collaboration._id);
    expect((await get(creator.headers, '/api/users/agency-collab-details')).json().data.map((row: AgencyCollaboration) => row._id)).toEqual([collaboration._id]);
    expect((await get(agency.headers, '/api/users/agency-collab-details')).json().data.map((row: AgencyCollaboration) => row._id)).toEqual([collaboration._id]);

    const stranger = await createSignedIn(testApp);
    const otherAgency = await createAgency(testApp);
    for (const headers of [stranger.headers, otherAgency.headers]) {
      const response = await get(headers, `/api/users/${collaboration._id}/agency-collab-details`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(agencyMessages.notFound);
      expect((await get(headers, '/api/users/agency-collab-details')).json().data).toEqual([]);
    }
    const fan = await createSignedIn(testApp, 'USER');
    expect((await get(fan.headers, '/api/users/agency-collab-details')).statusCode).toBe(403);
    expect((await get(creator.headers, `/api/users/${randomUUID()}/agency-collab-details`)).statusCode).toBe(404);
    expect((await get(creator.headers, '/api/users/not-a-uuid/agency-collab-details')).statusCode).toBe(400);
  });
});

describe('PATCH users/{id}/agency-request/{action}', () => {
  it('accepts only with the terms ticked: ACTIVE', async () => {
    const { creator, collaboration } = await invited();
    const unticked = await respond(testApp, creator.headers, collaboration._id, 'accept', {});
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json().message).toBe(agencyMessages.termsRequired);
    const ticked = await respond(testApp, creator.headers, collaboration._id, 'accept', { terms_accepted: true });
    expect(ticked.statusCode).toBe(200);
    expect(ticked.json().message).toBe(agencyMessages.acceptedByCreator);
    expect(dataOf(ticked)).toMatchObject({ status: 'ACTIVE', creatorAction: 'ACCEPTED' });
    expect(dataOf(ticked).accepted_at).not.toBeNull();
    const again = await respond(testApp, creator.headers, collaboration._id, 'accept', { terms_accepted: true });
    expect(again.statusCode).toBe(409);
  });

  it('modifies: the creator\'s terms wait for the agency, which approves them: ACTIVE with those terms', async () => {
    const { agency, creator, collaboration } = await invited();
    const changes = defaultTerms({ revenueShare: { creator: 90, agency: 10 }, is_all_agency_share: false, featureRevenueShare: { Message: { agency: 5 } }, resourcePermissions: allResources(false) });
    const modified = await respond(testApp, creator.headers, collaboration._id, 'modify', changes);
    expect(modified.statusCode).toBe(200);
    expect(dataOf(modified)).toMatchObject({ status: 'INACTIVE', creatorAction: 'MODIFIED', revenueShare: { creator: 90, agency: 10 }, is_all_agency_share: false });
    expect((await respond(testApp, creator.headers, collaboration._id, 'accept', { terms_accepted: true })).json().message).toBe(agencyMessages.awaitingAgency);

    const approved = await answer(agency.headers, collaboration._id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(dataOf(approved)).toMatchObject({ status: 'ACTIVE', agencyAction: 'ACCEPTED', revenueShare: { creator: 90, agency: 10 }, featureRevenueShare: { Message: { agency: 5 } } });
  });

  it('modify needs the whole proposal and valid shares', async () => {
    const { creator, collaboration } = await invited();
    const partial = await respond(testApp, creator.headers, collaboration._id, 'modify', { is_all_agency_share: false });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toBe(agencyMessages.changesRequired);
    const bad = await respond(testApp, creator.headers, collaboration._id, 'modify', defaultTerms({ revenueShare: { creator: 50, agency: 51 } }));
    expect(bad.statusCode).toBe(400);
    expect(dataOf(await get(creator.headers, `/api/users/${collaboration._id}/agency-collab-details`))).toMatchObject({ creatorAction: null, revenueShare: { creator: 80, agency: 20 } });
  });

  it("the agency declines the creator's changes: CANCELLED", async () => {
    const { agency, creator, collaboration } = await invited();
    await respond(testApp, creator.headers, collaboration._id, 'modify', defaultTerms({ revenueShare: { creator: 100, agency: 0 } }));
    const declined = await answer(agency.headers, collaboration._id, 'decline');
    expect(declined.statusCode).toBe(200);
    expect(dataOf(declined)).toMatchObject({ status: 'CANCELLED', agencyAction: 'DECLINED' });
  });

  it('rejects: CANCELLED, and nothing more can happen to it', async () => {
    const { agency, creator, collaboration } = await invited();
    const rejected = await respond(testApp, creator.headers, collaboration._id, 'reject');
    expect(rejected.statusCode).toBe(200);
    expect(dataOf(rejected)).toMatchObject({ status: 'CANCELLED', creatorAction: 'REJECTED' });
    expect((await respond(testApp, creator.headers, collaboration._id, 'accept', { terms_accepted: true })).statusCode).toBe(409);
    expect((await answer(agency.headers, collaboration._id, 'approve')).statusCode).toBe(409);
    // A new invitation can follow a rejected one.
    expect((await invite(testApp, agency.headers, creator.username)).statusCode).toBe(200);
  });

  it('lets only the invited creator respond, and only agencies answer', async () => {
    const { agency, collaboration } = await invited();
    const stranger = await createSignedIn(testApp);
    expect((await respond(testApp, stranger.headers, collaboration._id, 'accept', { terms_accepted: true })).statusCode).toBe(404);
    expect((await respond(testApp, agency.headers, collaboration._id, 'accept', { terms_accepted: true })).statusCode).toBe(403);
    expect((await answer(stranger.headers, collaboration._id, 'approve')).statusCode).toBe(403);
    const otherAgency = await createAgency(testApp);
    expect((await answer(otherAgency.headers, collaboration._id, 'approve')).statusCode).toBe(404);
    expect((await respond(testApp, stranger.headers, collaboration._id, 'dance')).statusCode).toBe(400);
  });

  it('allows one active collaboration per creator, even when two accepts race', async () => {
    const creator = await createSignedIn(testApp);
    const agencies = await Promise.all([createAgency(testApp), createAgency(testApp)]);
    const invitations = await Promise.all(agencies.map(async (agency) => dataOf(await invite(testApp, agency.headers, creator.username))));
    const answers = await Promise.all(invitations.map((row) => respond(testApp, creator.headers, row._id, 'accept', { terms_accepted: true })));
    expect(answers.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((response) => response.statusCode === 409)!.json().message).toBe(agencyMessages.alreadyActive);
    const list = (await get(creator.headers, '/api/users/agency-collab-details')).json<{ data: AgencyCollaboration[] }>().data;
    expect(list.filter((row) => row.status === 'ACTIVE')).toHaveLength(1);
  });

  it('refuses the agency approving changes while the creator works with another agency', async () => {
    const { creator } = await activeCollaboration(testApp);
    const second = await createAgency(testApp);
    const pending = dataOf(await invite(testApp, second.headers, creator.username));
    await respond(testApp, creator.headers, pending._id, 'modify', defaultTerms({ revenueShare: { creator: 95, agency: 5 } }));
    const approved = await answer(second.headers, pending._id, 'approve');
    expect(approved.statusCode).toBe(409);
    expect(approved.json().message).toBe(agencyMessages.creatorHasAgency);
  });
});

describe('POST users/revoke-agency-collab/{id}', () => {
  it('the creator revokes an active collaboration: CANCELLED; only once, only the creator', async () => {
    const { agency, creator, collaboration } = await activeCollaboration(testApp);
    expect((await revoke(agency.headers, collaboration._id)).statusCode).toBe(403);
    const revoked = await revoke(creator.headers, collaboration._id);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().message).toBe(agencyMessages.revoked);
    expect(dataOf(revoked)).toMatchObject({ status: 'CANCELLED', creatorAction: 'REVOKED' });
    const again = await revoke(creator.headers, collaboration._id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(agencyMessages.notActive);
  });

  it('refuses a pending invitation', async () => {
    const { creator, collaboration } = await invited();
    expect((await revoke(creator.headers, collaboration._id)).json().message).toBe(agencyMessages.notActive);
  });
});

describe('POST /api/admin/agencies', () => {
  it('opens an agency account for staff only and mails the link to set its password', async () => {
    const admin = await createUser(testApp, { role: 'ADMIN' });
    const adminHeaders = bearer(await signIn(testApp, admin.username));
    const username = uniqueName('agency');
    const payload = { username, email: `${username}@example.test`, agency_name: 'Moonrise Talent', contact_name: 'Ida Moon' };

    const creator = await createSignedIn(testApp);
    expect((await testApp.app.inject({ method: 'POST', url: '/api/admin/agencies', headers: creator.headers, payload })).statusCode).toBe(403);

    const created = await testApp.app.inject({ method: 'POST', url: '/api/admin/agencies', headers: adminHeaders, payload });
    expect(created.statusCode).toBe(200);
    expect(created.json().message).toBe(agencyMessages.agencyCreated);
    const mail = await testApp.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(payload.email)}` });
    expect(mail.json().data[0].text).toContain('/reset-password?token=');

    const again = await testApp.app.inject({ method: 'POST', url: '/api/admin/agencies', headers: adminHeaders, payload: { ...payload, email: `other_${payload.email}` } });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This username is already taken.');
    const sameEmail = await testApp.app.inject({ method: 'POST', url: '/api/admin/agencies', headers: adminHeaders, payload: { ...payload, username: uniqueName('agency') } });
    expect(sameEmail.statusCode).toBe(409);

    // The agency sets its password from the link, signs in, and invites.
    const token = decodeURIComponent(/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(mail.json().data[0].text)![1]!);
    const reset = await testApp.app.inject({ method: 'POST', url: '/api/users/reset-password', payload: { token, password: 'Agency#Password1' } });
    expect(reset.statusCode).toBe(200);
    const agencyHeaders = bearer(await signIn(testApp, username, 'Agency#Password1'));
    const invited = await invite(testApp, agencyHeaders, creator.username);
    expect(dataOf(invited).agencyId).toMatchObject({ _id: created.json().data._id, agency_name: 'Moonrise Talent', contact_name: 'Ida Moon' });
  });
});
