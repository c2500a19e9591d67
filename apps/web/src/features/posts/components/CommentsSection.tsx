import { ActionIcon, Alert, Avatar, Button, Group, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconTrash } from '@tabler/icons-react';
import { COMMENT_MAX, createCommentSchema, type Comment } from '@velvet/contracts';
import { useForm } from 'react-hook-form';
import { VerificationGatePrompt } from '@/features/verification/components/VerificationGatePrompt';
import { toUserMessage } from '@/shared/errors';
import { formatRelativeTime } from '@/shared/format';
import { useNow } from '@/shared/hooks/use-now';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { useComments } from '../hooks/use-comments';
import { useMemberAction } from '../hooks/use-member-action';
import { OtherDomainLinkFlag } from '@/shared/ui/OtherDomainLinkFlag';

type CommentsSectionProps = { postId: string; onCountChange: (delta: number) => void };

function CommentItem({ comment, onDelete, deleting }: { comment: Comment; onDelete: () => void; deleting: boolean }) {
  const now = useNow();
  return (
    <Group component="li" align="flex-start" wrap="nowrap" gap="sm">
      <Avatar src={comment.author.avatar} name={comment.author.display_name} alt="" size="sm" color="velvet" />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Group gap={6}>
          <Text size="sm" fw={600}>
            {comment.author.display_name}
          </Text>
          <Text size="xs" c="dimmed">
            <time dateTime={comment.created_at}>{formatRelativeTime(comment.created_at, now)}</time>
          </Text>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {comment.text}
        </Text>
        <OtherDomainLinkFlag text={comment.text} />
      </Stack>
      {comment.can_delete && (
        <ActionIcon variant="subtle" color="gray" aria-label="Delete comment" onClick={onDelete} loading={deleting}>
          <IconTrash size={16} />
        </ActionIcon>
      )}
    </Group>
  );
}

/** A post's comments: the list with more on demand, a box to add one (behind the 'comment' gate), delete for one's own. */
export function CommentsSection({ postId, onCountChange }: CommentsSectionProps) {
  const { list, add, remove, comments } = useComments(postId);
  const member = useMemberAction('comment');
  const form = useForm({ resolver: zodResolver(createCommentSchema), defaultValues: { text: '' } });

  const submit = form.handleSubmit((input) =>
    member.run(() =>
      add.mutate(input, {
        onSuccess: () => {
          form.reset();
          onCountChange(1);
        },
      }),
    ),
  );
  const onDelete = (commentId: string) => remove.mutate(commentId, { onSuccess: () => onCountChange(-1) });

  return (
    <Stack gap="sm">
      <form onSubmit={submit} noValidate>
        <Stack gap="xs">
          <Textarea
            label="Add a comment"
            autosize
            minRows={1}
            maxRows={5}
            maxLength={COMMENT_MAX}
            error={form.formState.errors.text?.message}
            {...form.register('text')}
          />
          <Group justify="flex-end">
            <Button type="submit" size="xs" loading={add.isPending}>
              Comment
            </Button>
          </Group>
          <VerificationGatePrompt gate={member.gate} />
          {add.error && (
            <Alert color="red" variant="light" role="alert">
              {toUserMessage(add.error)}
            </Alert>
          )}
        </Stack>
      </form>
      {remove.error && (
        <Alert color="red" variant="light" role="alert">
          {toUserMessage(remove.error)}
        </Alert>
      )}
      {list.isPending && <Skeleton height={48} aria-label="Loading comments" />}
      {list.isError && <QueryErrorAlert error={list.error} onRetry={() => void list.refetch()} />}
      {list.isSuccess && comments.length === 0 && (
        <Text size="sm" c="dimmed">
          No comments yet.
        </Text>
      )}
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Comments">
        {comments.map((comment) => (
          <CommentItem
            key={comment._id}
            comment={comment}
            onDelete={() => onDelete(comment._id)}
            deleting={remove.isPending && remove.variables === comment._id}
          />
        ))}
      </Stack>
      {list.hasNextPage && (
        <Button variant="subtle" size="xs" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage} style={{ alignSelf: 'flex-start' }}>
          More comments
        </Button>
      )}
    </Stack>
  );
}
