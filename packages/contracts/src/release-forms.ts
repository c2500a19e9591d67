import { z } from 'zod';

/**
 * Release forms: a creator makes a link for an external creator (a model appearing in their content),
 * who signs a model release on the public page /ext-release-form/{form_id}. Paths (the spec does not
 * show them; all under /api):
 *
 * - `POST /api/release-forms`                  creator; body `createReleaseFormSchema` → the creator's forms (201),
 *                                              mailing the link when an email is given
 * - `GET  /api/release-forms`                  creator; their forms, newest first → `releaseFormSchema[]`
 * - `GET  /api/ext-release-forms/:formId`      public; the form to sign → `externalReleaseFormSchema`
 * - `POST /api/ext-release-forms/:formId/id-document` public; one multipart file (the signer's ID document,
 *                                              JPG, PNG or PDF, 10 MB at most) → `externalReleaseFormSchema`
 * - `POST /api/ext-release-forms/:formId/sign` public; body `signReleaseFormSchema` → `externalReleaseFormSchema`
 * - `GET  /api/release-forms/:id/id-document`  creator; the signer's ID document, from the private storage
 */
export const releaseFormPaths = {
  mine: '/api/release-forms',
  external: (formId: string) => `/api/ext-release-forms/${encodeURIComponent(formId)}`,
  sign: (formId: string) => `/api/ext-release-forms/${encodeURIComponent(formId)}/sign`,
  uploadIdDocument: (formId: string) => `/api/ext-release-forms/${encodeURIComponent(formId)}/id-document`,
  idDocument: (id: string) => `/api/release-forms/${id}/id-document`,
} as const;

/** The public page's route (spec section 2). */
export const externalReleaseFormRoute = (formId: string) => `/ext-release-form/${encodeURIComponent(formId)}`;

export const releaseFormMessages = {
  invalidEmail: 'Please enter a valid email address.',
  friendlyNameLength: 'Friendly name must be at least 3 characters.',
  created: 'Release form link created',
  notFound: 'This release form link is invalid or has expired.',
  alreadySigned: 'This release form has already been signed.',
  legalNameRequired: 'Please enter your full legal name.',
  dateOfBirthRequired: 'Please enter your date of birth.',
  underAge: 'You must be at least 18 years old to sign this release.',
  signatureMismatch: 'Type your full legal name exactly as above to sign.',
  consentRequired: 'Please confirm that you agree to the release.',
  signed: 'Thank you! The release form is signed.',
  idDocumentRequired: 'Please upload a photo or scan of your ID document.',
  idDocumentType: 'Upload a JPG, PNG or PDF file.',
  idDocumentTooLarge: 'The file is too large: 10 MB at most.',
} as const;

/** Unsigned links stop working after this many days. */
export const RELEASE_FORM_VALID_DAYS = 30;
export const MINIMUM_SIGNER_AGE = 18;
export const ID_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** The ID document's accepted types and their extensions. */
export const idDocumentTypes = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' } as const;
export type IdDocumentType = keyof typeof idDocumentTypes;

export const createReleaseFormSchema = z.strictObject({
  friendly_name: z.string().trim().min(3, releaseFormMessages.friendlyNameLength).max(60),
  email: z.union([z.literal(''), z.email(releaseFormMessages.invalidEmail).max(254)]).default(''),
});
export type CreateReleaseFormInput = z.input<typeof createReleaseFormSchema>;

export const releaseFormStatuses = ['Pending', 'Signed', 'Expired'] as const;
export type ReleaseFormStatus = (typeof releaseFormStatuses)[number];

/** A form as its creator sees it. */
export const releaseFormSchema = z.object({
  _id: z.string(),
  form_id: z.string(),
  friendly_name: z.string(),
  email: z.string().nullable(),
  status: z.enum(releaseFormStatuses),
  created_at: z.string(),
  expires_at: z.string(),
  signed_at: z.string().nullable(),
  signer: z.object({ legal_name: z.string(), date_of_birth: z.string() }).nullable(),
  has_id_document: z.boolean(),
});
export type ReleaseForm = z.infer<typeof releaseFormSchema>;

/** What the external person sees: who asks, and whether it is still to sign. */
export const externalReleaseFormSchema = z.object({
  form_id: z.string(),
  friendly_name: z.string(),
  creator: z.object({ username: z.string() }),
  status: z.enum(['Pending', 'Signed']),
  signed_at: z.string().nullable(),
  id_document_uploaded: z.boolean(),
});
export type ExternalReleaseForm = z.infer<typeof externalReleaseFormSchema>;

export const releaseFormIdParamsSchema = z.strictObject({ formId: z.string().min(1).max(64) });

/** Whole years between a yyyy-mm-dd birth date and `today` (yyyy-mm-dd). */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

const todayUtc = () => new Date().toISOString().slice(0, 10);
const normaliseName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** The model release: legal name, date of birth (18+), the typed full name as signature and consent. */
export const signReleaseFormSchema = z
  .strictObject({
    legal_name: z.string().trim().min(2, releaseFormMessages.legalNameRequired).max(100),
    date_of_birth: z.iso.date(releaseFormMessages.dateOfBirthRequired),
    signature: z.string().trim().max(100),
    consent: z.boolean(),
  })
  .superRefine((form, context) => {
    if (ageOn(form.date_of_birth, todayUtc()) < MINIMUM_SIGNER_AGE) context.addIssue({ code: 'custom', path: ['date_of_birth'], message: releaseFormMessages.underAge });
    if (normaliseName(form.signature) !== normaliseName(form.legal_name)) {
      context.addIssue({ code: 'custom', path: ['signature'], message: releaseFormMessages.signatureMismatch });
    }
    if (!form.consent) context.addIssue({ code: 'custom', path: ['consent'], message: releaseFormMessages.consentRequired });
  });
export type SignReleaseFormInput = z.input<typeof signReleaseFormSchema>;
