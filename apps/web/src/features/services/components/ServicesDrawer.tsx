import { Button, Drawer, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { isOfferedToFans, serviceMessages, type FreeServiceEntry, type ReadyService, type Service } from '@velvet/contracts';
import { IconMailForward } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '@/features/auth/hooks/use-session';
import { RequestDialog } from '@/features/requests/components/RequestDialog';
import { FreeServiceList } from '@/features/requests/components/FreeServiceList';
import { toUserMessage } from '@/shared/errors';
import { useModalManager } from '@/shared/modals';
import { paths } from '@/shared/routing/paths';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { showToast } from '@/shared/ui/toast';
import { useCreatorServices, useRegisterInterest } from '../hooks/use-services';
import { canRequest, isBuyable, offersDirectMessage, readyLabel, serviceSections } from '../lib/service-display';
import { BuyChatFeeDialog } from './BuyChatFeeDialog';
import { ServiceCard } from './ServiceCard';

type ServicesDrawerProps = { creatorId: string; creatorName?: string; opened: boolean; onClose: () => void };

function Section({ title, services, actionFor }: { title: string; services: Service[]; actionFor: (service: Service) => ReactNode }) {
  if (!services.length) return null;
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={4}>{title}</Title>
      {services.map((service) => (
        <ServiceCard key={service._id} service={service} action={actionFor(service)} />
      ))}
    </Stack>
  );
}

function ReadyToUse({ items, free }: { items: ReadyService[]; free: FreeServiceEntry[] }) {
  if (!items.length && !free.length) return <Text c="dimmed">{serviceMessages.nothingToShow}</Text>;
  return (
    <Stack gap="xs">
      <FreeServiceList entries={free} />
      {items.map((item) => (
        <ServiceCard key={item.purchase_id} service={item.service}>
          <Text size="sm" fw={500}>
            {readyLabel(item)}
          </Text>
        </ServiceCard>
      ))}
    </Stack>
  );
}

/**
 * Services list: a creator's services in their sections, titled with the creator's name. Signed-in fans
 * also get 'Ready to use' (what they bought and can use now); guests' actions open Sign In.
 */
export function ServicesDrawer({ creatorId, creatorName, opened, onClose }: ServicesDrawerProps) {
  const session = useSession();
  const { openModal } = useModalManager();
  const navigate = useNavigate();
  const services = useCreatorServices(creatorId, { enabled: opened });
  const interest = useRegisterInterest();
  const [buying, setBuying] = useState<Service | null>(null);
  const [requesting, setRequesting] = useState<Service | null>(null);
  const guest = session.status !== 'signed-in';
  const own = session.status === 'signed-in' && session.user._id === creatorId;
  const title = creatorName ? `${creatorName}'s Services` : "Creator's Services";
  const viewer = guest ? 'guest' : own ? 'own' : session.user.role === 'CREATOR' ? 'creator' : 'fan';
  // The conversation with the creator holds the direct-message box.
  const openDirectMessage = () => {
    if (guest) {
      openModal('SIGN_IN');
      return;
    }
    onClose();
    void navigate(paths.chat.to(creatorId));
  };

  const showInterest = (service: Service) =>
    interest.mutate(service._id, {
      onSuccess: () => showToast({ color: 'green', message: serviceMessages.interestRegistered }),
      onError: (error) => showToast({ color: 'red', message: toUserMessage(error) }),
    });

  const actionFor = (service: Service) => {
    if (own) return null;
    const act = (proceed: () => void) => (guest ? openModal('SIGN_IN') : proceed());
    if (canRequest(service))
      return (
        <Button size="xs" onClick={() => act(() => setRequesting(service))} aria-label={`Request ${service.name}`}>
          Request
        </Button>
      );
    return isBuyable(service) ? (
      <Button size="xs" onClick={() => act(() => setBuying(service))} aria-label={`Buy ${service.name}`}>
        Buy
      </Button>
    ) : (
      <Button size="xs" variant="light" onClick={() => act(() => showInterest(service))} aria-label={`I'm interested in ${service.name}`} loading={interest.isPending && interest.variables === service._id}>
        I&apos;m interested
      </Button>
    );
  };

  const list = (() => {
    if (services.isPending) return <Skeleton height={120} aria-label="Loading services" />;
    if (services.isError) return <QueryErrorAlert error={services.error} onRetry={() => void services.refetch()} />;
    // The creator's own answer holds everything; the list shows what fans see.
    const offered = services.data.data.filter(isOfferedToFans);
    const sections = serviceSections(offered);
    if (!offered.length) return <Text c="dimmed">{serviceMessages.nothingToShow}</Text>;
    return (
      <Stack gap="lg">
        {offersDirectMessage({ viewer, sections }) && (
          <Stack gap="xs" component="section" aria-label={serviceMessages.sendDirectMessage}>
            <Title order={4}>{serviceMessages.sendDirectMessage}</Title>
            <Text size="sm">Reach {creatorName ?? 'the creator'} without a chat fee, for one of your direct messages.</Text>
            <Button size="xs" variant="light" leftSection={<IconMailForward size={14} />} onClick={openDirectMessage} style={{ alignSelf: 'flex-start' }}>
              {serviceMessages.sendDirectMessage}
            </Button>
            <Text size="sm" c="dimmed" fw={500}>
              {serviceMessages.orBuyOneOfThese}
            </Text>
          </Stack>
        )}
        <Section title="Chat Fee Services" services={sections.chatFees} actionFor={actionFor} />
        <Section title="Featured Services" services={sections.featured} actionFor={actionFor} />
        <Section title="Custom Services" services={sections.custom} actionFor={actionFor} />
      </Stack>
    );
  })();

  return (
    <>
      <Drawer opened={opened} onClose={onClose} position="bottom" size="lg" title={title} closeButtonProps={{ 'aria-label': 'Close' }}>
        {guest || own ? (
          list
        ) : (
          <Tabs defaultValue="services">
            <Tabs.List mb="md">
              <Tabs.Tab value="services">Services</Tabs.Tab>
              <Tabs.Tab value="ready">Ready to use</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="services">{list}</Tabs.Panel>
            <Tabs.Panel value="ready">{services.data ? <ReadyToUse items={services.data.subscribed_services} free={services.data.free_services} /> : <Skeleton height={60} />}</Tabs.Panel>
          </Tabs>
        )}
      </Drawer>
      {requesting && <RequestDialog opened service={requesting} onClose={() => setRequesting(null)} />}
      {buying && <BuyChatFeeDialog opened service={buying} creatorName={creatorName ?? 'the creator'} onClose={() => setBuying(null)} />}
    </>
  );
}
