import { Alert, Badge, Button, Group, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconBuildingBank, IconCash, IconPlus, IconWallet } from '@tabler/icons-react';
import { cardMessages, formatUsd, parsePaymentSelection, paymentMessages, SKRILL_LABEL } from '@velvet/contracts';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useModalManager } from '../modals';
import { paths } from '../routing/paths';
import { QueryErrorAlert } from '../ui/QueryErrorAlert';
import { CardBrandLogo } from './CardBrandLogo';
import { cardDescription, cardExpiry, maskedCardNumber } from './card-display';
import { cardSelection, SKRILL_SELECTION } from './selection-rules';
import type { PaymentSelectionState } from './use-payment-selection';

type PaymentMethodSelectorProps = {
  state: PaymentSelectionState;
  label?: string;
  disabled?: boolean;
  /** Shown under the iDEAL option while it is chosen, e.g. the iDEAL details. */
  idealDetails?: ReactNode;
};

type MethodCardProps = { value: string; icon: ReactNode; title: string; detail: string; disabled?: boolean };

/** A payment method without a card's details: the wallet or iDEAL. */
function MethodCard({ value, icon, title, detail, disabled }: MethodCardProps) {
  return (
    <Radio.Card value={value} p="sm" radius="md" disabled={disabled}>
      <Group wrap="nowrap" gap="sm">
        <Radio.Indicator />
        {icon}
        <div>
          <Text fw={600} size="sm">
            {title}
          </Text>
          <Text size="xs" c="dimmed">
            {detail}
          </Text>
        </div>
      </Group>
    </Radio.Card>
  );
}

/** The payment-method selector: the wallet, each saved card (`card-{id}`), iDEAL and Skrill, as the payment offers them. */
export function PaymentMethodSelector({ state, label = 'Payment method', disabled, idealDetails }: PaymentMethodSelectorProps) {
  const { openModal } = useModalManager();
  const errorId = useId();
  const { modes, cards, wallet } = state;

  if (cards.isPending || (modes.includes('wallet') && wallet.isPending)) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label="Loading payment methods">
        <Skeleton height={56} radius="md" />
        <Skeleton height={56} radius="md" />
      </Stack>
    );
  }
  if (cards.isError) return <QueryErrorAlert error={cards.error} onRetry={() => void cards.refetch()} />;

  const problem = state.visibleProblem;
  const savedCards = modes.includes('card') ? cards.data : [];

  return (
    <Stack gap="xs">
      <Radio.Group
        label={label}
        value={state.selection}
        onChange={state.select}
        error={problem ? <span id={errorId}>{problem.message}</span> : undefined}
        aria-describedby={problem ? errorId : undefined}
        readOnly={disabled}
      >
        <Stack gap="xs" mt="xs">
          {modes.includes('wallet') && (
            <MethodCard
              value="wallet"
              icon={<IconWallet size={24} aria-hidden />}
              title="Wallet"
              detail={`Balance ${wallet.data ? formatUsd(wallet.data.balance) : '—'}`}
              disabled={disabled}
            />
          )}
          {savedCards.map((card) => (
            <Radio.Card
              key={card._id}
              value={cardSelection(card._id)}
              p="sm"
              radius="md"
              disabled={disabled}
              aria-label={cardDescription(card.card_data)}
            >
              <Group wrap="nowrap" gap="sm">
                <Radio.Indicator />
                <CardBrandLogo paymentBrand={card.card_data.payment_brand} />
                <div style={{ flex: 1 }}>
                  <Text fw={600} size="sm" ff="monospace">
                    {maskedCardNumber(card.card_data.last_4_digits)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    Expires {cardExpiry(card.card_data.expiry_month, card.card_data.expiry_year)}
                  </Text>
                </div>
                {card.is_default && (
                  <Badge variant="light" size="sm">
                    Default
                  </Badge>
                )}
              </Group>
            </Radio.Card>
          ))}
          {modes.includes('card') && (
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconPlus size={14} />}
              onClick={() => openModal('ADD_CARD')}
              disabled={disabled}
              style={{ alignSelf: 'flex-start' }}
            >
              Add new card
            </Button>
          )}
          {modes.includes('iDEAL') && state.idealEnabled && (
            <MethodCard
              value="iDEAL"
              icon={<IconBuildingBank size={24} aria-hidden />}
              title="iDEAL"
              detail="Pay from your Dutch bank account, in euros"
              disabled={disabled}
            />
          )}
          {modes.includes('skrill') && state.skrillEnabled && (
            <MethodCard
              value={SKRILL_SELECTION}
              icon={<IconCash size={24} aria-hidden />}
              title={SKRILL_LABEL}
              detail="Pay on Skrill's page with your Skrill wallet"
              disabled={disabled}
            />
          )}
        </Stack>
      </Radio.Group>
      {state.needsPaymentMethod && (
        <Alert color="blue" variant="light" p="xs" role="status">
          <Stack gap={6} align="flex-start">
            <Text size="sm">{paymentMessages.addPaymentMethodFirst}</Text>
            <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => openModal('ADD_CARD')} disabled={disabled}>
              {paymentMessages.addNewCard}
            </Button>
          </Stack>
        </Alert>
      )}
      {modes.includes('iDEAL') && !state.idealEnabled && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle />} p="xs">
          <Text size="sm">{paymentMessages.gatewayUnavailable}</Text>
        </Alert>
      )}
      {state.selection && parsePaymentSelection(state.selection).payment_mode === 'card' && (
        <Text size="xs" c="dimmed">
          {cardMessages.statementNote}
        </Text>
      )}
      {state.selection === 'iDEAL' && idealDetails}
      {problem?.needsFunds && (
        <Button component={Link} to={paths.wallet.to()} variant="light" size="xs" style={{ alignSelf: 'flex-start' }}>
          {paymentMessages.addMoneyToWallet}
        </Button>
      )}
    </Stack>
  );
}
