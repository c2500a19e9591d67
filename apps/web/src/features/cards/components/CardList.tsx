import { Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconShieldCheck } from '@tabler/icons-react';
import { cardMessages } from '@velvet/contracts';
import { useModalManager } from '@/shared/modals';
import { isShownAsDefault } from '@/shared/payment-method';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { useSavedCards } from '../hooks/use-saved-cards';
import { SavedCardItem } from './SavedCardItem';

/** The Card list: title, compliance note, Add new, and each saved card. With no cards only Add new shows. */
export function CardList() {
  const cards = useSavedCards();
  const { openModal } = useModalManager();

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="card-list-title">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={4}>
            <Title order={2} size="h3" id="card-list-title">
              {cardMessages.title}
            </Title>
            <Group gap={6} wrap="nowrap">
              <IconShieldCheck size={16} aria-hidden color="var(--mantine-color-green-5)" />
              <Text size="sm" c="dimmed">
                {cardMessages.compliance}
              </Text>
            </Group>
          </Stack>
          <Button leftSection={<IconPlus size={16} />} onClick={() => openModal('ADD_CARD')}>
            Add new
          </Button>
        </Group>
        {cards.isPending && (
          <Group justify="center" py="md">
            <Loader aria-label="Loading cards" />
          </Group>
        )}
        {cards.isError && <QueryErrorAlert error={cards.error} onRetry={() => void cards.refetch()} />}
        {cards.data && cards.data.length > 0 && (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Saved cards">
            {cards.data.map((card) => (
              <SavedCardItem key={card._id} card={card} isDefault={isShownAsDefault(card, cards.data)} />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
