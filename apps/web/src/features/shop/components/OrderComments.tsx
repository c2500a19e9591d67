import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { orderCommentInputSchema, shopMessages, type Order } from '@velvet/contracts';
import { useForm } from 'react-hook-form';
import { toUserMessage } from '@/shared/errors';
import { formatDateTime } from '@/shared/format';
import { useNow } from '@/shared/hooks/use-now';
import { showToast } from '@/shared/ui/toast';
import { useAddOrderComment } from '../hooks/use-shop';

/** The order's comments, oldest first, and a box for the buyer or the seller to add one. */
export function OrderComments({ order }: { order: Order }) {
  const add = useAddOrderComment();
  const now = useNow();
  const { register, handleSubmit, reset, formState } = useForm<{ comment: string }>({ resolver: zodResolver(orderCommentInputSchema), defaultValues: { comment: '' } });
  const submit = handleSubmit(({ comment }) =>
    add.mutate(
      { id: order._id, comment },
      {
        onSuccess: () => {
          reset();
          showToast({ color: 'green', message: shopMessages.commentAdded });
        },
        onError: (error) => showToast({ color: 'red', message: toUserMessage(error) }),
      },
    ),
  );
  return (
    <Stack gap="xs">
      <Text fw={600}>Comments</Text>
      {order.comments.length === 0 && (
        <Text size="sm" c="dimmed">
          No comments yet.
        </Text>
      )}
      <Stack gap={6} role="list" aria-label="Comments">
        {order.comments.map((entry) => (
          <div role="listitem" key={entry._id}>
            <Text size="sm">
              <b>{entry.author.username}</b>: {entry.comment}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(entry.created_at, now)}
            </Text>
          </div>
        ))}
      </Stack>
      <form onSubmit={(event) => void submit(event)} noValidate aria-label="Add a comment">
        <Stack gap="xs">
          <Textarea label="Add a comment" autosize minRows={2} maxLength={500} error={formState.errors.comment?.message} {...register('comment')} />
          <Group justify="flex-end">
            <Button type="submit" size="xs" loading={add.isPending}>
              Comment
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
