import { Avatar, Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { CreatorProfile } from '@velvet/contracts';
import type { ReactNode } from 'react';
import { postCountLabel } from '../lib/post-count-label';
import { CreatorCover } from './CreatorCover';

export function CreatorProfileHeader({ creator, actions }: { creator: CreatorProfile; actions?: ReactNode }) {
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <CreatorCover background={creator.background} height={220} />
      <Stack gap="xs" px="lg" pb="lg">
        <Group justify="space-between" align="flex-end" wrap="nowrap">
          <Box mt={-60}>
            <Avatar
              src={creator.avatar}
              alt={creator.display_name}
              name={creator.display_name}
              size={120}
              color="velvet"
              style={{ border: '4px solid var(--mantine-color-body)' }}
            />
          </Box>
          {actions && <Group gap="xs">{actions}</Group>}
        </Group>
        <Group gap="sm" align="baseline">
          <Title order={1}>{creator.display_name}</Title>
          <Text c="dimmed">@{creator.username}</Text>
        </Group>
        <Group gap="xs">
          {creator.channel && (
            <Badge variant="light" size="lg">
              {creator.channel.name}
            </Badge>
          )}
          <Text size="sm" c="dimmed">
            {postCountLabel(creator.post_count)}
          </Text>
        </Group>
        {creator.bio && <Text style={{ whiteSpace: 'pre-line' }}>{creator.bio}</Text>}
      </Stack>
    </Paper>
  );
}
