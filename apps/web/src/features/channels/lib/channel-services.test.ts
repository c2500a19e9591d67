import type { Service } from '@velvet/contracts';
import { describe, expect, it } from 'vitest';
import { chosenIn, serviceOptions, withGroup } from './channel-services';

const service = (id: string, type: Service['type'], name: string, isActive = true) => ({ _id: id, type, name, is_active: isActive }) as Service;
const services = [
  service('video', 'VIDEO', 'Video call'),
  service('rating', 'RATING', 'Honest rating', false),
  service('shout', 'CUSTOM-SERVICE', 'Shout-out'),
  service('fee', 'CHAT-FEE', 'Weekly chat'),
];

describe("the channel form's service pickers", () => {
  it('offers calls and ratings as featured, custom services as custom, and never chat fees', () => {
    expect(serviceOptions(services, 'featured')).toEqual([
      { value: 'video', label: 'Video call' },
      { value: 'rating', label: 'Honest rating (inactive)' },
    ]);
    expect(serviceOptions(services, 'custom')).toEqual([{ value: 'shout', label: 'Shout-out' }]);
  });

  it("splits the channel's services between the pickers and drops ids no longer in the list", () => {
    const chosen = ['shout', 'gone', 'video'];
    expect(chosenIn(chosen, services, 'featured')).toEqual(['video']);
    expect(chosenIn(chosen, services, 'custom')).toEqual(['shout']);
  });

  it("changes one picker's choice and keeps the other's: featured first, then custom", () => {
    expect(withGroup(['video', 'shout'], services, 'featured', ['rating'])).toEqual(['rating', 'shout']);
    expect(withGroup(['video', 'shout'], services, 'custom', [])).toEqual(['video']);
  });
});
