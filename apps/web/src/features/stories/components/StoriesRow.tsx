import { Avatar, Box, Group, Skeleton, Text, UnstyledButton } from '@mantine/core';
import type { StoryGroup } from '@velvet/contracts';
import { Suspense, lazy, useState } from 'react';
import type { StoryPosition } from '../lib/story-navigation';

// Fetched when a story is first opened: the row on the home page does not carry the viewer.
const StoryViewer = lazy(() => import('./StoryViewer').then((module) => ({ default: module.StoryViewer })));

const RING = 'linear-gradient(45deg, var(--mantine-color-velvet-4), var(--mantine-color-yellow-5))';

/** Live stories as avatars with rings; a press opens the viewer at that creator's first story. */
export function StoriesRow({ groups, label = 'Stories' }: { groups: StoryGroup[]; label?: string }) {
  const [position, setPosition] = useState<StoryPosition | null>(null);
  // Once loaded, the viewer stays mounted, so that closing it animates.
  const [viewerLoaded, setViewerLoaded] = useState(false);
  if (position && !viewerLoaded) setViewerLoaded(true);
  const shown = groups.filter((group) => group.stories.length > 0);
  if (shown.length === 0) return null;

  return (
    <>
      {/* The browser's own scrolling: on phones a swipe, with no scrollbar code to load. */}
      <Box style={{ overflowX: 'auto' }} pb="xs">
        <Group component="ul" gap="md" wrap="nowrap" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
          {shown.map((group, index) => (
            <li key={group.author._id}>
              <UnstyledButton
                onClick={() => setPosition({ group: index, story: 0 })}
                aria-label={`${group.author.display_name}: ${group.stories.length} ${group.stories.length === 1 ? 'story' : 'stories'}`}
              >
                <Box p={3} style={{ borderRadius: '50%', background: RING }}>
                  <Avatar
                    src={group.author.avatar}
                    name={group.author.display_name}
                    alt=""
                    size={64}
                    color="velvet"
                    style={{ border: '3px solid var(--mantine-color-body)' }}
                  />
                </Box>
                <Text size="xs" ta="center" mt={4} maw={72} truncate>
                  {group.author.display_name}
                </Text>
              </UnstyledButton>
            </li>
          ))}
        </Group>
      </Box>
      {viewerLoaded && (
        <Suspense fallback={null}>
          <StoryViewer groups={shown} position={position} onMove={setPosition} onClose={() => setPosition(null)} />
        </Suspense>
      )}
    </>
  );
}

export function StoriesRowSkeleton() {
  return (
    <Group gap="md" aria-busy="true" aria-label="Loading stories">
      {[0, 1, 2, 3].map((item) => (
        <Skeleton key={item} circle height={70} />
      ))}
    </Group>
  );
}
