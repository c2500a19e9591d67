import { Button } from '@mantine/core';
import { formatUsd, type Transaction } from '@velvet/contracts';
import { lazy, Suspense, useState } from 'react';
import { transactionTypeLabel } from '@/features/transactions/lib/transaction-display';
import { useTransactionSearch } from '../hooks/use-admin-console';
import { isRefundable } from '../lib/refundable';
import { TransactionResults } from './TransactionResults';

const RefundDialog = lazy(() => import('./RefundDialog').then((module) => ({ default: module.RefundDialog })));

/** A user's transactions as they see them, newest first, with Refund on the purchases that can be refunded. */
export function UserTransactions({ userId }: { userId: string }) {
  const transactions = useTransactionSearch({ user_id: userId, limit: 10 });
  const [refunding, setRefunding] = useState<Transaction | null>(null);

  return (
    <>
      <TransactionResults
        label="Transactions"
        results={transactions}
        empty="No transactions yet."
        action={(transaction) =>
          isRefundable(transaction) ? (
            <Button
              size="compact-xs"
              variant="light"
              color="orange"
              onClick={() => setRefunding(transaction)}
              aria-label={`Refund ${transactionTypeLabel(transaction)} of ${formatUsd(transaction.total_amount_with_tax)}`}
            >
              Refund
            </Button>
          ) : null
        }
      />
      {refunding && (
        <Suspense fallback={null}>
          <RefundDialog transaction={refunding} onClose={() => setRefunding(null)} />
        </Suspense>
      )}
    </>
  );
}
