export type PayeeStatus = 'pending_activation' | 'active';

/** A payout account as `GET /v1/payees/:id` answers it. */
export type Payee = {
  id: string;
  status: PayeeStatus;
  reference: string;
  email: string;
  name: string;
  activation_url: string;
  created: number;
  activated_at?: number;
};
