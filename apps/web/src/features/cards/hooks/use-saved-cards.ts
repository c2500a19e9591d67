import { useQuery } from '@tanstack/react-query';
import { savedCardsQueryOptions } from '@/shared/queries';

export const useSavedCards = () => useQuery(savedCardsQueryOptions);
