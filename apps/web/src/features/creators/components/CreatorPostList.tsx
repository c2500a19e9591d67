import { Card, EmptyState, Image, Stack, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import type { Post } from '@velvet/contracts';
import { formatDateTime } from '@/shared/format';
import { useNow } from '@/shared/hooks/use-now';

type CreatorPostListProps = {
  posts: Post[];
  authorName: string;
};

export function CreatorPostList({ posts, authorName }: CreatorPostListProps) {
  const now = useNow();

  if (posts.length === 0) {
    return <EmptyState py="xl" icon={<IconPhotoOff />} title="No posts yet" />;
  }

  return (
    <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }} aria-label={`Posts by ${authorName}`}>
      {posts.map((post) => {
        const firstImage = post.media.find((item) => item.type === 'image');
        const image = firstImage ? (firstImage.url ?? firstImage.preview_url) : null;
        return (
          <Card component="li" key={post._id} withBorder radius="lg" padding="lg">
            {image && (
              <Card.Section mb="md">
                <Image src={image} alt={`Photo posted by ${authorName}`} mah={520} fit="cover" />
              </Card.Section>
            )}
            {post.text && <Text style={{ whiteSpace: 'pre-line' }}>{post.text}</Text>}
            <Text size="xs" c="dimmed" mt="sm">
              <time dateTime={post.created_at}>{formatDateTime(post.created_at, now)}</time>
            </Text>
          </Card>
        );
      })}
    </Stack>
  );
}
