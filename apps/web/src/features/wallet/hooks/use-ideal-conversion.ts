import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { sessionQueryScope } from '@/shared/api';
import { getIdealConversion } from '../api/wallet-api';

const DEBOUNCE_MS = 400;

/** The EUR the bank will charge for a deposit of `amount` dollars, asked for once typing pauses. */
export function useIdealConversion(amount: number, enabled: boolean) {
  const [settledAmount] = useDebouncedValue(amount, DEBOUNCE_MS);
  return useQuery({
    queryKey: [sessionQueryScope, 'ideal-conversion', settledAmount],
    queryFn: ({ signal }) => getIdealConversion(settledAmount, signal),
    enabled: enabled && Number.isFinite(settledAmount) && settledAmount > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
