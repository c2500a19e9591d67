import { Group, Image, Skeleton, Text } from '@mantine/core';
import { useRequest } from '../hooks/use-requests';
import { VideoPreview } from '@/shared/ui/VideoPreview';

/** The files a fan sent with a rating or custom request, as the request shows them to this viewer (a video by its poster and quality label). */
export function RequestFiles({ requestId }: { requestId: string }) {
  const request = useRequest(requestId);
  if (request.isPending) return <Skeleton h={48} w={96} />;
  if (request.isError) return null;
  const { media } = request.data;
  if (!media.length) return null;
  return (
    <Group gap="xs" data-testid="request-files">
      {media.map((file) =>
        file.type === 'video' ? (
          <VideoPreview key={file.path} src={file.path} posterUrl={file.poster_url} quality={file.quality} />
        ) : (
          <Image key={file.path} src={file.path} alt="Request file" w={96} h={96} radius="sm" />
        ),
      )}
      <Text size="xs" c="dimmed" w="100%">
        {media.length} {media.length === 1 ? 'file' : 'files'}
      </Text>
    </Group>
  );
}
