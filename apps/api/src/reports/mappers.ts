import type { AdminReport } from '@velvet/contracts';
import type { ReportRow } from './repo.ts';

export const toAdminReport = (row: ReportRow, names: Map<string, string>): AdminReport => ({
  _id: row.id,
  reporter: { _id: row.reporterId, username: names.get(row.reporterId) ?? '' },
  reported_id: row.reportedId,
  reported_owner: row.reportedOwnerId ? { _id: row.reportedOwnerId, username: names.get(row.reportedOwnerId) ?? '' } : null,
  type: row.kind,
  report_type: row.reportType,
  description: row.description,
  original_link: row.originalLink,
  reported_location: row.reportedLocation,
  status: row.status,
  resolution_note: row.resolutionNote,
  created_at: row.createdAt.toISOString(),
  resolved_at: row.resolvedAt?.toISOString() ?? null,
});
