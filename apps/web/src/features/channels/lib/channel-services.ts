import type { Service } from '@velvet/contracts';

/** The form's two service pickers: featured (calls and ratings) and custom services; chat fees are listed apart in the services dialog. */
export const serviceGroups = ['featured', 'custom'] as const;
export type ServiceGroup = (typeof serviceGroups)[number];

const groupOf = (service: Pick<Service, 'type'>): ServiceGroup | null =>
  service.type === 'CUSTOM-SERVICE' ? 'custom' : service.type === 'CHAT-FEE' ? null : 'featured';

export type ServiceOption = { value: string; label: string };

/** The creator's services a picker offers, named with what they cost; an inactive one says so (fans do not see it until it is on). */
export function serviceOptions(services: Service[], group: ServiceGroup): ServiceOption[] {
  return services
    .filter((service) => groupOf(service) === group)
    .map((service) => ({ value: service._id, label: `${service.name}${service.is_active ? '' : ' (inactive)'}` }));
}

/** The chosen ids of one picker, out of the channel's `services` (ids no longer in the creator's list are dropped). */
export const chosenIn = (chosen: string[], services: Service[], group: ServiceGroup): string[] =>
  chosen.filter((id) => services.some((service) => service._id === id && groupOf(service) === group));

/** The channel's `services` after one picker changed: the other picker's choice is kept, in order, then this one's. */
export function withGroup(chosen: string[], services: Service[], group: ServiceGroup, picked: string[]): string[] {
  const other: ServiceGroup = group === 'featured' ? 'custom' : 'featured';
  const kept = chosenIn(chosen, services, other);
  return group === 'featured' ? [...picked, ...kept] : [...kept, ...picked];
}
