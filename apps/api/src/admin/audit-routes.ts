import { auditPageSchema, auditQuerySchema, dataEnvelope } from '@velvet/contracts';
import type { AuditService } from '../audit/service.ts';
import type { Api } from '../platform/http/types.ts';

/** The audit log, searchable by staff; nothing in the API edits it. */
export function adminAuditRoutes(app: Api, audit: AuditService): void {
  app.get('/api/admin/audit', {
    config: { auth: ['ADMIN'] },
    schema: { tags: ['admin'], querystring: auditQuerySchema, response: { 200: dataEnvelope(auditPageSchema) } },
    handler: async (request) => ({ data: await audit.search(request.query) }),
  });
}
