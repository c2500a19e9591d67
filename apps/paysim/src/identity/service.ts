import { conflict, notFound } from '../http/errors.ts';
import { nowInSeconds } from '../platform/clock.ts';
import { newId } from '../platform/ids.ts';
import { withQuery } from '../platform/urls.ts';
import type { EventPublisher } from '../webhooks/events.ts';
import type { CreateIdentitySessionBody, documentForm } from './schemas.ts';
import type { IdentitySession } from './session.ts';
import type { z } from 'zod';

type SessionRecord = { session: IdentitySession; returnUrl?: string };

type IdentityServiceOptions = { publicUrl: string; events: EventPublisher };

/**
 * Identity checks (KYC for creators, age for fans): a session the person completes on the hosted
 * page (document, selfie, then the sandbox's Approve / Decline), decided once and announced by a
 * signed `identity.verified` or `identity.declined` webhook.
 */
export class IdentityService {
  private readonly records = new Map<string, SessionRecord>();
  private readonly options: IdentityServiceOptions;

  constructor(options: IdentityServiceOptions) {
    this.options = options;
  }

  create(body: CreateIdentitySessionBody): IdentitySession {
    const id = newId('idv');
    const session: IdentitySession = {
      id,
      status: 'pending',
      reference: body.reference,
      kind: body.kind,
      url: `${this.options.publicUrl}/hosted/identity/${id}`,
      created: nowInSeconds(),
      selfie_taken: false,
    };
    this.records.set(id, { session, returnUrl: body.return_url });
    return session;
  }

  get(id: string): IdentitySession {
    const record = this.records.get(id);
    if (!record) throw notFound('identity session', id);
    return record.session;
  }

  find(id: string): IdentitySession | undefined {
    return this.records.get(id)?.session;
  }

  submitDocument(id: string, document: z.infer<typeof documentForm>): void {
    const session = this.pending(id);
    session.document = { type: document.document_type, number_last4: document.document_number.slice(-4) };
  }

  takeSelfie(id: string): void {
    const session = this.pending(id);
    if (!session.document) throw conflict('document_missing', 'The document step comes first');
    session.selfie_taken = true;
  }

  /** Decides once; a second decision changes nothing. Returns where to send the browser, if anywhere. */
  decide(id: string, approve: boolean): string | undefined {
    const record = this.records.get(id);
    if (!record) throw notFound('identity session', id);
    const { session } = record;
    if (session.status === 'pending') {
      if (!session.document || !session.selfie_taken) throw conflict('steps_missing', 'The document and selfie steps come first');
      session.status = approve ? 'verified' : 'declined';
      session.decided_at = nowInSeconds();
      this.options.events.publish(approve ? 'identity.verified' : 'identity.declined', session);
    }
    return record.returnUrl && withQuery(record.returnUrl, { session_id: session.id, status: session.status });
  }

  private pending(id: string): IdentitySession {
    const session = this.get(id);
    if (session.status !== 'pending') throw conflict('session_decided', `The identity session ${id} is already ${session.status}`);
    return session;
  }
}
