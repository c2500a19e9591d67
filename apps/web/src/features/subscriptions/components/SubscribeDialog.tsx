import type { ContextModalProps } from '@mantine/modals';
import { monthsOf, subscriptionMessages, type SubscribeInput } from '@velvet/contracts';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import type { ModalInnerProps } from '@/shared/modals';
import { showToast } from '@/shared/ui/toast';
import { subscribe } from '../api/subscriptions-api';
import { useCheckoutFlow } from '../hooks/use-checkout-flow';
import { periodText } from '../lib/subscription-price';
import { PlanSummary } from './PlanSummary';
import { RecurringCheckout, type ChosenPayment } from './RecurringCheckout';

type SubscribeDialogProps = ContextModalProps<ModalInnerProps['SUBSCRIBE']> & { idealDetails?: ReactNode };

/** SUBSCRIBE: 'Confirm Subscription Purchase' for a channel, 'Subscribe Collab' for a group; one package, paid. */
export function SubscribeDialog({ context, id, innerProps, idealDetails }: SubscribeDialogProps) {
  const { target, package: pkg } = innerProps;
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
      amount={pkg.final_price}
      period={periodText(monthsOf[pkg.validity_type])}
      summary={<PlanSummary targetName={target.name} pkg={pkg} />}
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
