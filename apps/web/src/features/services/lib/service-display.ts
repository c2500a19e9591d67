import { effectivePrice, formatUsd, isRequestable, serviceMessages, type ReadyService, type Service } from '@velvet/contracts';

export type ServiceSections = { chatFees: Service[]; featured: Service[]; custom: Service[] };

/** The Services list's sections: Chat Fee Services, Featured Services (calls and ratings), Custom Services. */
export function serviceSections(services: Service[]): ServiceSections {
  return {
    chatFees: services.filter((service) => service.type === 'CHAT-FEE'),
    featured: services.filter((service) => service.type === 'VOICE' || service.type === 'VIDEO' || service.type === 'RATING'),
    custom: services.filter((service) => service.type === 'CUSTOM-SERVICE'),
  };
}

export const serviceTypeLabels: Record<Service['type'], string> = {
  'CHAT-FEE': 'Chat fee',
  VOICE: 'Voice call',
  VIDEO: 'Video call',
  RATING: 'Rating',
  'CUSTOM-SERVICE': 'Custom service',
};

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** What the fan gets for a chat fee: 'One-off access', '2 weeks', '1 month', '5 messages', 'Free'. */
export function chatFeeTerms(service: Pick<Service, 'chat_fee_type' | 'unit' | 'amount_of_messages'>): string {
  switch (service.chat_fee_type) {
    case 'OneOff':
      return 'One-off access';
    case 'Week':
      return plural(service.unit ?? 1, 'week');
    case 'Month':
      return plural(service.unit ?? 1, 'month');
    case 'PerMessage':
      return plural(service.amount_of_messages ?? 0, 'message');
    case 'Free':
      return 'Free';
    default:
      return '';
  }
}

/** The price as a fan reads it: the offer price while it runs, per minute for per-minute calls, 'From' when flexible. */
export function priceLabel(service: Service, at = new Date()): string {
  if (service.chat_fee_type === 'Free') return 'Free';
  if (!service.fixed_price) return `From ${formatUsd(service.min_price ?? 0)}`;
  const price = formatUsd(effectivePrice(service, at));
  return service.service_type === 'per_minute' ? `${price} / min` : price;
}

/** How long a fixed-duration call lasts, in whole minutes (ceil of the seconds). */
export const durationLabel = (seconds: number | null) => (seconds === null ? null : plural(Math.ceil(seconds / 60), 'minute'));

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** What is left of a bought chat fee: 'Messages left: 3', 'Until Jan 5, 2027, 4:00 PM' or 'No end date'. */
export function readyLabel(ready: Pick<ReadyService, 'expires_at' | 'available_message'>): string {
  if (ready.available_message !== null) return `Messages left: ${ready.available_message}`;
  if (ready.expires_at) return `Until ${dateFormat.format(new Date(ready.expires_at))}`;
  return 'No end date';
}

/** A voice, video, rating or custom service a fan can request and pay for now: priced, or flexible with a minimum. */
export const canRequest = (service: Service) => isRequestable(service.type) && (service.fixed_price ? service.price > 0 : service.min_price !== null);

/** Only chat fees are bought from this list; the other services take a fan's interest until their request flows exist. */
export const isBuyable = (service: Service) => service.type === 'CHAT-FEE' && service.chat_fee_type !== 'Free' && service.price > 0;

export const emptyText = serviceMessages.nothingToShow;

/**
 * The services list's 'Send a Direct Message' block ('Or buy one of these' then leads to the services):
 * offered where chatting costs a fee, to anyone but the creator themself and other creators (direct
 * messages go between fans and creators); a guest's click opens Sign In.
 */
export const offersDirectMessage = ({ viewer, sections }: { viewer: 'guest' | 'own' | 'fan' | 'creator'; sections: ServiceSections }) =>
  (viewer === 'guest' || viewer === 'fan') && sections.chatFees.some(isBuyable);
