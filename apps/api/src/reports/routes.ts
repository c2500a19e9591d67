import { adminReportSchema, dataEnvelope, reportMessages, reportQueueQuerySchema, reportReceiptSchema, reportSchema, resolveReportSchema } from '@velvet/contracts';
import { z } from 'zod';
import { currentUser } from '../platform/auth/guard.ts';
import type { Api } from '../platform/http/types.ts';
import type { VerificationService } from '../verification/service.ts';
import type { ReportsService } from './service.ts';

type ReportsRoutesOptions = { reports: ReportsService; verification: VerificationService };

export function reportsRoutes(app: Api, { reports, verification }: ReportsRoutesOptions): void {
  app.post('/api/report', {
    config: { auth: 'signed-in' },
    schema: { tags: ['reports'], body: reportSchema, response: { 201: dataEnvelope(reportReceiptSchema) } },
    handler: async (request, reply) => {
      const reporter = currentUser(request);
      verification.gate(reporter, 'report post');
      reply.code(201);
      return { data: await reports.submit(reporter.id, request.body), message: reportMessages.sentTitle };
    },
  });

  app.get('/api/admin/reports', {
    config: { auth: ['ADMIN'] },
    schema: { tags: ['admin'], querystring: reportQueueQuerySchema, response: { 200: dataEnvelope(z.array(adminReportSchema)) } },
    handler: async (request) => ({ data: await reports.queue(request.query.status) }),
  });

  app.patch('/api/admin/reports/:id/resolve', {
    config: { auth: ['ADMIN'] },
    schema: { tags: ['admin'], params: z.strictObject({ id: z.uuid() }), body: resolveReportSchema, response: { 200: dataEnvelope(adminReportSchema) } },
    handler: async (request) => ({
      data: await reports.resolve(request.params.id, currentUser(request).id, request.body.note),
      message: reportMessages.resolved,
    }),
  });
}
