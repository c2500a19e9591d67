import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import type { CreatorProfile } from '@velvet/contracts';
import type { ReactNode } from 'react';
import { ReportMenu } from '@/features/reports/components/ReportMenu';
import { shownCounts } from '../lib/shown-counts';
import { CreatorBadges } from './CreatorBadges';
import { CoverAvatar } from './CoverAvatar';
import { CreatorCover } from './CreatorCover';
import { OtherDomainLinkFlag } from '@/shared/ui/OtherDomainLinkFlag';

/** 'example.com/shop': a link as people read it, without the scheme or a trailing slash. */
const linkText = (link: string) => link.replace(/^https?:\/\//, '').replace(/\/$/, '');

function CreatorLinks({ links }: { links: string[] }) {
  if (links.length === 0) return null;
  return (
    <Group gap="md" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Links">
      {links.map((link) => (
        <li key={link}>
          <Anchor href={link} target="_blank" rel="noopener noreferrer nofollow ugc" size="sm">
            <Group gap={4} wrap="nowrap" component="span">
              <IconLink size={14} aria-hidden />
              {linkText(link)}
            </Group>
          </Anchor>
        </li>
      ))}
    </Group>
  );
}

export function CreatorProfileHeader({ creator, actions }: { creator: CreatorProfile; actions?: ReactNode }) {
  const counts = shownCounts(creator.counts);
  return (
    <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
      <CreatorCover background={creator.background} height={220} priority />
      <Stack gap="xs" px="lg" pb="lg">
        <Group justify="space-between" align="flex-end" wrap="nowrap">
          <CoverAvatar src={creator.avatar} name={creator.display_name} size={120} />
          <Group gap="xs">
            {actions}
            <ReportMenu ownerId={creator._id} label="Creator options" reportedId={creator._id} type="user" location={`/creator/${creator.username}`} />
          </Group>
        </Group>
        <Group gap="sm" align="center">
          <Title order={1}>{creator.display_name}</Title>
          <CreatorBadges badges={creator.badges} />
          <Text c="dimmed">@{creator.username}</Text>
        </Group>
        {counts.length > 0 && (
          <Group gap="lg" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Counts">
            {counts.map((count) => (
              <Text component="li" key={count} size="sm" c="dimmed">
                {count}
              </Text>
            ))}
          </Group>
        )}
        {creator.channels.length > 0 && (
          <Group gap="xs">
            {creator.channels.map((channel) => (
              <Badge key={channel._id} variant="light" size="lg" style={{ textTransform: 'none' }}>
                {channel.name}
              </Badge>
            ))}
          </Group>
        )}
        {creator.bio && <Text style={{ whiteSpace: 'pre-line' }}>{creator.bio}</Text>}
        <OtherDomainLinkFlag text={creator.bio} />
        <CreatorLinks links={creator.links} />
      </Stack>
    </Paper>
  );
}
