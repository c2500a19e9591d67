import { Alert, Badge, Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatUsd, monthsOf, type Channel } from '@velvet/contracts';
import { useSession } from '@/features/auth/hooks/use-session';
import { formatDate } from '@/shared/format';
import { useModalManager, type SubscriptionTarget } from '@/shared/modals';
import { offerTiles, type OfferSource, type OfferTile, type TileAction } from '../lib/offer-tiles';
import { channelTarget } from '../lib/channel-checkout';
import { useFollowChannel } from '../hooks/use-channel';
import { freeServicePerkLabel } from '../lib/offer-tiles';
import { ChannelFreeServices } from './ChannelFreeServices';
import { ChannelPerksList } from './ChannelPerksList';
import classes from './ChannelOfferPanel.module.css';

type PanelSource = OfferSource & Pick<Channel, 'perks' | 'subscription_type'>;

/** A channel; or a collab group, which passes its plans and its own subscription target. */
type ChannelOfferPanelProps = { channel: Channel; target?: undefined } | { channel: PanelSource; target: SubscriptionTarget };

const actionLabels: Record<NonNullable<TileAction>, string> = {
  'sign-in': 'Subscribe',
  subscribe: 'Subscribe',
  follow: 'Follow for free',
  'my-subscription': 'My subscription',
  unfollow: 'Unfollow',
};

const tileLabel = (tile: OfferTile) => (tile.isFree ? `${tile.pkg.name}, no charge` : `${tile.pkg.name}, ${formatUsd(tile.perMonth)} per month`);

const billing = (months: number) => (months === 1 ? 'billed monthly' : `billed every ${months} months`);

function FreeTileBody({ tile, channel }: { tile: OfferTile; channel: PanelSource }) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={600}>{tile.pkg.name}</Text>
        {tile.isCurrent && channel.active_subscription && <Badge color="velvet">Following</Badge>}
      </Group>
      <Text size="xl" fw={700}>
        $0.00
      </Text>
      <Text size="sm" c="dimmed">
        Follow at no charge: subscriber posts and perks while you follow.
      </Text>
    </Stack>
  );
}

function TileBody({ tile, channel }: { tile: OfferTile; channel: PanelSource }) {
  const subscription = channel.active_subscription;
  if (tile.isFree) return <FreeTileBody tile={tile} channel={channel} />;
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Text fw={600}>{tile.pkg.name}</Text>
        {tile.badge && (
          <Badge color="green" variant="light">
            {tile.badge}
          </Badge>
        )}
      </Group>
      <Text size="xl" fw={700}>
        {formatUsd(tile.perMonth)}
        <Text span size="sm" c="dimmed">
          {' '}
          / month
        </Text>
      </Text>
      <Text size="sm" c="dimmed">
        {tile.fullTotal !== null && (
          <Text span td="line-through" mr={6}>
            {formatUsd(tile.fullTotal)}
          </Text>
        )}
        {formatUsd(tile.total)} {billing(monthsOf[tile.pkg.validity_type])}
      </Text>
      {tile.savings && (
        <Text size="sm" fw={600} c="green.8">
          {tile.savings}
        </Text>
      )}
      {tile.isCurrent && subscription && (
        <Group gap="xs">
          <Badge color={subscription.is_cancelled ? 'gray' : 'velvet'}>{subscription.is_cancelled ? 'Unsubscribed' : 'Subscribed'}</Badge>
          <Text size="xs" c="dimmed">
            {subscription.is_cancelled ? 'Ends' : 'Renews'} {formatDate(subscription.expires_on)}
          </Text>
        </Group>
      )}
    </Stack>
  );
}

/**
 * The channel's plans and perks (spec: offer panel). Tiles open Subscribe, or My subscription for the
 * current plan; guests are asked to sign in; the author sees the tiles without acting on them.
 */
export function ChannelOfferPanel(props: ChannelOfferPanelProps) {
  const { channel } = props;
  const session = useSession();
  const { openModal } = useModalManager();
  const tiles = offerTiles(channel, { signedIn: session.status === 'signed-in' });
  const target: SubscriptionTarget = props.target ?? channelTarget(props.channel);

  const follow = useFollowChannel();

  const open = (tile: OfferTile) => {
    if (tile.action === 'sign-in') openModal('SIGN_IN');
    if (tile.action === 'follow') follow.mutate({ channelId: target.id, packageId: tile.pkg._id });
    if (tile.action === 'unfollow') openModal('UNSUBSCRIBE', { target, packageId: tile.pkg._id });
    if (tile.action === 'subscribe') openModal('SUBSCRIBE', { target, package: tile.pkg });
    if (tile.action === 'my-subscription' && channel.active_subscription) openModal('MY_SUBSCRIPTION', { target, subscription: channel.active_subscription });
  };

  return (
    <Paper withBorder radius="lg" p="lg" aria-label="Subscription plans" component="section">
      <Stack gap="md">
        <Title order={2} size="h4">
          {channel.subscription_type === 'FREE' ? 'Free channel' : 'Subscription plans'}
        </Title>
        {channel.deletion_requested_at && !channel.active_subscription && (
          <Text size="sm" c="dimmed">
            This channel is closing and takes no new subscribers.
          </Text>
        )}
        {channel.subscription_type === 'PAID' && tiles.length === 0 && <Text c="dimmed">No plans are offered right now.</Text>}
        {follow.isError && (
          <Alert color="red" role="alert">
            {follow.error.message}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {tiles.map((tile) => (
            // The whole tile is the action's target (its button stretches over it); the button alone takes focus.
            <Paper key={tile.pkg._id} withBorder radius="md" p="sm" data-testid="offer-tile" className={classes.tile} data-current={tile.isCurrent || undefined}>
              <Stack gap="sm" justify="space-between" h="100%">
                <TileBody tile={tile} channel={channel} />
                {tile.action && (
                  <Button
                    className={classes.action}
                    variant={tile.action === 'my-subscription' ? 'light' : 'filled'}
                    fullWidth
                    onClick={() => open(tile)}
                    loading={tile.action === 'follow' && follow.isPending}
                    aria-label={`${actionLabels[tile.action]}: ${tileLabel(tile)}`}
                  >
                    {actionLabels[tile.action]}
                  </Button>
                )}
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
        {!props.target && props.channel.free_services.some((entry) => entry.unit > 0) && (
          <Stack gap="xs">
            <Text fw={600}>Included each period</Text>
            <List spacing={4} listStyleType="none">
              {props.channel.free_services
                .filter((entry) => entry.unit > 0)
                .map((entry, index) => (
                  <List.Item key={entry._id ?? index}>🎁 {freeServicePerkLabel(entry)}</List.Item>
                ))}
            </List>
          </Stack>
        )}
        {!props.target && props.channel.active_subscription && !props.channel.is_author && <ChannelFreeServices channelId={props.channel._id} creatorId={props.channel.creator._id} />}
        <ChannelPerksList
          perks={channel.perks}
          presented={props.target ? undefined : { services: props.channel.presented_services, creator: props.channel.creator, isAuthor: props.channel.is_author }}
        />
      </Stack>
    </Paper>
  );
}
