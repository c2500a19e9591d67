import type { ExternalReleaseForm, ReleaseForm, ReleaseFormStatus } from '@velvet/contracts';
import type { ReleaseFormRow } from './repo.ts';

export function statusOf(row: ReleaseFormRow, at: Date): ReleaseFormStatus {
  if (row.signedAt) return 'Signed';
  return row.expiresAt > at ? 'Pending' : 'Expired';
}

export const toReleaseForm = (row: ReleaseFormRow, at: Date): ReleaseForm => ({
  _id: row.id,
  form_id: row.formId,
  friendly_name: row.friendlyName,
  email: row.email,
  status: statusOf(row, at),
  created_at: row.createdAt.toISOString(),
  expires_at: row.expiresAt.toISOString(),
  signed_at: row.signedAt?.toISOString() ?? null,
  signer: row.signerLegalName && row.signerDateOfBirth ? { legal_name: row.signerLegalName, date_of_birth: row.signerDateOfBirth } : null,
  has_id_document: row.idDocumentKey !== null,
});

export const toExternalForm = (row: ReleaseFormRow, creatorUsername: string): ExternalReleaseForm => ({
  form_id: row.formId,
  friendly_name: row.friendlyName,
  creator: { username: creatorUsername },
  status: row.signedAt ? 'Signed' : 'Pending',
  signed_at: row.signedAt?.toISOString() ?? null,
  id_document_uploaded: row.idDocumentKey !== null,
});
