import type { PayoutAccount, PayoutMethod } from '@velvet/contracts';

/** What the WITHDRAW trigger carries and the Withdraw payload sends: the payout account (`sid`) and its method (`type`). */
export type WithdrawDestination = { sid: string; type: PayoutMethod };

/** The trigger's props: the activated payout account's sid and type; nothing while there is none to pay into. */
export const withdrawTrigger = (account: PayoutAccount | null | undefined): Partial<WithdrawDestination> =>
  account?.is_activated ? { sid: account.sid, type: account.type } : {};

/**
 * Where the withdrawal goes: what the trigger carried, or, when the account was activated with the dialog
 * open (the trigger knew of none), the account the dialog has just read.
 */
export function withdrawDestination(carried: Partial<WithdrawDestination>, account: PayoutAccount | null | undefined): WithdrawDestination | null {
  if (carried.sid && carried.type) return { sid: carried.sid, type: carried.type };
  return account?.is_activated ? { sid: account.sid, type: account.type } : null;
}
