import { Group, Image, Modal, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { consumableMessages, parsePaymentSelection, paymentMessages, type OnDemandPlan } from '@velvet/contracts';
import { useState, type FormEvent } from 'react';
import { toUserMessage } from '@/shared/errors';
import { PaymentMethodSelector, PurchaseFooter, finishOneOffPurchase, openIdealTab, paymentSummaryText, usePaymentSelection } from '@/shared/payment-method';
import { taxInfoQueryOptions } from '@/shared/queries';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { useBuyPackage, useOnDemandPlans } from '../hooks/use-consumables';
import { packageLabel } from '../lib/plans';

const planModes = ['wallet', 'card', 'iDEAL'] as const;

function PlanForm({ plan, onClose }: { plan: OnDemandPlan; onClose: () => void }) {
  const taxInfo = useQuery(taxInfoQueryOptions);
  const buy = useBuyPackage();
  const [packageId, setPackageId] = useState(plan.package[0]?._id ?? '');
  const chosen = plan.package.find((pkg) => pkg._id === packageId);
  const payment = usePaymentSelection({ modes: planModes, amount: chosen?.price ?? Number.NaN, taxPercentage: taxInfo.data?.tax_percentage ?? 0 });

  // Checked synchronously: an iDEAL tab may only be opened within the click itself.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (buy.isPending || !chosen) return;
    if (payment.problem || !payment.selection || !taxInfo.data) {
      payment.revealProblem();
      return;
    }
    const input = parsePaymentSelection(payment.selection);
    const idealTab = input.payment_mode === 'iDEAL' ? openIdealTab() : null;
    buy.mutate(
      { planId: plan._id, packageId: chosen._id, input },
      {
        onSuccess: (transaction) => finishOneOffPurchase({ transaction, idealTab, close: onClose, successMessage: consumableMessages.planPurchased(plan.name) }),
        onError: () => idealTab?.close(),
      },
    );
  };

  const failed = buy.data?.status === 'Failed' ? buy.data : null;
  const refusal = buy.error ? toUserMessage(buy.error) : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Group gap="sm">
          <Image src={plan.media.path} alt="" w={40} h={40} />
          <Text fw={600}>{plan.name}</Text>
        </Group>
        <Radio.Group label="Package" value={packageId} onChange={setPackageId}>
          <Stack gap="xs" mt="xs">
            {plan.package.map((pkg) => (
              <Radio key={pkg._id} value={pkg._id} label={packageLabel(plan, pkg)} />
            ))}
          </Stack>
        </Radio.Group>
        {chosen && taxInfo.data && (
          <Text size="sm" c="dimmed">
            {paymentSummaryText(chosen.price, taxInfo.data)}
          </Text>
        )}
        <PaymentMethodSelector state={payment} disabled={buy.isPending} />
        <PurchaseFooter problem={refusal ?? (failed ? (failed.failure_reason ?? paymentMessages.paymentFailed) : null)} onClose={onClose} submitLabel="Buy" pending={buy.isPending} disabled={!taxInfo.data || !chosen} />
      </Stack>
    </form>
  );
}

type Props = { opened: boolean; onClose: () => void; /** Which consumable to offer: the plan whose `for` it is. */ kind: OnDemandPlan['for'] };

/** 'Purchase plans': the packages of one on-demand plan and the payment method. */
export function PurchasePlansModal({ opened, onClose, kind }: Props) {
  const plans = useOnDemandPlans();
  const plan = plans.data?.find((candidate) => candidate.for === kind);
  return (
    <Modal opened={opened} onClose={onClose} title="Purchase plans" centered>
      {plans.isPending && <Skeleton height={160} aria-label="Loading plans" />}
      {plans.isError && <QueryErrorAlert error={plans.error} onRetry={() => void plans.refetch()} />}
      {plan && opened && <PlanForm plan={plan} onClose={onClose} />}
    </Modal>
  );
}
