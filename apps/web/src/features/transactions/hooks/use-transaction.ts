import { useQuery } from '@tanstack/react-query';
import { transactionQueryOptions } from '@/shared/queries';

export const useTransaction = (transactionId: string) => useQuery(transactionQueryOptions(transactionId));
