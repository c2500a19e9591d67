import { eventMessages } from '@velvet/contracts';
import { describe, expect, it } from 'vitest';
import { eventFormDefaults, toEventInput } from './event-form';

const filled = { ...eventFormDefaults, title: 'Live Q&A', startsLocal: '2031-06-01T20:00', endsLocal: '2031-06-01T21:00', price: 20, capacity: 10 };

describe('the event form', () => {
  it('turns the local times into instants with the creator’s zone', () => {
    const answer = toEventInput(filled, 'Europe/Amsterdam');
    expect(answer).toEqual({ input: expect.objectContaining({ title: 'Live Q&A', starts_at: new Date(2031, 5, 1, 20).toISOString(), time_zone: 'Europe/Amsterdam', price: 20, channel_id: null }) });
  });

  it('names the field of each problem in the form’s own terms', () => {
    const answer = toEventInput({ ...filled, endsLocal: '2031-06-01T19:00', audience: 'subscribers', mode: 'in_person' }, 'Europe/Amsterdam');
    expect(answer).toEqual({ errors: { endsLocal: eventMessages.endAfterStart, channelId: eventMessages.channelRequired, location: eventMessages.locationRequired } });
  });
});
