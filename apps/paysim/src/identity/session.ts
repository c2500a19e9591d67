export type IdentityKind = 'kyc' | 'age';
export type IdentityStatus = 'pending' | 'verified' | 'declined';
export type DocumentType = 'passport' | 'id_card' | 'driving_licence';

/** An identity check as `GET /v1/identity/sessions/:id` answers it. */
export type IdentitySession = {
  id: string;
  status: IdentityStatus;
  reference: string;
  kind: IdentityKind;
  url: string;
  created: number;
  /** The document the person entered; the number is kept only as its last four characters. */
  document?: { type: DocumentType; number_last4: string };
  selfie_taken: boolean;
  decided_at?: number;
};
