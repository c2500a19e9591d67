import { displayStatus, type DepositResult, type TransactionStatus } from '@velvet/contracts';

export type DepositMode = 'card' | 'iDEAL';

/**
 * A deposit from the click to its result. A card deposit is answered Pending and settled by the
 * Wallet-Recharge notification (or, should the socket have missed it, by asking for the transaction);
 * an iDEAL deposit is settled by asking for the transaction while the bank page is open in its tab.
 */
export type DepositFlowState =
  | { phase: 'idle' }
  | { phase: 'submitting'; mode: DepositMode }
  /** The card-processing flag of the spec, or the wait for the bank. */
  | { phase: 'processing'; mode: DepositMode; transactionId: string }
  | { phase: 'succeeded'; mode: DepositMode; transactionId: string }
  | { phase: 'failed'; mode: DepositMode; transactionId: string; reason: string | null }
  /** No result after a long wait: the deposit goes on in the background and its notification will tell. */
  | { phase: 'unsettled'; mode: DepositMode; transactionId: string }
  /** The API refused the deposit: its message is shown in the form. */
  | { phase: 'refused'; message: string };

export type DepositFlowEvent =
  | { type: 'submitted'; mode: DepositMode }
  | { type: 'answered'; result: DepositResult }
  | { type: 'refused'; message: string }
  | { type: 'notified'; status: 'success' | 'failed' | 'pending' | undefined; transactionId: string | undefined }
  | { type: 'polled'; transactionId: string; status: TransactionStatus; failureReason: string | null }
  | { type: 'waitedTooLong' }
  | { type: 'reset' };

export const idleDeposit: DepositFlowState = { phase: 'idle' };

const isBusy = (state: DepositFlowState) => state.phase === 'submitting' || state.phase === 'processing';

export function depositFlowReducer(state: DepositFlowState, event: DepositFlowEvent): DepositFlowState {
  switch (event.type) {
    case 'submitted':
      return isBusy(state) ? state : { phase: 'submitting', mode: event.mode };
    case 'refused':
      return state.phase === 'submitting' ? { phase: 'refused', message: event.message } : state;
    case 'answered': {
      if (state.phase !== 'submitting') return state;
      const { transaction_id: transactionId, status, failure_reason: reason } = event.result;
      if (status === 'Completed') return { phase: 'succeeded', mode: state.mode, transactionId };
      if (status === 'Failed') return { phase: 'failed', mode: state.mode, transactionId, reason };
      return { phase: 'processing', mode: state.mode, transactionId };
    }
    case 'notified': {
      if (state.phase !== 'processing' || event.status === 'pending') return state;
      // A notification names its transaction; one that names another deposit is not this one's result.
      if (event.transactionId !== undefined && event.transactionId !== state.transactionId) return state;
      return event.status === 'success'
        ? { phase: 'succeeded', mode: state.mode, transactionId: state.transactionId }
        : { phase: 'failed', mode: state.mode, transactionId: state.transactionId, reason: null };
    }
    case 'polled': {
      if (state.phase !== 'processing' || event.transactionId !== state.transactionId) return state;
      const shown = displayStatus(event.status);
      if (shown === 'pending') return state;
      return shown === 'success'
        ? { phase: 'succeeded', mode: state.mode, transactionId: state.transactionId }
        : { phase: 'failed', mode: state.mode, transactionId: state.transactionId, reason: event.failureReason };
    }
    case 'waitedTooLong':
      return state.phase === 'processing' ? { phase: 'unsettled', mode: state.mode, transactionId: state.transactionId } : state;
    case 'reset':
      return idleDeposit;
  }
}
