import { useQuery } from '@tanstack/react-query';
import { getUserProfile } from '../api/user-profile-api';

export const useUserProfile = (username: string) =>
  useQuery({ queryKey: ['user-profile', username], queryFn: ({ signal }) => getUserProfile(username, signal) });
