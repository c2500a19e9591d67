import { Alert, Badge, Button, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';
import { cardMessages, messages, type SavedCard } from '@velvet/contracts';
import { useId } from 'react';
import { CardBrandLogo, cardDescription, cardExpiry, maskedCardNumber } from '@/shared/payment-method';
import { useCardAction } from '../hooks/use-card-action';

type SavedCardItemProps = {
  card: SavedCard;
  /** Shown as the default: the default card, or the only one. */
  isDefault: boolean;
};

/** One saved card: brand, masked number, expiry and holder; a non-default card can be deleted or made default. */
export function SavedCardItem({ card, isDefault }: SavedCardItemProps) {
  const remove = useCardAction();
  const makeDefault = useCardAction();
  const labelId = useId();
  const { card_data: data } = card;

  const confirmDelete = () =>
    modals.openConfirmModal({
      title: 'Delete this card?',
      children: <Text size="sm">{cardDescription(data)} will be removed from your account.</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate({ card_id: card._id, action: 'delete_card' }),
    });

  return (
    <Paper withBorder radius="md" p="md" component="li" aria-labelledby={labelId}>
      <Stack gap="sm">
        <Group wrap="nowrap" align="flex-start" gap="md">
          <CardBrandLogo paymentBrand={data.payment_brand} />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Group gap="xs">
              <Text id={labelId} fw={600} ff="monospace">
                {maskedCardNumber(data.last_4_digits)}
              </Text>
              {isDefault && (
                <Badge variant="light" size="sm">
                  Default
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              Expires {cardExpiry(data.expiry_month, data.expiry_year)}
            </Text>
            <Text size="sm" truncate>
              {data.holder}
            </Text>
          </Stack>
          {!isDefault && (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} />}
              loading={remove.isPending}
              onClick={confirmDelete}
              aria-label={`Delete ${cardDescription(data)}`}
            >
              Delete
            </Button>
          )}
        </Group>
        {!isDefault && (
          <Checkbox
            label="Mark as default card"
            checked={makeDefault.isPending}
            disabled={makeDefault.isPending}
            onChange={(event) => event.currentTarget.checked && makeDefault.mutate({ card_id: card._id, action: 'make_default' })}
          />
        )}
        {remove.isError && (
          <Alert color="red" variant="light" p="xs" role="alert">
            {cardMessages.deleteFailed}
          </Alert>
        )}
        {makeDefault.isError && (
          <Alert color="red" variant="light" p="xs" role="alert">
            {messages.somethingWentWrong}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
