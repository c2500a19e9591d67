import { Alert, DataList, Skeleton, Text } from '@mantine/core';
import { toUserMessage } from '@/shared/errors';
import { useIdealConversion } from '../hooks/use-ideal-conversion';
import { formatEur } from '../lib/format-eur';

/** What an iDEAL deposit of `amount` dollars costs in euros, at the provider's rate. */
export function IdealConversionSummary({ amount }: { amount: number }) {
  const conversion = useIdealConversion(amount, Number.isFinite(amount));

  if (conversion.isError) {
    return (
      <Alert color="red" variant="light" p="xs">
        {toUserMessage(conversion.error)}
      </Alert>
    );
  }
  if (!conversion.data) return <Skeleton height={72} radius="md" aria-label="Converting to euros" />;

  const { effectiveConversionRate, finalAmountInEUR, finalAmountInEURWithoutTax, taxConvertedToEUR } = conversion.data;
  return (
    <div aria-live="polite" style={{ opacity: conversion.isPlaceholderData ? 0.6 : 1 }}>
      <DataList size="sm" gap={4} labelWidth={140}>
        <DataList.Item>
          <DataList.ItemLabel>Amount in EUR</DataList.ItemLabel>
          <DataList.ItemValue>{formatEur(finalAmountInEURWithoutTax)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Tax</DataList.ItemLabel>
          <DataList.ItemValue>{formatEur(taxConvertedToEUR)}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>You will pay</DataList.ItemLabel>
          <DataList.ItemValue fw={700}>{formatEur(finalAmountInEUR)}</DataList.ItemValue>
        </DataList.Item>
      </DataList>
      <Text size="xs" c="dimmed" mt={4}>
        1 USD = {effectiveConversionRate.toFixed(4)} EUR
      </Text>
    </div>
  );
}
