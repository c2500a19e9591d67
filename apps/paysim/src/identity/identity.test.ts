import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type Sandbox } from '../test/sandbox.ts';

type SessionBody = { id: string; status: string; url: string; reference: string; kind: string; document?: object; selfie_taken: boolean };

describe('identity verification', () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(() => sandbox.close());

  let references = 0;
  const createSession = async (extra: Record<string, unknown> = {}) => {
    references += 1;
    return sandbox.call<SessionBody>('POST', '/v1/identity/sessions', { body: { reference: `user-${references}`, kind: 'kyc', ...extra } });
  };
  const completeSteps = async (id: string) => {
    await sandbox.submitForm(`/hosted/identity/${id}/document`, { document_type: 'passport', document_number: 'NX1234567' });
    return sandbox.submitForm(`/hosted/identity/${id}/selfie`, {});
  };
  const decide = (id: string, decision: 'approve' | 'decline') => sandbox.submitForm(`/hosted/identity/${id}/decision`, { decision });

  it('creates a pending session with its hosted page, starting at the document step', async () => {
    const { status, body } = await createSession({ kind: 'age' });

    expect(status).toBe(201);
    expect(body).toMatchObject({ id: expect.stringMatching(/^idv_/), status: 'pending', kind: 'age', selfie_taken: false });
    expect(body.url).toBe(`http://paysim.test/hosted/identity/${body.id}`);
    const page = await sandbox.app.inject({ method: 'GET', url: `/hosted/identity/${body.id}` });
    expect(page.body).toContain('Verify your age');
    expect(page.body).toContain('Document number');
  });

  it('refuses a session without a reference or with an unknown kind', async () => {
    expect((await sandbox.call('POST', '/v1/identity/sessions', { body: { kind: 'kyc' } })).status).toBe(400);
    expect((await sandbox.call('POST', '/v1/identity/sessions', { body: { reference: 'x', kind: 'passport' } })).status).toBe(400);
  });

  it('keeps the document step until a valid number is entered, then asks for the selfie, then the decision', async () => {
    const { body: session } = await createSession();

    const invalid = await sandbox.submitForm(`/hosted/identity/${session.id}/document`, { document_type: 'passport', document_number: '1' });
    expect(invalid.statusCode).toBe(422);
    const selfieStep = await sandbox.submitForm(`/hosted/identity/${session.id}/document`, { document_type: 'id_card', document_number: 'AB12345' });
    expect(selfieStep.body).toMatch(/<button[^>]*>Take selfie<\/button>/);
    const decisionStep = await sandbox.submitForm(`/hosted/identity/${session.id}/selfie`, {});
    expect(decisionStep.body).toMatch(/<button[^>]*>Approve<\/button>/);
    expect((await sandbox.call('GET', `/v1/identity/sessions/${session.id}`)).body).toMatchObject({
      status: 'pending',
      document: { type: 'id_card', number_last4: '2345' },
      selfie_taken: true,
    });
  });

  it('does not decide before the document and selfie steps', async () => {
    const { body: session } = await createSession();
    await decide(session.id, 'approve');
    expect((await sandbox.call('GET', `/v1/identity/sessions/${session.id}`)).body).toMatchObject({ status: 'pending' });
  });

  it('approves once and sends one signed identity.verified webhook', async () => {
    const { body: session } = await createSession();
    await completeSteps(session.id);

    const done = await decide(session.id, 'approve');
    await decide(session.id, 'decline');

    expect(done.body).toContain('Your verification is complete.');
    expect((await sandbox.call('GET', `/v1/identity/sessions/${session.id}`)).body).toMatchObject({ status: 'verified' });
    const event = await sandbox.webhooks.waitForEvent('identity.verified', session.id);
    expect(event.event.data).toMatchObject({ id: session.id, reference: session.reference, kind: 'kyc', status: 'verified' });
    expect(sandbox.webhooks.matching('identity.verified', session.id)).toHaveLength(1);
    expect(sandbox.webhooks.matching('identity.declined', session.id)).toHaveLength(0);
  });

  it('declines with identity.declined and sends the browser to the return URL', async () => {
    const { body: session } = await createSession({ return_url: 'https://velvet.test/settings/kyc' });
    await completeSteps(session.id);

    const done = await decide(session.id, 'decline');

    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`https://velvet.test/settings/kyc?session_id=${session.id}&status=declined`);
    const event = await sandbox.webhooks.waitForEvent('identity.declined', session.id);
    expect(event.event.data).toMatchObject({ id: session.id, status: 'declined' });
  });

  it('answers 404 for an unknown session', async () => {
    expect((await sandbox.call('GET', '/v1/identity/sessions/idv_missing')).status).toBe(404);
    expect((await sandbox.app.inject({ method: 'GET', url: '/hosted/identity/idv_missing' })).statusCode).toBe(404);
  });
});
