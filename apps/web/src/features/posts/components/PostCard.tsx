import { Anchor, Avatar, Badge, Button, Card, Collapse, Group, Stack, Text } from '@mantine/core';
import { IconLockOpen, IconMessageCircle } from '@tabler/icons-react';
import { formatUsd, type Post } from '@velvet/contracts';
import { Suspense, lazy, useState } from 'react';
import { Link } from 'react-router';
import { ReportMenu } from '@/features/reports/components/ReportMenu';
import { formatCompactNumber, formatDateTime } from '@/shared/format';
import { useNow } from '@/shared/hooks/use-now';
import { paths } from '@/shared/routing/paths';
import { CenteredLoader } from '@/shared/ui/CenteredLoader';
import { LikeButton } from './LikeButton';
import { MediaGallery } from './MediaGallery';
import { PostText } from './PostText';
import { TipButton } from './TipButton';

// Fetched when a reader first opens the comments: its form is not needed to read the feed.
const CommentsSection = lazy(() => import('./CommentsSection').then((module) => ({ default: module.CommentsSection })));

/** Who may see the post, as its badge says it. */
function VisibilityBadge({ post }: { post: Post }) {
  if (post.visibility === 'subscribers' && post.channel) {
    return (
      <Badge variant="light" component={Link} to={paths.channel.to(post.channel.username)} style={{ cursor: 'pointer', textTransform: 'none' }}>
        {post.channel.name}
      </Badge>
    );
  }
  if (post.visibility === 'list') {
    // Only the creator learns the list's name; a fan on it sees that the post was for a few.
    return (
      <Badge variant="light" color="grape" style={{ textTransform: 'none' }}>
        {post.list ? `List: ${post.list.title}` : 'For a list'}
      </Badge>
    );
  }
  if (post.visibility === 'paid' && post.price !== null) {
    return (
      <Badge variant="light" color="yellow" leftSection={post.unlocked ? <IconLockOpen size={12} /> : undefined}>
        {post.unlocked ? 'Unlocked' : formatUsd(post.price)}
      </Badge>
    );
  }
  return null;
}

/** One post: author, text with read-more, media (or the lock), likes, comments and a tip. */
export function PostCard({ post }: { post: Post }) {
  const now = useNow();
  const [commentsOpen, setCommentsOpen] = useState(false);
  const [commentDelta, setCommentDelta] = useState(0);
  const commentCount = post.comment_count + commentDelta;
  const commentsId = `comments-${post._id}`;

  return (
    <Card component="article" withBorder radius="lg" padding="lg" aria-label={`Post by ${post.author.display_name}`}>
      <Group justify="space-between" wrap="nowrap" mb="sm">
        <Group gap="sm" wrap="nowrap">
          {/* The name beside it is the same link: the picture is one for the mouse, out of the tab order and unread by screen readers. */}
          <Avatar
            src={post.author.avatar}
            name={post.author.display_name}
            alt=""
            imageProps={{ loading: 'lazy' }}
            color="velvet"
            component={Link}
            to={paths.creator.to(post.author.username)}
            tabIndex={-1}
            aria-hidden
          />
          <div>
            <Anchor component={Link} to={paths.creator.to(post.author.username)} fw={600} c="bright">
              {post.author.display_name}
            </Anchor>
            <Text size="xs" c="dimmed">
              @{post.author.username} ·{' '}
              <Anchor component={Link} to={paths.post.to(post._id)} inherit c="dimmed">
                <time dateTime={post.created_at}>{formatDateTime(post.created_at, now)}</time>
              </Anchor>
            </Text>
          </div>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <VisibilityBadge post={post} />
          <ReportMenu ownerId={post.author._id} label="Post options" reportedId={post._id} type="post" location={paths.creator.to(post.author.username)} />
        </Group>
      </Group>
      <Stack gap="sm">
        <PostText text={post.text} />
        {(post.media.length > 0 || post.lock) && (
          <Card.Section>
            <MediaGallery media={post.media} lock={post.lock} postId={post._id} authorName={post.author.display_name} />
          </Card.Section>
        )}
        {post.collaborators.length > 0 && (
          <Text size="xs" c="dimmed">
            With {post.collaborators.map((collaborator) => `@${collaborator.username}`).join(', ')}
          </Text>
        )}
        <Group justify="space-between">
          <Group gap="xs">
            <LikeButton post={post} />
            <Button
              variant="subtle"
              color="gray"
              size="compact-md"
              leftSection={<IconMessageCircle size={18} />}
              aria-expanded={commentsOpen}
              aria-controls={commentsId}
              aria-label={`Comments (${commentCount})`}
              onClick={() => setCommentsOpen(!commentsOpen)}
            >
              {formatCompactNumber(commentCount)}
            </Button>
          </Group>
          {!post.is_owner && (
            <TipButton
              size="compact-md"
              variant="light"
              label="Tip post"
              recipientId={post.author._id}
              recipientName={post.author.display_name}
              traceableData={{ entity: 'post', ref: post._id }}
            />
          )}
        </Group>
        <Collapse expanded={commentsOpen} id={commentsId}>
          {commentsOpen && (
            <Suspense fallback={<CenteredLoader label="Loading comments" />}>
              <CommentsSection postId={post._id} onCountChange={(delta) => setCommentDelta((current) => current + delta)} />
            </Suspense>
          )}
        </Collapse>
      </Stack>
    </Card>
  );
}
