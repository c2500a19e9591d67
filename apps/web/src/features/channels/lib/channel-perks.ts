import type { Channel, Service } from '@velvet/contracts';
import { canRequest, priceLabel, serviceSections, serviceTypeLabels } from '@/features/services/lib/service-display';

type Benefit = Channel['perks'][number];

/** One line of the offer panel's perks list: a service the channel presents, or one of its custom benefits. */
export type ChannelPerk = { kind: 'service'; service: Service } | { kind: 'benefit'; benefit: Benefit };

/** The perks list in the channel form's order (spec: 1 featured services, 2 custom services, 3 custom benefits). */
export function channelPerks({ perks, services }: { perks: Benefit[]; services: Service[] }): ChannelPerk[] {
  const { featured, custom } = serviceSections(services);
  return [...[...featured, ...custom].map((service) => ({ kind: 'service' as const, service })), ...perks.map((benefit) => ({ kind: 'benefit' as const, benefit }))];
}

const serviceIcons: Record<Service['type'], string> = { VIDEO: '🎥', VOICE: '📞', RATING: '⭐', 'CUSTOM-SERVICE': '✨', 'CHAT-FEE': '💬' };
export const servicePerkIcon = (service: Pick<Service, 'type'>) => serviceIcons[service.type];

/** What a presented service is and costs, and that the subscription does not include it: 'Video call · $6.00 / min · bought separately'. */
export const servicePerkDetails = (service: Service, at = new Date()) => `${serviceTypeLabels[service.type]} · ${priceLabel(service, at)} · bought separately`;

export type ServicePerkAction = 'request' | 'services-list';

/**
 * What pressing a presented service opens: its request (paid when sent) for a signed-in viewer who can
 * request it now; otherwise the creator's services list, where a guest is asked to sign in and the
 * author sees their own list.
 */
export const servicePerkAction = (service: Service, viewer: { signedIn: boolean; isAuthor: boolean }): ServicePerkAction =>
  viewer.signedIn && !viewer.isAuthor && canRequest(service) ? 'request' : 'services-list';
