import { freeServiceGrant, type FreeServiceEntry, type FreeServiceUseInput, type RatingType } from '@velvet/contracts';

export type FreeRequestValues = { minutes: number | ''; ratingType: RatingType | null; note: string };

const isCall = (entry: FreeServiceEntry) => entry.request_type === 'VOICE' || entry.request_type === 'VIDEO';

/** The longest a free call may last, in minutes: its free duration, else the 720-minute input cap. */
export const freeCallMaxMinutes = (entry: FreeServiceEntry) => (entry.max_duration !== null ? Math.floor(entry.max_duration / 60) : 720);

export const initialFreeRequestValues = (entry: FreeServiceEntry): FreeRequestValues => ({
  minutes: isCall(entry) ? freeCallMaxMinutes(entry) : '',
  ratingType: null,
  note: '',
});

/** 'Video call: 1 left, up to 15 minutes' — what the list shows of a free service. */
export function freeServiceSummary(entry: FreeServiceEntry): string {
  const grant = freeServiceGrant(entry);
  const left = `${entry.remaining} of ${grant.uses} left this period`;
  return grant.maxDurationSeconds !== null ? `${left}, up to ${Math.floor(grant.maxDurationSeconds / 60)} minutes` : left;
}

/** The payload of a free request (unit 1), or the problems of the form: a call's minutes within the free duration. */
export function checkFreeRequest(entry: FreeServiceEntry, values: FreeRequestValues): { ok: true; payload: FreeServiceUseInput } | { ok: false; problems: Record<string, string> } {
  const extra: NonNullable<FreeServiceUseInput['extra_data']> = {};
  if (isCall(entry)) {
    const max = freeCallMaxMinutes(entry);
    if (values.minutes === '' || values.minutes < 1) return { ok: false, problems: { minutes: 'Duration should be at least 1 minute' } };
    if (values.minutes > max) return { ok: false, problems: { minutes: `A free call lasts at most ${max} minutes` } };
    extra.duration = values.minutes * 60;
  }
  if (entry.request_type === 'RATING' && values.ratingType) extra.rating_type = values.ratingType;
  return { ok: true, payload: { free_service_id: entry._id, unit: 1, request_note: values.note.trim() || undefined, extra_data: extra } };
}
