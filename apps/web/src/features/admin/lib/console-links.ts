import type { AdminSummary } from '@velvet/contracts';
import { paths } from '@/shared/routing/paths';

export type ConsoleLink = { label: string; to: string; count?: { key: keyof AdminSummary; name: string } };

/** The console's pages, the queues among them with the count that waits in each. */
export const consoleLinks: ConsoleLink[] = [
  { label: 'Overview', to: paths.admin.to() },
  { label: 'Reports', to: paths.adminReports.to(), count: { key: 'open_reports', name: 'Open reports' } },
  { label: 'Verifications', to: paths.adminVerifications.to(), count: { key: 'pending_verifications', name: 'Pending verifications' } },
  { label: 'Payouts', to: paths.adminPayouts.to(), count: { key: 'payouts_awaiting_review', name: 'Payouts awaiting review' } },
  { label: 'Disputes', to: paths.adminDisputes.to(), count: { key: 'open_disputes', name: 'Open disputes' } },
  { label: 'Appeals', to: paths.adminAppeals.to(), count: { key: 'pending_appeals', name: 'Pending appeals' } },
  { label: 'Audit log', to: paths.adminAudit.to() },
];

/** What a queue's count reads: the number, `…` while loading, `?` when it could not be read. */
export function countText(summary: { data?: AdminSummary; isError: boolean }, key: keyof AdminSummary): string {
  if (summary.data) return String(summary.data[key]);
  return summary.isError ? '?' : '…';
}

/** A link's accessible name: "Open reports: 3" for a queue, the plain label otherwise. */
export const linkName = (link: ConsoleLink, count: string) => (link.count ? `${link.count.name}: ${count}` : link.label);

/** The link a console page belongs to: its own, or Overview for a user's page. */
export const currentLink = (pathname: string) => consoleLinks.find((link) => link.to !== paths.admin.to() && pathname.startsWith(link.to))?.to ?? paths.admin.to();
