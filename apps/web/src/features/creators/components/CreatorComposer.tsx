import type { CreatorProfile } from '@velvet/contracts';
import { Composer } from '@/features/posts/components/Composer';
import { useCreators } from '../hooks/use-creators';

/** The composer on a creator's own page: their channels, and the other creators as possible collaborators. */
export function CreatorComposer({ creator }: { creator: CreatorProfile }) {
  const creators = useCreators();
  const collaboratorOptions = (creators.data ?? [])
    .filter((other) => other._id !== creator._id)
    .map((other) => ({ value: other._id, label: `${other.display_name} (@${other.username})` }));
  return <Composer channels={creator.channels} collaboratorOptions={collaboratorOptions} />;
}
