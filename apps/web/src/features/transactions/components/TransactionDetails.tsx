import { ActionIcon, Anchor, CopyButton, DataList, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { formatUsd, STATEMENT_DESCRIPTOR, type Transaction } from '@velvet/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '@/shared/format';
import { useNow } from '@/shared/hooks/use-now';
import { CardBrandLogo, cardExpiry, maskedCardNumber } from '@/shared/payment-method';
import { paths } from '@/shared/routing/paths';
import { buyerOf, feeRows, methodLabels, signedAmount, statusSteps, taxLabel, transactionStatus, transactionTypeLabel } from '../lib/transaction-display';
import { DisputeBadge } from './DisputeBadge';
import { TransactionStatusBadge } from './TransactionStatusBadge';

const eur = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR' });

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

function PartyLink({ party }: { party: NonNullable<Transaction['from']> }) {
  return (
    <Anchor component={Link} to={paths.profile.to(party)}>
      @{party.username}
    </Anchor>
  );
}

/** Every field of a transaction, as the Transaction info dialog and the details page show it. */
export function TransactionDetails({ transaction }: { transaction: Transaction }) {
  const now = useNow();
  const { sign, amount } = signedAmount(transaction);
  const buyer = buyerOf(transaction);
  const failed = transactionStatus(transaction).shown === 'failed';
  const card = transaction.card_data;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline">
        <Text fz={28} fw={700} c={sign === '+' ? 'green' : undefined}>
          {sign}
          {formatUsd(amount)}
        </Text>
        <Group gap="xs">
          <TransactionStatusBadge transaction={transaction} />
          <DisputeBadge transaction={transaction} />
        </Group>
      </Group>
      <DataList size="sm" withDivider labelWidth={150} styles={{ item: { alignItems: 'center' } }}>
        <Row label="Date">{formatDateTime(transaction.created_at, now)}</Row>
        <Row label="Transaction ID">
          <Group gap={4} wrap="nowrap">
            <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
              {transaction._id}
            </Text>
            <CopyButton value={transaction._id} timeout={1500}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
                  <ActionIcon variant="subtle" color={copied ? 'green' : 'gray'} onClick={copy} aria-label={copied ? 'Copied' : 'Copy transaction ID'}>
                    {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
        </Row>
        {statusSteps(transaction).map((step) => (
          <Row key={step.status} label={step.status}>
            {formatDateTime(step.at, now)}
          </Row>
        ))}
        <Row label="Type">{transactionTypeLabel(transaction)}</Row>
        <Row label="Payment method">{methodLabels[transaction.method]}</Row>
        {card && (
          <Row label="Card">
            <Group gap="xs" wrap="nowrap">
              <CardBrandLogo paymentBrand={card.payment_brand} />
              <Text size="sm" ff="monospace">
                {maskedCardNumber(card.last_4_digits)}
              </Text>
              <Text size="sm" c="dimmed">
                {cardExpiry(card.expiry_month, card.expiry_year)}
              </Text>
            </Group>
          </Row>
        )}
        {!transaction.is_credit && transaction.method === 'card' && <Row label="On your card statement">{STATEMENT_DESCRIPTOR}</Row>}
        {failed && <Row label="Failure reason">{transaction.failure_reason ?? 'Unknown'}</Row>}
        {buyer && (
          <Row label="Buyer">
            <PartyLink party={buyer} />
          </Row>
        )}
        {!transaction.is_credit && transaction.to.length > 0 && (
          <Row label="To">
            <Group gap="xs">
              {transaction.to.map(({ recipient }) => (
                <PartyLink key={recipient._id} party={recipient} />
              ))}
            </Group>
          </Row>
        )}
        {transaction.channelInfo && (
          <Row label="Channel">
            <Anchor component={Link} to={paths.channel.to(transaction.channelInfo.username)}>
              {transaction.channelInfo.name}
            </Anchor>
            {` · ${transaction.channelInfo.duration} ${transaction.channelInfo.duration === 1 ? 'month' : 'months'}`}
          </Row>
        )}
        {transaction.shopItemInfo && (
          <Row label="Product">
            <Stack gap={2}>
              <Text size="sm">{transaction.shopItemInfo.name}</Text>
              <Group gap="sm">
                {transaction.shopItemInfo.orderID && (
                  <Anchor component={Link} to={paths.shopPreview.to(transaction.shopItemInfo.orderID)} size="sm">
                    View order
                  </Anchor>
                )}
                {!transaction.is_credit && (
                  <Anchor component={Link} to={paths.shopTrack.to(transaction._id)} size="sm">
                    Track order
                  </Anchor>
                )}
              </Group>
            </Stack>
          </Row>
        )}
        {transaction.collaborators.length > 0 && (
          <Row label="Collaborators">
            <Stack gap={2}>
              {transaction.collaborators.map(({ user, percentage }) => (
                <Text key={user._id} size="sm">
                  <PartyLink party={user} /> {percentage}%
                </Text>
              ))}
            </Stack>
          </Row>
        )}
        {transaction.message && <Row label="Message">{transaction.message}</Row>}
        <Row label="Amount">{formatUsd(transaction.amount)}</Row>
        <Row label={taxLabel(transaction)}>{formatUsd(transaction.tax_amount)}</Row>
        {feeRows(transaction).map((fee) => (
          <Row key={fee.label} label={fee.label}>
            {formatUsd(fee.amount)}
          </Row>
        ))}
        {!transaction.is_credit && (
          <Row label="Total paid">
            {formatUsd(transaction.total_amount_with_tax)}
            {transaction.total_amount_with_tax_eur !== null && ` (${eur.format(transaction.total_amount_with_tax_eur)})`}
          </Row>
        )}
        <Row label="Net amount">{formatUsd(transaction.net_amount)}</Row>
      </DataList>
    </Stack>
  );
}
