import { Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { useQuery } from '@tanstack/react-query';
import { PLAN_PURCHASE_REDIRECT, planMessages, platformPlanIdSchema, type PlatformPlan, type PurchasePlanInput } from '@velvet/contracts';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { RecurringCheckout, type ChosenPayment } from '@/features/subscriptions/components/RecurringCheckout';
import { useCheckoutFlow } from '@/features/subscriptions/hooks/use-checkout-flow';
import type { ModalInnerProps } from '@/shared/modals';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { showToast } from '@/shared/ui/toast';
import { platformPlansQueryOptions, purchasePlan } from '../api/plans-api';
import { planPriceText } from '../lib/plan-state';
import { PlanBadgeIcon } from './PlanBadgeIcon';

type PlanPurchaseDialogProps = ContextModalProps<ModalInnerProps['PLAN_PURCHASE']> & { idealDetails?: ReactNode };

/** PLAN_PURCHASE: buys Prime or Pro; success says 'You have successfully purchased {name}' and goes to /fresh. */
export function PlanPurchaseDialog({ context, id, innerProps, idealDetails }: PlanPurchaseDialogProps) {
  const plans = useQuery(platformPlansQueryOptions);
  const close = () => context.closeModal(id);

  if (plans.isPending) return <Skeleton height={240} aria-label="Loading the plan" />;
  if (plans.isError) return <QueryErrorAlert error={plans.error} onRetry={() => void plans.refetch()} />;
  const plan = plans.data.find((candidate) => candidate._id === innerProps.planId);
  if (!plan) return <Text>{planMessages.notForYourRole}</Text>;
  return <PlanCheckout plan={plan} onClose={close} idealDetails={idealDetails} />;
}

function PlanCheckout({ plan, onClose, idealDetails }: { plan: PlatformPlan; onClose: () => void; idealDetails?: ReactNode }) {
  const navigate = useNavigate();
  const planId = platformPlanIdSchema.parse(plan._id);
  const flow = useCheckoutFlow<ChosenPayment>({
    pay: (payment, key) => purchasePlan(planId, payment satisfies PurchasePlanInput, key),
    notificationType: 'Prime-Purchase',
    onSucceeded: () => {
      showToast({ color: 'green', message: planMessages.purchased(plan.name) });
      void navigate(PLAN_PURCHASE_REDIRECT);
    },
  });
  const { price, was } = planPriceText(plan);

  const summary = (
    <Paper withBorder radius="md" p="sm">
      <Group gap="sm" wrap="nowrap">
        <PlanBadgeIcon badge={plan.badge} size={32} />
        <Stack gap={0}>
          <Text fw={700}>{plan.name}</Text>
          <Text size="sm">
            {price}
            {was && (
              <Text span size="sm" c="dimmed" td="line-through" ml={6}>
                {was}
              </Text>
            )}
          </Text>
          {plan.offer && (
            <Text size="xs" c="green">
              {plan.offer.description}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );

  return (
    <RecurringCheckout
      amount={plan.final_price}
      period="month"
      summary={summary}
      gateAction="get prime"
      flow={flow}
      onPay={flow.start}
      onCancel={onClose}
      submitLabel={`Get ${plan.name}`}
      idealDetails={idealDetails}
    />
  );
}
