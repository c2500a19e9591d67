import { Radio, Stack, Text } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { monthsOf, subscriptionMessages, type SubscribeInput, type SubscriptionPackage } from '@velvet/contracts';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { ModalInnerProps } from '@/shared/modals';
import { showToast } from '@/shared/ui/toast';
import { subscribe } from '../api/subscriptions-api';
import { useCheckoutFlow } from '../hooks/use-checkout-flow';
import { formatCents, periodText, perMonthText, subscriptionPriceLines } from '../lib/subscription-price';
import { PlanSummary } from './PlanSummary';
import { RecurringCheckout, type ChosenPayment } from './RecurringCheckout';

type SubscribeDialogProps = ContextModalProps<ModalInnerProps['SUBSCRIBE']> & { idealDetails?: ReactNode };

/** The plans to choose from when the dialog was opened with several (from a locked post). */
function PlanChoice({ packages, chosen, onChoose }: { packages: SubscriptionPackage[]; chosen: SubscriptionPackage; onChoose: (pkg: SubscriptionPackage) => void }) {
  return (
    <Radio.Group label="Plan" value={chosen._id} onChange={(value) => onChoose(packages.find((offer) => offer._id === value) ?? chosen)}>
      <Stack gap="xs" mt={4}>
        {packages.map((offer) => {
          const lines = subscriptionPriceLines(offer, 0);
          return (
            <Radio
              key={offer._id}
              value={offer._id}
              label={`${lines.label}: ${perMonthText(lines)}`}
              description={
                <Text span size="xs" c="dimmed">
                  billed {formatCents(lines.priceCents)} every {periodText(lines.months)}
                  {lines.discountText ? ` · ${lines.discountText}` : ''}
                </Text>
              }
            />
          );
        })}
      </Stack>
    </Radio.Group>
  );
}

/**
 * SUBSCRIBE: 'Confirm Subscription Purchase' for a channel, 'Subscribe Collab' for a group; one package,
 * paid. Opened with `packages`, the plan can be switched first (the form below starts over for it).
 */
export function SubscribeDialog({ context, id, innerProps, idealDetails }: SubscribeDialogProps) {
  const { target, packages = [] } = innerProps;
  const [pkg, setPkg] = useState(innerProps.package);
  const close = () => context.closeModal(id);
  useGroupTitle(context, id, target.kind);
  const flow = useCheckoutFlow<ChosenPayment>({
    pay: (payment, key) => subscribe({ kind: target.kind, id: target.id }, { package_id: pkg._id, ...payment } satisfies SubscribeInput, key),
    notificationType: 'Channel-Subscription',
    onSucceeded: () => {
      close();
      // The notification's own words, so that its toast and this one show once (showToast says a message once).
      showToast({ color: 'green', message: `You subscribed to ${target.name}` });
    },
  });

  return (
    <RecurringCheckout
      key={pkg._id}
      amount={pkg.final_price}
      period={periodText(monthsOf[pkg.validity_type])}
      summary={
        <>
          {packages.length > 1 && !flow.isWaiting && <PlanChoice packages={packages} chosen={pkg} onChoose={setPkg} />}
          <PlanSummary targetName={target.name} pkg={pkg} />
        </>
      }
      gateAction="subscribe"
      flow={flow}
      onPay={flow.start}
      onCancel={close}
      submitLabel="Subscribe"
      idealDetails={idealDetails}
    />
  );
}

/**
 * The registry's title is the channel's; a group's confirmation is retitled once, before it is painted
 * (retitling re-renders the modals, so it must not run again).
 */
function useGroupTitle(context: SubscribeDialogProps['context'], id: string, kind: 'channel' | 'group') {
  const retitled = useRef(false);
  useLayoutEffect(() => {
    if (kind === 'channel' || retitled.current) return;
    retitled.current = true;
    context.updateContextModal({ modalId: id, title: subscribeDialogTitle(kind) });
  }, [context, id, kind]);
}

/** The dialog's title for its target, as the spec words it. */
export const subscribeDialogTitle = (kind: 'channel' | 'group') =>
  kind === 'channel' ? subscriptionMessages.confirmChannelTitle : subscriptionMessages.confirmGroupTitle;
