import type { AuditQueryInput } from '@velvet/contracts';

/** The audit page's filter fields as typed; empty means "any". */
export type AuditFilters = { q: string; action: string; targetType: string; targetId: string; from: string; to: string };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The API query for the filters: blanks left out, a day only once it is a whole date (a date field
 * being typed is not sent half-done), and the two days in order whichever way they were entered.
 */
export function auditQueryOf(filters: AuditFilters & { actorId?: string }): AuditQueryInput {
  const days = [filters.from, filters.to].map((day) => (ISO_DAY.test(day) ? day : undefined));
  const [from, to] = days[0] && days[1] && days[0] > days[1] ? [days[1], days[0]] : days;
  const text = (value: string) => value.trim() || undefined;
  return {
    q: text(filters.q),
    action: text(filters.action),
    target_type: text(filters.targetType),
    target_id: text(filters.targetId),
    actor_id: filters.actorId && UUID.test(filters.actorId) ? filters.actorId : undefined,
    from,
    to,
  };
}
