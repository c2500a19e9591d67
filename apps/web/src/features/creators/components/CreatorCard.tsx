import { Avatar, Card, Group, Text, Title } from '@mantine/core';
import type { CreatorCard as CreatorCardData } from '@velvet/contracts';
import { Link } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { postCountLabel } from '../lib/post-count-label';
import { CreatorCover } from './CreatorCover';
import classes from './CreatorCard.module.css';

export function CreatorCard({ creator, priority = false }: { creator: CreatorCardData; priority?: boolean }) {
  return (
    <Card component={Link} to={paths.creator.to(creator.username)} className={classes.card} withBorder padding="md">
      <Card.Section>
        <CreatorCover background={creator.background} height={110} layout="card" priority={priority} />
      </Card.Section>
      <Avatar
        src={creator.avatar}
        alt={creator.display_name}
        name={creator.display_name}
        size={72}
        imageProps={priority ? undefined : { loading: 'lazy' }}
        color="velvet"
        className={classes.avatar}
      />
      <Group justify="space-between" align="baseline" mt="xs" wrap="nowrap">
        <Title order={3} size="h4" lineClamp={1}>
          {creator.display_name}
        </Title>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {postCountLabel(creator.post_count)}
        </Text>
      </Group>
      <Text size="sm" c="dimmed">
        @{creator.username}
      </Text>
      {creator.bio && (
        <Text size="sm" mt="xs" lineClamp={2}>
          {creator.bio}
        </Text>
      )}
    </Card>
  );
}
