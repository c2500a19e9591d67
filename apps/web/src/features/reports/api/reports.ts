import { adminReportSchema, reportPaths, reportReceiptSchema, type ReportInput, type ReportStatus } from '@velvet/contracts';
import { z } from 'zod';
import { apiClient } from '@/shared/api';

export const submitReport = (report: ReportInput) => apiClient.request({ path: reportPaths.create, method: 'POST', body: report, schema: reportReceiptSchema });

export const reportQueue = (status: ReportStatus, signal?: AbortSignal) =>
  apiClient.request({ path: `${reportPaths.queue}?status=${status}`, signal, schema: z.array(adminReportSchema) });

export const resolveReport = ({ id, note }: { id: string; note: string }) =>
  apiClient.request({ path: reportPaths.resolve(id), method: 'PATCH', body: { note }, schema: adminReportSchema });
