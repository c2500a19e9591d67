import { Button, Card, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { IconCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { platformPlansQueryOptions } from '../api/plans-api';
import { ownedPlan, planCardState, planStateText } from '../lib/plan-state';
import { PlanBadgeIcon } from './PlanBadgeIcon';

/** /fresh: the welcome page of a newly bought platform plan, with its badge and perks. */
export function FreshPage() {
  useDocumentTitle('Welcome · Velvet');
  const plans = useQuery(platformPlansQueryOptions);

  if (plans.isPending) return <Skeleton height={320} radius="lg" aria-label="Loading your plan" />;
  if (plans.isError) return <QueryErrorAlert error={plans.error} onRetry={() => void plans.refetch()} />;
  const plan = ownedPlan(plans.data);
  if (!plan) {
    return (
      <Stack align="flex-start">
        <Title order={1} size="h2">
          No plan yet
        </Title>
        <Text c="dimmed">You have no platform plan. See what Prime and Pro offer.</Text>
        <Button component={Link} to={paths.platformPlans.to()}>
          See platform plans
        </Button>
      </Stack>
    );
  }

  return (
    <Card withBorder radius="lg" padding="xl" maw={640} mx="auto">
      <Stack align="center" ta="center">
        <PlanBadgeIcon badge={plan.badge} size={72} />
        <Title order={1} size="h2">
          Welcome to {plan.name}
        </Title>
        <Text c="dimmed">{planStateText(planCardState(plan, plan.for))}</Text>
        <List spacing="xs" icon={<IconCheck size={18} aria-hidden />} ta="left">
          {plan.perks.map((perk) => (
            <List.Item key={perk}>{perk}</List.Item>
          ))}
        </List>
        <Group>
          <Button component={Link} to={paths.home.to()}>
            Start exploring
          </Button>
          <Button component={Link} to={paths.platformPlans.to()} variant="default">
            Manage plan
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
