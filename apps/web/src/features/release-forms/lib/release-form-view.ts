import type { ReleaseForm } from '@velvet/contracts';
import { externalReleaseFormRoute } from '@velvet/contracts';

/** The public link to give the external creator. */
export const releaseFormLink = (formId: string, origin: string) => new URL(externalReleaseFormRoute(formId), origin).toString();

export const statusColor: Record<ReleaseForm['status'], string> = { Pending: 'yellow', Signed: 'green', Expired: 'gray' };

/** The most recent date a yyyy-mm-dd date-of-birth picker allows: 18 years before today. */
export function latestAdultBirthDate(today: Date): string {
  const date = new Date(Date.UTC(today.getUTCFullYear() - 18, today.getUTCMonth(), today.getUTCDate()));
  return date.toISOString().slice(0, 10);
}
