import { Button, Group, Select, TextInput } from '@mantine/core';
import { transactionTypeLabels, transactionTypes, type TransactionType } from '@velvet/contracts';
import { dateRangeError, isDateRangeValid, noTransactionFilter, type TransactionFilter } from '../lib/transaction-filter';

const typeOptions = transactionTypes
  .map((type) => ({ value: type, label: transactionTypeLabels[type] }))
  .sort((a, b) => a.label.localeCompare(b.label));

// The browser's own date picker follows the dark theme.
const dateInputStyles = { input: { colorScheme: 'dark' } } as const;

const isTransactionType = (value: string | null): value is TransactionType => value !== null && (transactionTypes as string[]).includes(value);

type TransactionFiltersProps = {
  filter: TransactionFilter;
  onChange: (filter: TransactionFilter) => void;
};

/** Filter by type and by a date range. */
export function TransactionFilters({ filter, onChange }: TransactionFiltersProps) {
  const rangeValid = isDateRangeValid(filter);
  const filtered = filter.type !== null || filter.from !== '' || filter.to !== '';

  return (
    <Group align="flex-start" gap="sm" role="search" aria-label="Filter transactions">
      <Select
        label="Type"
        placeholder="All types"
        data={typeOptions}
        value={filter.type}
        onChange={(value) => onChange({ ...filter, type: isTransactionType(value) ? value : null })}
        clearable
        searchable
        w={220}
      />
      <TextInput label="From" type="date" styles={dateInputStyles} value={filter.from} max={filter.to || undefined} onChange={(event) => onChange({ ...filter, from: event.currentTarget.value })} />
      <TextInput
        label="To"
        type="date"
        styles={dateInputStyles}
        value={filter.to}
        min={filter.from || undefined}
        error={rangeValid ? undefined : dateRangeError}
        onChange={(event) => onChange({ ...filter, to: event.currentTarget.value })}
      />
      {filtered && (
        <Button variant="subtle" mt={25} onClick={() => onChange(noTransactionFilter)}>
          Clear filters
        </Button>
      )}
    </Group>
  );
}
