import { eventInputSchema, type EventInput } from '@velvet/contracts';
import { localInputToIso } from './event-time';

/** What the creator's form holds: text fields as typed; times as `datetime-local` values in the creator's zone. */
export type EventFormValues = {
  title: string;
  description: string;
  cover: string | null;
  startsLocal: string;
  endsLocal: string;
  mode: 'online' | 'in_person';
  location: string;
  capacity: number | '';
  price: number | '';
  audience: 'everyone' | 'subscribers' | 'list';
  channelId: string | null;
  listId: string | null;
};

export const eventFormDefaults: EventFormValues = {
  title: '',
  description: '',
  cover: null,
  startsLocal: '',
  endsLocal: '',
  mode: 'online',
  location: '',
  capacity: 20,
  price: 0,
  audience: 'everyone',
  channelId: null,
  listId: null,
};

const fieldOf: Record<string, keyof EventFormValues> = { starts_at: 'startsLocal', ends_at: 'endsLocal', channel_id: 'channelId', list_id: 'listId' };

/** The form's values checked by the contract's schema; field errors keyed by the form's own names. */
export function toEventInput(values: EventFormValues, timeZone: string): { input: EventInput } | { errors: Partial<Record<keyof EventFormValues, string>> } {
  const candidate = {
    title: values.title,
    description: values.description,
    cover: values.cover,
    starts_at: localInputToIso(values.startsLocal) ?? undefined,
    ends_at: localInputToIso(values.endsLocal) ?? undefined,
    time_zone: timeZone,
    mode: values.mode,
    location: values.mode === 'in_person' ? values.location.trim() || null : null,
    capacity: values.capacity === '' ? undefined : values.capacity,
    price: values.price === '' ? undefined : values.price,
    audience: values.audience,
    channel_id: values.audience === 'subscribers' ? values.channelId : null,
    list_id: values.audience === 'list' ? values.listId : null,
  };
  const parsed = eventInputSchema.safeParse(candidate);
  if (parsed.success) return { input: candidate as EventInput };
  const errors: Partial<Record<keyof EventFormValues, string>> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'title');
    const field = fieldOf[key] ?? (key as keyof EventFormValues);
    errors[field] ??= issue.message;
  }
  return { errors };
}
