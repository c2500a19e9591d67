import { useParams } from 'react-router';
import { CreatorProfileView } from '@/features/creators';

export function CreatorRoute() {
  const { username = '' } = useParams();
  return <CreatorProfileView key={username} username={username} />;
}
