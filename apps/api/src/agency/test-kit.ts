import type { AgencyCollaboration, AgencyTerms } from '@velvet/contracts';
import { bearer, createUser, signIn, type TestApp } from '../../test/support/test-app.ts';

export const allResources = (permitted: boolean): AgencyTerms['resourcePermissions'] =>
  ['MESSAGE', 'SERVICE', 'POST', 'STORY', 'VAULT', 'CHANNEL', 'COLLAB', 'SHOP', 'MATCH', 'NOTIFICATION'].map((resourceName) => ({
    resourceName: resourceName as AgencyTerms['resourcePermissions'][number]['resourceName'],
    permitted,
  }));

export const defaultTerms = (overrides: Partial<AgencyTerms> = {}): AgencyTerms => ({
  revenueShare: { creator: 80, agency: 20 },
  featureRevenueShare: { Message: { agency: 10 } },
  is_all_agency_share: true,
  resourcePermissions: allResources(true),
  ...overrides,
});

/** An AGENCY account with its profile, signed in. */
export async function createAgency(testApp: TestApp) {
  const user = await createUser(testApp, { role: 'AGENCY' });
  await testApp.services.agency.saveProfile(user.id, { agency_name: 'Starlight Talent', contact_name: 'Nora Lane' });
  return { ...user, headers: bearer(await signIn(testApp, user.username)) };
}

/** A signed-in creator (with a creator page) or fan. */
export async function createSignedIn(testApp: TestApp, role: 'CREATOR' | 'USER' = 'CREATOR') {
  const user = await createUser(testApp, { role });
  if (role === 'CREATOR') await testApp.services.creators.createProfile({ userId: user.id, displayName: `Creator ${user.username}`, bio: 'Bio' });
  return { ...user, headers: bearer(await signIn(testApp, user.username)) };
}

type Headers = Record<string, string>;

export async function invite(testApp: TestApp, agencyHeaders: Headers, username: string, terms: Partial<AgencyTerms> = {}) {
  return testApp.app.inject({
    method: 'POST',
    url: '/api/agency/invitations',
    headers: agencyHeaders,
    payload: { username, invitationLetter: 'Join us', ...defaultTerms(terms) },
  });
}

export const respond = (testApp: TestApp, headers: Headers, id: string, action: string, payload: object = {}) =>
  testApp.app.inject({ method: 'PATCH', url: `/api/users/${id}/agency-request/${action}`, headers, payload });

type SignedInCreator = { id: string; username: string; headers: Record<string, string> };

/** An agency and a creator (a new one unless given) whose collaboration is ACTIVE with the given terms. */
export async function activeCollaboration(testApp: TestApp, terms: Partial<AgencyTerms> = {}, given?: SignedInCreator) {
  const agency = await createAgency(testApp);
  const creator = given ?? (await createSignedIn(testApp));
  const invited = (await invite(testApp, agency.headers, creator.username, terms)).json<{ data: AgencyCollaboration }>().data;
  const accepted = await respond(testApp, creator.headers, invited._id, 'accept', { terms_accepted: true });
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  return { agency, creator, collaboration: invited };
}
