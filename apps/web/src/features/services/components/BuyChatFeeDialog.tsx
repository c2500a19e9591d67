import { Alert, Button, Group, Loader, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { CHAT_FEE_SPINNER_MS, effectivePrice, parsePaymentSelection, serviceMessages, type Service } from '@velvet/contracts';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '@/features/auth/hooks/use-session';
import { IdealDetailsSection } from '@/features/payments/components/IdealDetailsSection';
import { toUserMessage } from '@/shared/errors';
import { PaymentMethodSelector, SKRILL_SELECTION, handIdealPaymentToTab, idealMessages, openIdealTab, paymentSummaryText, sendToWalletPage, usePaymentSelection } from '@/shared/payment-method';
import { taxInfoQueryOptions } from '@/shared/queries';
import { paths } from '@/shared/routing/paths';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { showToast } from '@/shared/ui/toast';
import { usePurchaseChatFee } from '../hooks/use-services';
import { chatFeeErrorMessage, chatFeeOutcome } from '../lib/chat-fee-purchase';
import { chatFeeTerms } from '../lib/service-display';

const chatFeeModes = ['wallet', 'card', 'iDEAL', 'skrill'] as const;

type BuyChatFeeDialogProps = { service: Service; creatorName: string; onClose: () => void };

/** A card charge the provider has not answered yet: a spinner that closes itself; the notification tells the outcome. */
function Processing({ onDone }: { onDone: () => void }) {
  useEffect(() => {
    const timer = window.setTimeout(onDone, CHAT_FEE_SPINNER_MS);
    return () => window.clearTimeout(timer);
  }, [onDone]);
  return (
    <Stack align="center" py="lg" role="status">
      <Loader />
      <Text>Processing your payment…</Text>
    </Stack>
  );
}

function BuyChatFeeForm({ service, creatorName, onClose }: BuyChatFeeDialogProps) {
  const navigate = useNavigate();
  const session = useSession();
  const taxInfo = useQuery(taxInfoQueryOptions);
  const purchase = usePurchaseChatFee();
  const price = effectivePrice(service);
  const payment = usePaymentSelection({ modes: chatFeeModes, amount: price, taxPercentage: taxInfo.data?.tax_percentage ?? 0 });
  const [processing, setProcessing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const user = session.status === 'signed-in' ? session.user : null;

  // Checked synchronously: an iDEAL tab may only be opened within the click itself.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (purchase.isPending) return;
    if (payment.problem || !payment.selection || !taxInfo.data) {
      payment.revealProblem();
      return;
    }
    setFailure(null);
    // The hosted wallet goes through the v2 call, without payment fields.
    const selected = payment.selection === SKRILL_SELECTION ? null : parsePaymentSelection(payment.selection);
    const idealTab = selected?.payment_mode === 'iDEAL' ? openIdealTab() : null;
    purchase.mutate(
      { service_id: service._id, ...selected, traceable_data: { entity: 'service', ref: service._id } },
      {
        onSuccess: (transaction) => {
          const outcome = chatFeeOutcome(transaction);
          if (outcome === 'failed') {
            idealTab?.close();
            setFailure(serviceMessages.chatFeeFailed);
          } else if (outcome === 'processing') setProcessing(true);
          else if (outcome === 'wallet-page') {
            onClose();
            sendToWalletPage(transaction);
          }
          else if (outcome === 'paid') {
            showToast({ color: 'green', message: serviceMessages.chatFeePaid });
            onClose();
          } else {
            onClose();
            showToast({ message: idealMessages.started });
            handIdealPaymentToTab({ transactionId: transaction._id, redirectUrl: transaction.redirect_url, tab: idealTab }).catch(() =>
              showToast({ color: 'red', message: idealMessages.notStarted }),
            );
          }
        },
        onError: (error) => {
          idealTab?.close();
          setFailure(chatFeeErrorMessage(toUserMessage(error)));
        },
      },
    );
  };

  if (processing) return <Processing onDone={onClose} />;

  return (
    <form onSubmit={submit} noValidate aria-label="Buy chat fee">
      <Stack>
        <Text>
          {service.name} with {creatorName}: {chatFeeTerms(service)}.
        </Text>
        {taxInfo.isPending && <Skeleton height={20} aria-label="Loading tax information" />}
        {taxInfo.isError && <QueryErrorAlert error={taxInfo.error} onRetry={() => void taxInfo.refetch()} />}
        {taxInfo.data && (
          <Text fw={600} aria-live="polite">
            {paymentSummaryText(price, taxInfo.data)}
          </Text>
        )}
        <PaymentMethodSelector
          state={payment}
          disabled={purchase.isPending}
          idealDetails={<IdealDetailsSection suggested={user ? { f_name: user.f_name ?? '', l_name: user.l_name ?? '', email: user.email } : undefined} />}
        />
        {failure && (
          <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{failure}</Text>
              {failure === serviceMessages.insufficientBalance && (
                <Button size="xs" variant="light" onClick={() => void navigate(paths.wallet.to())}>
                  {serviceMessages.addBalance}
                </Button>
              )}
            </Stack>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={purchase.isPending} disabled={!taxInfo.data}>
            Pay
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Buy Chat Fee Service: the fee's terms and total, a payment method, and the spec's outcomes. */
export function BuyChatFeeDialog(props: BuyChatFeeDialogProps & { opened: boolean }) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title="Buy Chat Fee Service" centered radius="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      {props.opened && <BuyChatFeeForm service={props.service} creatorName={props.creatorName} onClose={props.onClose} />}
    </Modal>
  );
}
