import { useQuery } from '@tanstack/react-query';
import { creatorKeys } from '@/shared/queries/content-keys';
import { getCreators } from '../api/get-creators';

export const useCreators = () =>
  useQuery({ queryKey: creatorKeys.list(), queryFn: ({ signal }) => getCreators(signal) });
