import type { ChatMessage } from '@velvet/contracts';

export type DayGroup = { key: string; label: string; messages: ChatMessage[] };

const dayKey = (date: Date) => `${date.getFullYear()}-${date.getMonth() + 1}-${date.getDate()}`;

/** 'Today', 'Yesterday', or the date written out ('Mon, 3 Nov 2026'), in the browser's time zone. */
export function dayLabel(date: Date, now: Date): string {
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  if (dayKey(date) === dayKey(now)) return 'Today';
  if (dayKey(date) === dayKey(yesterday)) return 'Yesterday';
  return date.toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
}

/** Messages oldest first, in one group per calendar day (local time). */
export function groupByDay(messages: ChatMessage[], now: Date): DayGroup[] {
  const ordered = [...messages].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id));
  const groups: DayGroup[] = [];
  for (const message of ordered) {
    const date = new Date(message.createdAt);
    const key = dayKey(date);
    const last = groups.at(-1);
    if (last?.key === key) last.messages.push(message);
    else groups.push({ key, label: dayLabel(date, now), messages: [message] });
  }
  return groups;
}
