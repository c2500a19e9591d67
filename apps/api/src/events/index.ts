/** The events' front door for other domains: who owns a live event (tips to an event). */
import { eq } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import { events } from './schema.ts';

/** The creator of a scheduled event; undefined for none or a cancelled one. */
export async function liveEventOwner(db: Executor, eventId: string): Promise<string | undefined> {
  const [row] = await db.select({ creatorId: events.creatorId, status: events.status }).from(events).where(eq(events.id, eventId)).limit(1);
  return row?.status === 'scheduled' ? row.creatorId : undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
type RefOwner = (entity: 'post' | 'story', ref: string, viewerId: string) => Promise<string | undefined>;
/** The creator of a channel that is not being deleted (the channels domain's answer). */
type ChannelOwner = (channelId: string) => Promise<string | undefined>;

/** Who a tip's `traceable_data` points at: a post's or story's creator, a live event's, or a channel's. */
export const tipRefOwner =
  (contentOwner: RefOwner, db: Executor, channelOwner: ChannelOwner) =>
  async (entity: 'post' | 'story' | 'event' | 'channel', ref: string, viewerId: string): Promise<string | undefined> => {
    if (entity === 'post' || entity === 'story') return contentOwner(entity, ref, viewerId);
    if (!UUID.test(ref)) return undefined;
    return entity === 'event' ? liveEventOwner(db, ref) : channelOwner(ref);
  };
