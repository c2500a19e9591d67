import { useParams } from 'react-router';
import { UserProfileView } from '@/features/profile/components/UserProfileView';

export function UserProfileRoute() {
  const { username = '' } = useParams();
  return <UserProfileView key={username} username={username} />;
}
