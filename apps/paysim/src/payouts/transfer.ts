export type TransferStatus = 'pending' | 'paid' | 'failed';

/** A payout as `GET /v1/transfers/:id` answers it. */
export type Transfer = {
  id: string;
  status: TransferStatus;
  payee_id: string;
  amount: number;
  currency: string;
  reference: string;
  created: number;
  settled_at?: number;
  failure_reason?: string;
};
