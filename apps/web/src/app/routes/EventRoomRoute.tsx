import { useParams } from 'react-router';
import { RequireSession } from '@/features/auth/components/RequireSession';
import { EventRoomPage } from '@/features/events/components/EventRoomPage';

/** `/events/:eventId/room`: the online event's room (the server lets in only the creator and ticket holders). */
export function EventRoomRoute() {
  const { eventId = '' } = useParams();
  return (
    <RequireSession>
      <EventRoomPage key={eventId} eventId={eventId} />
    </RequireSession>
  );
}
