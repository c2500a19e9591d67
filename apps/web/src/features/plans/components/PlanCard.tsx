import { Badge, Button, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCheck } from '@tabler/icons-react';
import { planMessages, type PlatformPlan, type Role } from '@velvet/contracts';
import { toUserMessage } from '@/shared/errors';
import { useModalManager } from '@/shared/modals';
import { showToast } from '@/shared/ui/toast';
import { useUnsubscribePlan } from '../hooks/use-unsubscribe-plan';
import { planCardState, planPriceText, planStateText } from '../lib/plan-state';
import { PlanBadgeIcon } from './PlanBadgeIcon';

/** One platform plan: badge, price, perks, and what the viewer can do with it. */
export function PlanCard({ plan, viewerRole }: { plan: PlatformPlan; viewerRole: Role | null }) {
  const { openModal } = useModalManager();
  const cancel = useUnsubscribePlan();
  const state = planCardState(plan, viewerRole);
  const { price, was } = planPriceText(plan);
  const stateText = planStateText(state);

  const confirmUnsubscribe = () =>
    modals.openConfirmModal({
      title: `Unsubscribe from ${plan.name}?`,
      children: <Text size="sm">Your plan stays active until the end of this month and will not renew.</Text>,
      labels: { confirm: 'Unsubscribe', cancel: `Keep ${plan.name}` },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        cancel.mutate(plan._id, {
          onSuccess: () => showToast({ message: planMessages.unsubscribed }),
          onError: (error) => showToast({ color: 'red', message: toUserMessage(error) }),
        }),
    });

  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-labelledby={`plan-${plan._id}`}>
      <Stack>
        <Group justify="space-between" align="flex-start">
          <Group gap="sm">
            <PlanBadgeIcon badge={plan.badge} />
            <div>
              <Title order={2} size="h3" id={`plan-${plan._id}`}>
                {plan.name}
              </Title>
              <Text size="sm" c="dimmed">
                {plan.for === 'USER' ? 'For fans' : 'For creators'}
              </Text>
            </div>
          </Group>
          {plan.offer && (
            <Badge color="green" variant="light">
              {plan.offer.description}
            </Badge>
          )}
        </Group>
        <Group gap="xs" align="baseline">
          <Text size="xl" fw={700}>
            {price}
          </Text>
          {was && (
            <Text size="sm" c="dimmed" td="line-through">
              {was}
            </Text>
          )}
        </Group>
        <List spacing={6} size="sm" icon={<IconCheck size={16} aria-hidden />}>
          {plan.perks.map((perk) => (
            <List.Item key={perk}>{perk}</List.Item>
          ))}
        </List>
        {stateText && (
          <Text size="sm" c={state.kind === 'not-for-you' ? 'dimmed' : undefined} fw={state.kind === 'owned' ? 600 : undefined}>
            {stateText}
          </Text>
        )}
        {state.kind === 'available' && <Button onClick={() => openModal('PLAN_PURCHASE', { planId: plan._id })}>Get {plan.name}</Button>}
        {state.kind === 'guest' && <Button onClick={() => openModal('SIGN_IN')}>Sign in to get {plan.name}</Button>}
        {state.kind === 'owned' && (
          <Button variant="light" color="red" onClick={confirmUnsubscribe} loading={cancel.isPending}>
            Unsubscribe
          </Button>
        )}
      </Stack>
    </Card>
  );
}
