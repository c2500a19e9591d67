import { Avatar, Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { Service } from '@velvet/contracts';
import type { ReactNode } from 'react';
import { chatFeeTerms, durationLabel, priceLabel, serviceTypeLabels } from '../lib/service-display';

type ServiceCardProps = { service: Service; action?: ReactNode; children?: ReactNode };

/** One service as fans read it: name, kind, price, what it includes, and an action. */
export function ServiceCard({ service, action, children }: ServiceCardProps) {
  const details = [
    service.type === 'CHAT-FEE' ? chatFeeTerms(service) : serviceTypeLabels[service.type],
    service.service_type === 'per_minute' ? 'Per minute' : durationLabel(service.duration),
    service.includes,
  ].filter(Boolean);
  return (
    <Card withBorder radius="md" padding="sm" component="article" aria-label={service.name}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        {service.avatar && <Avatar src={service.avatar} size="lg" radius="md" alt="" />}
        <Stack gap={2} style={{ flex: 1 }}>
          <Text fw={600}>{service.name}</Text>
          <Text size="sm" c="dimmed">
            {details.join(' · ')}
          </Text>
          {service.note && <Text size="sm">{service.note}</Text>}
          {children}
        </Stack>
        <Stack gap={6} align="flex-end">
          <Badge variant="light" size="lg">
            {priceLabel(service)}
          </Badge>
          {action}
        </Stack>
      </Group>
    </Card>
  );
}
