import { Button, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { adminTransactionMessages, formatUsd, isTransactionIdStart, type AdminUser, type Transaction } from '@velvet/contracts';
import { useState } from 'react';
import { transactionTypeLabel } from '@/features/transactions/lib/transaction-display';
import { useNow } from '@/shared/hooks/use-now';
import { useTransactionSearch } from '../hooks/use-admin-console';
import { AdminTransactionRow } from './AdminTransactionRow';
import { TransactionResults } from './TransactionResults';
import { UserPicker } from './UserPicker';

const ID_DEBOUNCE_MS = 300;

type TransactionPickerProps = { value: Transaction | null; onChange: (transaction: Transaction | null) => void; error?: string };

/** Picks a transaction by its id (or the first characters of it), or from a fan's or creator's transactions. */
export function TransactionPicker({ value, onChange, error }: TransactionPickerProps) {
  const now = useNow();
  const [user, setUser] = useState<AdminUser | null>(null);
  const [id, setId] = useState('');
  const [typedId] = useDebouncedValue(id.trim().toLowerCase(), ID_DEBOUNCE_MS);
  const byId = !user && isTransactionIdStart(typedId);
  const results = useTransactionSearch(user ? { user_id: user._id } : { q: typedId }, Boolean(user) || byId);

  if (value) {
    return (
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Transaction
        </Text>
        <Paper withBorder radius="md" p="sm">
          <AdminTransactionRow
            transaction={value}
            now={now}
            actions={
              <Button size="compact-xs" variant="subtle" onClick={() => onChange(null)} aria-label="Change transaction">
                Change
              </Button>
            }
          />
        </Paper>
      </Stack>
    );
  }

  const idError = id.trim() && typedId === id.trim().toLowerCase() && !isTransactionIdStart(typedId) ? adminTransactionMessages.idFormat : undefined;
  return (
    <Stack gap="xs">
      <UserPicker label="Fan or creator" description="Their transactions, newest first" value={user} onChange={setUser} />
      {!user && (
        <TextInput
          label="Transaction ID"
          description="Or the whole id, or its first characters"
          value={id}
          autoComplete="off"
          spellCheck={false}
          error={idError}
          onChange={(event) => setId(event.currentTarget.value)}
        />
      )}
      {error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
      <TransactionResults
        label="Matching transactions"
        results={results}
        empty="No transactions match."
        action={(transaction) => (
          <Button
            size="compact-xs"
            variant="light"
            onClick={() => onChange(transaction)}
            aria-label={`Choose ${transactionTypeLabel(transaction)} of ${formatUsd(transaction.total_amount_with_tax)}, ${transaction._id}`}
          >
            Choose
          </Button>
        )}
      />
    </Stack>
  );
}
