import { Button, Loader, Modal, Stack, Text } from '@mantine/core';
import { paymentMessages, type BuyProductInput, type Product } from '@velvet/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { preselectedAddress } from '@/features/addresses/lib/address-display';
import { useAddresses } from '@/features/addresses/hooks/use-addresses';
import { toUserMessage } from '@/shared/errors';
import { handIdealPaymentToTab, idealMessages, openIdealTab } from '@/shared/payment-method';
import { useNotification } from '@/shared/realtime';
import { paths } from '@/shared/routing/paths';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { showToast } from '@/shared/ui/toast';
import { useBuyProduct } from '../hooks/use-shop';
import { nextStep, purchaseOutcome, purchaseStepTitles, type PurchaseMove, type PurchaseStep } from '../lib/purchase-steps';
import { AddressStep } from './AddressStep';
import { ConfirmStep, type Selection } from './ConfirmStep';
import { DeliveryStep } from './DeliveryStep';

type ShopPurchaseProps = { product: Product; onClose: () => void };
type FlowProps = ShopPurchaseProps & { step: PurchaseStep; onMove: (move: PurchaseMove) => void };

/** 'Successfully Purchased' with the choice to open tracking or go back. */
function Purchased({ transactionId, onClose }: { transactionId: string; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Stack align="center" role="status">
      <Text fw={600} size="lg">
        {purchaseStepTitles.done}
      </Text>
      <Button
        onClick={() => {
          onClose();
          void navigate(paths.shopTrack.to(transactionId));
        }}
        data-autofocus
      >
        Track order
      </Button>
      <Button variant="default" onClick={onClose}>
        Back to shop
      </Button>
    </Stack>
  );
}

function ShopPurchaseFlow({ product, onClose, step, onMove: move }: FlowProps) {
  const navigate = useNavigate();
  const addresses = useAddresses();
  const buy = useBuyProduct();
  const [selection, setSelection] = useState<Selection>({ qty: 1, color: product.variations.colors[0] ?? null, size: product.variations.sizes[0] ?? null });
  const [addressId, setAddressId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [waitingFor, setWaitingFor] = useState<string | null>(null);
  const [purchasedId, setPurchasedId] = useState<string | null>(null);

  const succeeded = (transactionId: string) => {
    setWaitingFor(null);
    setPurchasedId(transactionId);
    move('purchased');
  };

  // A card charge or an iDEAL payment settles later: the live Product-Purchase notification tells how.
  useNotification('Product-Purchase', ({ data }) => {
    if (!waitingFor || data.transaction_id !== waitingFor) return;
    if (data.status === 'success' || data.success) succeeded(waitingFor);
    else {
      setWaitingFor(null);
      setProblem(data.failure_reason ?? 'Something went wrong');
    }
  });

  const purchase = (input: BuyProductInput) => {
    setProblem(null);
    const idealTab = input.payment_mode === 'iDEAL' ? openIdealTab() : null;
    buy.mutate(input, {
      onSuccess: (transaction) => {
        const outcome = purchaseOutcome(transaction);
        if (outcome === 'paid') return succeeded(transaction._id);
        if (outcome === 'failed') {
          idealTab?.close();
          return setProblem(transaction.failure_reason ?? paymentMessages.paymentFailed);
        }
        setWaitingFor(transaction._id);
        if (outcome === 'bank') {
          showToast({ message: idealMessages.started });
          handIdealPaymentToTab({ transactionId: transaction._id, redirectUrl: transaction.redirect_url, tab: idealTab }).catch(() => {
            setWaitingFor(null);
            setProblem(idealMessages.notStarted);
          });
        }
      },
      onError: (error) => {
        idealTab?.close();
        setProblem(toUserMessage(error));
      },
    });
  };

  if (step === 'done' && purchasedId) return <Purchased transactionId={purchasedId} onClose={onClose} />;
  if (waitingFor) {
    return (
      <Stack align="center" py="lg" role="status">
        <Loader />
        <Text>Waiting for your payment to be confirmed…</Text>
      </Stack>
    );
  }
  if (step === 'confirm') return <ConfirmStep product={product} selection={selection} onChange={setSelection} onNext={() => move('next')} onCancel={onClose} />;
  if (addresses.isPending) return <Loader aria-label="Loading your addresses" />;
  if (addresses.isError) return <QueryErrorAlert error={addresses.error} onRetry={() => void addresses.refetch()} />;
  if (step === 'address') {
    return (
      <AddressStep
        addresses={addresses.data}
        chosenId={preselectedAddress(addresses.data, addressId)?._id ?? null}
        onChosen={(id) => {
          setAddressId(id);
          move('addressSaved');
        }}
        onBack={() => move('back')}
      />
    );
  }
  return (
    <DeliveryStep
      product={product}
      selection={selection}
      address={preselectedAddress(addresses.data, addressId)}
      pending={buy.isPending}
      problem={problem}
      onChangeAddress={() => move('addAddress')}
      onBack={() => move('back')}
      onAddMoney={() => {
        onClose();
        void navigate(paths.wallet.to());
      }}
      onBuy={purchase}
    />
  );
}

/** SHOP_PURCHASE: 'Confirm purchase' → 'Delivery and Payment' ⇄ 'Select delivery address' → 'Successfully Purchased'. */
export function ShopPurchaseDialog({ opened, onClose, ...props }: ShopPurchaseProps & { opened: boolean }) {
  const [step, setStep] = useState<PurchaseStep>('confirm');
  const close = () => {
    setStep('confirm');
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={purchaseStepTitles[step]} centered radius="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      {opened && <ShopPurchaseFlow {...props} onClose={close} step={step} onMove={(move) => setStep((current) => nextStep(current, move))} key={props.product._id} />}
    </Modal>
  );
}
