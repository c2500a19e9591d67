import { useQuery } from '@tanstack/react-query';
import { moneyKeys } from '@/shared/queries';
import { getEarnings } from '../api/get-earnings';

export const useEarnings = () => useQuery({ queryKey: moneyKeys.earnings, queryFn: ({ signal }) => getEarnings(signal) });
