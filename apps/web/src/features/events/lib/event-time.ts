import type { Event } from '@velvet/contracts';

/** The room opens this long before the start, so the creator can set up and fans can find their seat. */
export const ROOM_OPENS_BEFORE_MS = 10 * 60_000;

export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export const formatEventTime = (iso: string, timeZone?: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone, timeZoneName: 'short' }).format(new Date(iso));

/** The start in the viewer's zone, and in the creator's when it is another. */
export function describeStart(event: Pick<Event, 'starts_at' | 'time_zone'>, viewerZone: string): string {
  const local = formatEventTime(event.starts_at, viewerZone);
  if (event.time_zone === viewerZone) return local;
  return `${local} (${formatEventTime(event.starts_at, event.time_zone)} for the creator)`;
}

/** A `datetime-local` value, read in the browser's own zone (the creator's), as an instant. */
export const localInputToIso = (value: string): string | null => {
  const time = new Date(value).getTime();
  return Number.isNaN(time) ? null : new Date(time).toISOString();
};

/** Whether an online event's room is open: from a little before the start until the end. */
export const isRoomOpen = (event: Pick<Event, 'starts_at' | 'ends_at' | 'status' | 'mode'>, now: number) =>
  event.status === 'scheduled' && event.mode === 'online' && now >= Date.parse(event.starts_at) - ROOM_OPENS_BEFORE_MS && now < Date.parse(event.ends_at);

export const priceLabel = (price: number) => (price === 0 ? 'Free' : new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(price));
