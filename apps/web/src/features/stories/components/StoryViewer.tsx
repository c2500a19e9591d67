import { ActionIcon, Avatar, Box, Group, Modal, Overlay, Progress, Stack, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { StoryGroup } from '@velvet/contracts';
import { useEffect, useRef } from 'react';
import { LockPanel } from '@/features/posts/components/LockPanel';
import { MediaView } from '@/features/posts/components/MediaView';
import { TipButton } from '@/features/posts/components/TipButton';
import { ReportMenu } from '@/features/reports/components/ReportMenu';
import { formatRelativeTime } from '@/shared/format';
import { useNow } from '@/shared/hooks/use-now';
import { nextStory, previousStory, storyKey, type StoryPosition } from '../lib/story-navigation';

type StoryViewerProps = {
  groups: StoryGroup[];
  position: StoryPosition | null;
  onMove: (position: StoryPosition) => void;
  onClose: () => void;
};

/** Full-screen stories: arrows (keys or buttons) move through them, Escape closes; a locked one shows its offer. */
export function StoryViewer({ groups, position, onMove, onClose }: StoryViewerProps) {
  const now = useNow();
  const sizes = groups.map((group) => group.stories.length);
  const group = position ? groups[position.group] : undefined;
  const story = position ? group?.stories[position.story] : undefined;

  const body = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!position) return;
    const onKey = (event: KeyboardEvent) => {
      // Keys pressed in a dialog opened over the viewer (the unlock, a tip) belong to that dialog.
      const dialog = event.target instanceof Element ? event.target.closest('[role="dialog"]') : null;
      if (dialog && !dialog.contains(body.current)) return;
      const result = storyKey(event.key, position, sizes);
      if (result?.type === 'move') onMove(result.position);
      if (result?.type === 'close') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  const next = position ? nextStory(position, sizes) : null;
  const previous = position ? previousStory(position, sizes) : null;
  const atStart = !position || (previous?.group === position.group && previous.story === position.story);

  return (
    <Modal
      opened={Boolean(story)}
      onClose={onClose}
      fullScreen
      // Escape is handled with the arrows, so that it only closes the viewer when the viewer has the focus.
      closeOnEscape={false}
      title={
        group && (
          <Group gap="sm">
            <Avatar src={group.author.avatar} name={group.author.display_name} alt="" color="velvet" />
            <div>
              <Text fw={600}>{group.author.display_name}</Text>
              {story && (
                <Text size="xs" c="dimmed">
                  <time dateTime={story.created_at}>{formatRelativeTime(story.created_at, now)}</time>
                </Text>
              )}
            </div>
          </Group>
        )
      }
      styles={{ body: { height: 'calc(100% - 72px)' } }}
    >
      {story && position && group && (
        <Stack h="100%" gap="sm" ref={body}>
          <Group gap={4} grow aria-label={`Story ${position.story + 1} of ${group.stories.length}`}>
            {group.stories.map((item, index) => (
              <Progress key={item._id} value={index <= position.story ? 100 : 0} size="xs" aria-hidden />
            ))}
          </Group>
          <Group wrap="nowrap" align="center" style={{ flex: 1, minHeight: 0 }}>
            <ActionIcon variant="subtle" size="xl" aria-label="Previous story" disabled={atStart} onClick={() => previous && onMove(previous)}>
              <IconChevronLeft />
            </ActionIcon>
            <Box pos="relative" h="100%" style={{ flex: 1, overflow: 'hidden' }}>
              <MediaView key={story._id} item={story.media} alt={`Story by ${group.author.display_name}`} fit="contain" autoPlay />
              {story.lock && (
                <Overlay backgroundOpacity={0.35} center zIndex={1}>
                  <LockPanel lock={story.lock} kind="story" id={story._id} />
                </Overlay>
              )}
            </Box>
            <ActionIcon variant="subtle" size="xl" aria-label={next ? 'Next story' : 'Close stories'} onClick={() => (next ? onMove(next) : onClose())}>
              <IconChevronRight />
            </ActionIcon>
          </Group>
          <Group justify="space-between" align="flex-start">
            <Text style={{ whiteSpace: 'pre-line', flex: 1 }}>{story.text}</Text>
            {!story.is_owner && (
              <TipButton
                variant="light"
                label="Tip story"
                recipientId={group.author._id}
                recipientName={group.author.display_name}
                traceableData={{ entity: 'story', ref: story._id }}
              />
            )}
            <ReportMenu ownerId={group.author._id} label="Story options" reportedId={story._id} type="story" />
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
