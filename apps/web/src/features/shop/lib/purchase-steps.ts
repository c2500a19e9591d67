import { displayStatus, quantityProblem, type Transaction } from '@velvet/contracts';

/** SHOP_PURCHASE's three steps, by the spec's titles. */
export const purchaseStepTitles = {
  confirm: 'Confirm purchase',
  delivery: 'Delivery and Payment',
  address: 'Select delivery address',
  done: 'Successfully Purchased',
} as const;
export type PurchaseStep = keyof typeof purchaseStepTitles;

export type PurchaseMove = 'next' | 'back' | 'addAddress' | 'addressSaved' | 'purchased';

/** Step 1 Next → step 2; step 2 back → step 1; add address → step 3; save → step 2; a purchase → done. */
export function nextStep(step: PurchaseStep, move: PurchaseMove): PurchaseStep {
  if (move === 'purchased') return 'done';
  if (step === 'confirm' && move === 'next') return 'delivery';
  if (step === 'delivery' && move === 'back') return 'confirm';
  if (step === 'delivery' && move === 'addAddress') return 'address';
  if (step === 'address' && (move === 'addressSaved' || move === 'back')) return 'delivery';
  return step;
}

/** The quantity stepper: 1 to the stock; a step past the stock stays put and says why. */
export function stepQuantity(qty: number, delta: number, stock: number): { qty: number; problem: string | null } {
  const wanted = qty + delta;
  const problem = quantityProblem(wanted, stock);
  return problem && wanted > 0 ? { qty, problem } : { qty: Math.max(1, wanted), problem: null };
}

/** What a purchase answer means for the dialog: paid now, waiting (card pending, iDEAL at the bank), or failed. */
export function purchaseOutcome(transaction: Transaction): 'paid' | 'waiting' | 'failed' | 'bank' {
  const status = displayStatus(transaction.status);
  if (status === 'failed') return 'failed';
  if (transaction.method === 'iDEAL' && transaction.redirect_url) return 'bank';
  return status === 'success' ? 'paid' : 'waiting';
}

/** Card and wallet purchases ask Yes/No first; iDEAL goes to the bank, which asks there. */
export const needsConfirmation = (paymentMode: string) => paymentMode !== 'iDEAL';
