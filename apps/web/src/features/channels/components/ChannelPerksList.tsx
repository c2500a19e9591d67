import { Button, Group, List, Stack, Text } from '@mantine/core';
import { PERKS_SHOWN, type Channel, type Service } from '@velvet/contracts';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '@/features/auth/hooks/use-session';
import { channelPerks, servicePerkAction, servicePerkDetails, servicePerkIcon, type ServicePerkAction } from '../lib/channel-perks';
import { visiblePerks } from '../lib/offer-tiles';

const ServicesDrawer = lazy(() => import('@/features/services/components/ServicesDrawer').then((module) => ({ default: module.ServicesDrawer })));
const RequestDialog = lazy(() => import('@/features/requests/components/RequestDialog').then((module) => ({ default: module.RequestDialog })));

/** The services a channel presents, with whose they are (the services list is titled with the creator's name). */
export type PresentedServices = { services: Service[]; creator: Pick<Channel['creator'], '_id' | 'display_name'>; isAuthor: boolean };

type ChannelPerksListProps = { perks: Channel['perks']; presented?: PresentedServices };

const actionLabels = { request: 'Request', 'services-list': 'View' } as const;

function ServicePerk({ service, action, onOpen }: { service: Service; action: ServicePerkAction; onOpen: (service: Service) => void }) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm">
      <Stack gap={0} miw={0}>
        <Text>
          <span aria-hidden>{servicePerkIcon(service)}</span> {service.name}
        </Text>
        <Text size="xs" c="dimmed">
          {servicePerkDetails(service)}
        </Text>
      </Stack>
      <Button
        size="compact-xs"
        variant={action === 'request' ? 'light' : 'subtle'}
        onClick={() => onOpen(service)}
        aria-label={action === 'request' ? `Request ${service.name}` : `View ${service.name} in the services list`}
      >
        {actionLabels[action]}
      </Button>
    </Group>
  );
}

const listStyles = { itemWrapper: { width: '100%' }, itemLabel: { flex: 1, minWidth: 0 } };

/**
 * The offer panel's perks: the channel's featured and custom services, then its custom benefits, three
 * until 'Show All Perks'. A service is bought on its own, so each says so and opens its request or the
 * creator's services list.
 */
export function ChannelPerksList({ perks, presented }: ChannelPerksListProps) {
  const session = useSession();
  const [showAll, setShowAll] = useState(false);
  const [requesting, setRequesting] = useState<Service | null>(null);
  const [listOpened, setListOpened] = useState(false);
  const services = presented?.services ?? [];
  const items = channelPerks({ perks, services });
  if (!items.length) return null;
  const viewer = { signedIn: session.status === 'signed-in', isAuthor: presented?.isAuthor ?? false };
  const open = (service: Service) => (servicePerkAction(service, viewer) === 'request' ? setRequesting(service) : setListOpened(true));

  return (
    <Stack gap="xs">
      <Text fw={600}>Perks</Text>
      <List spacing={6} listStyleType="none" styles={listStyles} aria-label="Perks">
        {visiblePerks(items, showAll).map((item, index) =>
          item.kind === 'benefit' ? (
            <List.Item key={`benefit-${index}`}>
              {item.benefit.emoji} {item.benefit.value}
            </List.Item>
          ) : (
            <List.Item key={item.service._id} data-testid="service-perk">
              <ServicePerk service={item.service} action={servicePerkAction(item.service, viewer)} onOpen={open} />
            </List.Item>
          ),
        )}
      </List>
      {!showAll && items.length > PERKS_SHOWN && (
        <Button variant="subtle" size="compact-sm" onClick={() => setShowAll(true)} w="fit-content">
          Show All Perks
        </Button>
      )}
      {services.length > 0 && (
        <Text size="xs" c="dimmed">
          Services are bought separately: the subscription does not include them.
        </Text>
      )}
      {presented && (requesting || listOpened) && (
        <Suspense fallback={null}>
          {requesting && <RequestDialog opened service={requesting} onClose={() => setRequesting(null)} />}
          {listOpened && <ServicesDrawer opened creatorId={presented.creator._id} creatorName={presented.creator.display_name} onClose={() => setListOpened(false)} />}
        </Suspense>
      )}
    </Stack>
  );
}
