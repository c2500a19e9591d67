import { useParams } from 'react-router';
import { EventPage } from '@/features/events/components/EventPage';

/** `/events/:eventId`: one event, the page its link preview describes. */
export function EventRoute() {
  const { eventId = '' } = useParams();
  return <EventPage key={eventId} eventId={eventId} />;
}
