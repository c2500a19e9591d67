import { useQuery } from '@tanstack/react-query';
import type { PaymentMethod } from '@velvet/contracts';
import { useState } from 'react';
import { paymentFlagsQueryOptions, savedCardsQueryOptions, walletQueryOptions } from '../queries';
import { defaultPaymentSelection, needsPaymentMethodFirst, paymentSelectionProblem, type PaymentSelection, type PaymentSelectionProblem } from './selection-rules';

type PaymentSelectionOptions = {
  modes: readonly PaymentMethod[];
  /** The price before tax, in dollars; NaN while the amount is not valid. */
  amount: number;
  taxPercentage: number;
};

export type PaymentSelectionState = ReturnType<typeof usePaymentSelection>;

/**
 * The state of a payment-method selector: what is chosen (the wallet or the default card until the
 * user chooses), the rule it breaks if any, and the data it is judged on.
 */
export function usePaymentSelection({ modes, amount, taxPercentage }: PaymentSelectionOptions) {
  const offersWallet = modes.includes('wallet');
  const wallet = useQuery({ ...walletQueryOptions, enabled: offersWallet });
  const cards = useQuery(savedCardsQueryOptions);
  const usesFlags = modes.includes('iDEAL') || modes.includes('skrill');
  const flags = useQuery({ ...paymentFlagsQueryOptions, enabled: usesFlags });
  const [chosen, setChosen] = useState<PaymentSelection | null>(null);
  const [problemShown, setProblemShown] = useState(false);

  const savedCards = cards.data ?? [];
  const selection = chosen ?? (cards.isSuccess ? defaultPaymentSelection(modes, savedCards) : null);
  const context = {
    modes,
    amount: Number.isFinite(amount) ? amount : 0,
    taxPercentage,
    walletBalance: wallet.data?.balance,
    cardIds: savedCards.map((card) => card._id),
    idealEnabled: flags.data?.ideal_enabled ?? false,
    skrillEnabled: flags.data?.skrill_enabled ?? false,
  };
  const problem: PaymentSelectionProblem | null = paymentSelectionProblem(selection, context);
  const isReady = cards.isSuccess && (!offersWallet || wallet.isSuccess) && (!usesFlags || !flags.isPending);

  return {
    modes,
    selection,
    select: (value: PaymentSelection) => {
      setChosen(value);
      setProblemShown(true);
    },
    problem,
    /** The problem once the user chose, or tried to pay; a short wallet shows at once. */
    visibleProblem: problemShown || problem?.needsFunds ? problem : null,
    revealProblem: () => setProblemShown(true),
    /** Everything needed to judge the choice has loaded. */
    isReady,
    /** 'You need to add your payment method first.': nothing offered can pay until a card is added. */
    needsPaymentMethod: isReady && needsPaymentMethodFirst(context),
    wallet,
    cards,
    idealEnabled: flags.data?.ideal_enabled ?? false,
    skrillEnabled: flags.data?.skrill_enabled ?? false,
  };
}
