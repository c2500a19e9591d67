import type { TestApp } from '../support/test-app.ts';
import type { ActorName, World } from './authz-fixtures.ts';

/** One read of the victim world by its owner: `owners` may change it, `refs` name the resources it shows. */
type OwnerRead = { key: string; as: ActorName; owners: ActorName[]; refs: string[]; url: string; pick?: (data: unknown) => unknown };

function ownerReads(world: World): OwnerRead[] {
  const r = world.resources;
  const creator = (key: string, url: string, refs: string[], pick?: OwnerRead['pick']): OwnerRead => ({ key, as: 'creator', owners: ['creator'], refs, url, pick });
  const fan = (key: string, url: string, refs: string[], pick?: OwnerRead['pick']): OwnerRead => ({ key, as: 'fan', owners: ['fan'], refs, url, pick });
  const both = (key: string, url: string, refs: string[]): OwnerRead => ({ key, as: 'fan', owners: ['fan', 'creator'], refs, url });
  return [
    ...Object.entries(r.post).map(([kind, id]) => creator(`post.${kind}`, `/api/posts/${id}`, [`post.${kind}`])),
    creator('story', `/api/creators/${world.actors.creator.username}`, ['story'], (data) => (data as { stories: unknown[] }).stories),
    creator('channel', `/api/channel/${r.channel}`, ['channel']),
    creator('services', '/api/users/services', ['service']),
    creator('product', `/api/shops/fetch-products/${r.product}`, ['product']),
    creator('list', `/api/lists/${r.list}`, ['list']),
    creator('release forms', '/api/release-forms', ['releaseForm']),
    creator('creator settings', '/api/users/account-settings', ['user.creator']),
    creator('creator profile', '/api/users/me', ['user.creator']),
    creator('payout account', '/api/withdrawals/payout-account', ['user.creator']),
    { key: 'collaboration', as: 'creator', owners: ['creator', 'agency'], refs: ['collaboration'], url: `/api/users/${r.collaboration}/agency-collab-details` },
    creator('rival invitation', `/api/users/${r.rivalInvitation}/agency-collab-details`, ['rivalInvitation']),
    fan('addresses', '/api/addresses', ['address']),
    fan('cards', '/api/cards', ['card']),
    fan('iDEAL details', '/api/payments/ideal-details', ['user.fan']),
    fan('fan settings', '/api/users/account-settings', ['user.fan']),
    fan('fan profile', '/api/users/me', ['user.fan']),
    fan('subscriptions', '/api/subscriptions/mine', ['channel']),
    fan('notifications', '/api/notification', ['notification']),
    fan('transactions', '/api/transactions', ['transaction', 'order']),
    fan('comment', `/api/posts/${r.post.free}/comments`, ['comment'], (data) => (data as { items: { _id: string }[] }).items.filter((item) => item._id === r.comment)),
    both('messages', `/api/chat/conversations/${r.conversation}/messages`, ['conversation', 'message.fan', 'message.creator', 'chatMedia']),
    both('pins', `/api/chat/conversations/${r.conversation}/pins`, ['conversation', 'message.fan', 'message.creator']),
    both('chat media', `/api/chat-media/${r.chatMedia}`, ['chatMedia']),
    both('request', `/api/requests/${r.request}`, ['request']),
    both('order', `/api/shops/product-orders/${r.transactions.order}`, ['order']),
  ];
}

/**
 * Fields that others legitimately move: likes and comments anyone may add to a post (and the viewer's
 * own like), stock that anyone's purchase takes, and the fan's spending, badges (a plan the fan buys)
 * and account status as a list shows them.
 */
const volatile = /^(like_count|comment_count|liked|quantity|sold|total_spent|badges|account_status)$/;

function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !volatile.test(key))
      .map(([key, field]) => [key, stable(field)]),
  );
}

export type Snapshot = Map<string, { read: OwnerRead; status: number; state: string }>;

/** The victim world as its owners read it. */
export async function snapshot(testApp: TestApp, world: World): Promise<Snapshot> {
  const result: Snapshot = new Map();
  for (const read of ownerReads(world)) {
    const response = await testApp.app.inject({ method: 'GET', url: read.url, headers: world.actors[read.as].headers });
    const data = response.statusCode === 200 ? response.json<{ data: unknown }>().data : { status: response.statusCode };
    result.set(read.key, { read, status: response.statusCode, state: JSON.stringify(stable(read.pick && response.statusCode === 200 ? read.pick(data) : data)) });
  }
  return result;
}

/** What changed between two snapshots that `actor` does not own. */
export function changedBy(actor: ActorName, before: Snapshot, after: Snapshot): { key: string; refs: string[]; before: string; after: string }[] {
  return [...before].flatMap(([key, { read, state }]) => {
    const now = after.get(key)!.state;
    return read.owners.includes(actor) || now === state ? [] : [{ key, refs: read.refs, before: state, after: now }];
  });
}
