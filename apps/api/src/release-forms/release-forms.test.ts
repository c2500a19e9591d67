import type { ExternalReleaseForm, ReleaseForm } from '@velvet/contracts';
import { releaseFormMessages } from '@velvet/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestMail, mailsTo } from '../../test/support/accounts.ts';
import { multipartFile, pngOf, signedInFan } from '../../test/support/posts.ts';
import { createTestApp, type TestApp } from '../../test/support/test-app.ts';
import { releaseForms } from './schema.ts';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

type Headers = Record<string, string>;

const create = (headers: Headers, payload: object) => testApp.app.inject({ method: 'POST', url: '/api/release-forms', headers, payload });
const list = (headers: Headers) => testApp.app.inject({ method: 'GET', url: '/api/release-forms', headers });
const external = (formId: string) => testApp.app.inject({ method: 'GET', url: `/api/ext-release-forms/${formId}` });
const sign = (formId: string, payload: object) => testApp.app.inject({ method: 'POST', url: `/api/ext-release-forms/${formId}/sign`, payload });
const uploadDocument = (formId: string, file: { filename: string; type: string; body: Buffer }) => {
  const { payload, headers } = multipartFile(file);
  return testApp.app.inject({ method: 'POST', url: `/api/ext-release-forms/${formId}/id-document`, headers, payload });
};
const idCard = async () => ({ filename: 'id.png', type: 'image/png', body: await pngOf(300, 200) });
async function withDocument(formId: string) {
  const response = await uploadDocument(formId, await idCard());
  expect(response.statusCode).toBe(200);
}

const release = { legal_name: 'Jamie  Rivera', date_of_birth: '1995-04-12', signature: 'jamie rivera', consent: true };
const yearsAgo = (years: number, days = 0) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

async function creatorWithForm(payload: object = { friendly_name: 'Beach shoot' }) {
  const creator = await signedInFan(testApp, { role: 'CREATOR' });
  const response = await create(creator.headers, payload);
  expect(response.statusCode).toBe(201);
  return { creator, form: response.json<{ data: ReleaseForm[] }>().data[0]! };
}

describe('creating release-form links', () => {
  it('answers the creator’s list with the new pending link, newest first, and mails the link when an email is given', async () => {
    const creator = await signedInFan(testApp, { role: 'CREATOR' });
    await create(creator.headers, { friendly_name: 'First shoot' });
    const response = await create(creator.headers, { friendly_name: 'Beach shoot', email: 'model@example.test' });
    expect(response.json().message).toBe(releaseFormMessages.created);
    const forms = response.json<{ data: ReleaseForm[] }>().data;
    expect(forms.map((form) => [form.friendly_name, form.status, form.email])).toEqual([
      ['Beach shoot', 'Pending', 'model@example.test'],
      ['First shoot', 'Pending', null],
    ]);
    expect(forms[0]!.form_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const mail = await latestMail(testApp, 'model@example.test');
    expect(mail.subject).toBe(`@${creator.username} asks you to sign a release form`);
    expect(mail.text).toContain(`/ext-release-form/${forms[0]!.form_id}`);
    expect((await list(creator.headers)).json<{ data: ReleaseForm[] }>().data).toEqual(forms);
  });

  it("checks the email ('Please enter a valid email address.') and the friendly name (3 characters)", async () => {
    const creator = await signedInFan(testApp, { role: 'CREATOR' });
    const badEmail = await create(creator.headers, { friendly_name: 'Beach shoot', email: 'not-an-email' });
    expect([badEmail.statusCode, badEmail.json().fields]).toEqual([400, { email: 'Please enter a valid email address.' }]);
    const shortName = await create(creator.headers, { friendly_name: ' ab ' });
    expect(shortName.json().fields).toEqual({ friendly_name: releaseFormMessages.friendlyNameLength });
    expect((await list(creator.headers)).json().data).toEqual([]);
    expect(await mailsTo(testApp, 'not-an-email')).toEqual([]);
  });

  it('is for creators only, each seeing only their own forms', async () => {
    const { form } = await creatorWithForm();
    const fan = await signedInFan(testApp);
    expect((await create(fan.headers, { friendly_name: 'Beach shoot' })).statusCode).toBe(403);
    expect((await list(fan.headers)).statusCode).toBe(403);
    expect((await create({}, { friendly_name: 'Beach shoot' })).statusCode).toBe(401);
    const other = await signedInFan(testApp, { role: 'CREATOR' });
    expect((await list(other.headers)).json<{ data: ReleaseForm[] }>().data.map((item) => item._id)).not.toContain(form._id);
  });
});

describe('the external release form', () => {
  it('is signed once by an adult with the typed name and consent; the creator then sees it signed with the date', async () => {
    const { creator, form } = await creatorWithForm();
    expect((await external(form.form_id)).json<{ data: ExternalReleaseForm }>().data).toEqual({
      form_id: form.form_id,
      friendly_name: 'Beach shoot',
      creator: { username: creator.username },
      status: 'Pending',
      signed_at: null,
      id_document_uploaded: false,
    });
    await withDocument(form.form_id);
    const signed = await sign(form.form_id, release);
    expect(signed.json()).toMatchObject({ message: releaseFormMessages.signed, data: { status: 'Signed' } });
    const [mine] = (await list(creator.headers)).json<{ data: ReleaseForm[] }>().data;
    expect(mine).toMatchObject({ status: 'Signed', signer: { legal_name: 'Jamie  Rivera', date_of_birth: '1995-04-12' }, has_id_document: true });
    expect(Date.parse(mine!.signed_at!)).toBeGreaterThan(Date.now() - 60_000);

    const again = await sign(form.form_id, release);
    expect([again.statusCode, again.json().message]).toEqual([409, releaseFormMessages.alreadySigned]);
    expect((await external(form.form_id)).json().data.status).toBe('Signed');
  });

  it('refuses minors, a signature that is not the legal name, and a missing consent', async () => {
    const { form } = await creatorWithForm();
    await withDocument(form.form_id);
    const minor = await sign(form.form_id, { ...release, date_of_birth: yearsAgo(18, 1) });
    expect([minor.statusCode, minor.json().fields]).toEqual([400, { date_of_birth: releaseFormMessages.underAge }]);
    expect((await sign(form.form_id, { ...release, date_of_birth: yearsAgo(18) })).statusCode).toBe(200);

    const { form: other } = await creatorWithForm();
    await withDocument(other.form_id);
    const wrong = await sign(other.form_id, { ...release, signature: 'Someone Else', consent: false });
    expect(wrong.json().fields).toEqual({ signature: releaseFormMessages.signatureMismatch, consent: releaseFormMessages.consentRequired });
    expect((await external(other.form_id)).json().data.status).toBe('Pending');
  });

  it('answers unknown and expired links with a clear not-found message', async () => {
    const unknown = await external('no-such-form');
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, releaseFormMessages.notFound]);
    const { creator, form } = await creatorWithForm();
    await testApp.db.update(releaseForms).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(releaseForms.formId, form.form_id));
    expect((await external(form.form_id)).statusCode).toBe(404);
    const late = await sign(form.form_id, release);
    expect([late.statusCode, late.json().message]).toEqual([404, releaseFormMessages.notFound]);
    expect((await list(creator.headers)).json<{ data: ReleaseForm[] }>().data[0]!.status).toBe('Expired');
  });
});

describe("the signer's ID document", () => {
  it('must be uploaded (JPG, PNG or PDF by its bytes) before signing, and only the form’s creator can read it', async () => {
    const { creator, form } = await creatorWithForm();
    const early = await sign(form.form_id, release);
    expect([early.statusCode, early.json().fields]).toEqual([400, { id_document: releaseFormMessages.idDocumentRequired }]);
    const text = await uploadDocument(form.form_id, { filename: 'id.png', type: 'image/png', body: Buffer.from('not really a picture') });
    expect([text.statusCode, text.json().fields]).toEqual([400, { file: releaseFormMessages.idDocumentType }]);

    const card = await idCard();
    const uploaded = await uploadDocument(form.form_id, card);
    expect(uploaded.json().data).toMatchObject({ status: 'Pending', id_document_uploaded: true });
    expect((await sign(form.form_id, release)).statusCode).toBe(200);
    const late = await uploadDocument(form.form_id, card);
    expect([late.statusCode, late.json().message]).toEqual([409, releaseFormMessages.alreadySigned]);

    const document = await testApp.app.inject({ method: 'GET', url: `/api/release-forms/${form._id}/id-document`, headers: creator.headers });
    expect([document.statusCode, document.headers['content-type']]).toEqual([200, 'image/png']);
    expect(document.rawPayload.equals(card.body)).toBe(true);
    const other = await signedInFan(testApp, { role: 'CREATOR' });
    expect((await testApp.app.inject({ method: 'GET', url: `/api/release-forms/${form._id}/id-document`, headers: other.headers })).statusCode).toBe(404);
    expect((await uploadDocument('no-such-form', card)).statusCode).toBe(404);
  });
});
