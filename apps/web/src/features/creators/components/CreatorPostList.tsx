import { Card, EmptyState, Image, Stack, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import type { CreatorPost } from '@velvet/contracts';
import { formatDateTime } from '@/shared/format';
import { useNow } from '@/shared/hooks/use-now';

type CreatorPostListProps = {
  posts: CreatorPost[];
  authorName: string;
};

export function CreatorPostList({ posts, authorName }: CreatorPostListProps) {
  const now = useNow();

  if (posts.length === 0) {
    return <EmptyState py="xl" icon={<IconPhotoOff />} title="No posts yet" />;
  }

  return (
    <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }} aria-label={`Posts by ${authorName}`}>
      {posts.map((post) => (
        <Card component="li" key={post._id} withBorder radius="lg" padding="lg">
          {post.image && (
            <Card.Section mb="md">
              <Image src={post.image} alt={`Photo posted by ${authorName}`} mah={520} fit="cover" />
            </Card.Section>
          )}
          {post.text && <Text style={{ whiteSpace: 'pre-line' }}>{post.text}</Text>}
          <Text size="xs" c="dimmed" mt="sm">
            <time dateTime={post.created_at}>{formatDateTime(post.created_at, now)}</time>
          </Text>
        </Card>
      ))}
    </Stack>
  );
}
