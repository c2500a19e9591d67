/**
 * What the platform needs from an identity verification provider: a session the person completes on
 * the provider's page, decided by a signed `identity.verified` or `identity.declined` webhook.
 * The sandbox (apps/paysim) implements it over HTTP; docs/providers.md holds the wire contract.
 */
export type IdentityKind = 'kyc' | 'age';

export type IdentitySession = { id: string; status: 'pending' | 'verified' | 'declined'; reference: string; kind: IdentityKind; url: string };

export type CreateIdentitySessionInput = { reference: string; kind: IdentityKind; returnUrl: string };

export interface IdentityProvider {
  createIdentitySession(input: CreateIdentitySessionInput): Promise<IdentitySession>;
  getIdentitySession(id: string): Promise<IdentitySession>;
}
