import type { ChatEntry, ChatMessage, Order, ReleaseForm, Role, Service, ServiceRequest, Story, Transaction } from '@velvet/contracts';
import { randomInt, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createAgency, createSignedIn } from '../../src/agency/test-kit.ts';
import { earnings } from '../../src/earnings/schema.ts';
import { withdrawals } from '../../src/withdrawals/schema.ts';
import { fundWallet, idempotencyHeader } from '../support/money.ts';
import { eventually } from '../support/paysim.ts';
import { publish, uploadImage } from '../support/posts.ts';
import { addressPayload, productPayload, uploadedPicture } from '../support/shop.ts';
import { channelWithPackages } from '../support/subscriptions.ts';
import { bearer, createUser, signIn, type TestApp } from '../support/test-app.ts';

export const actorNames = ['guest', 'fan', 'otherFan', 'creator', 'otherCreator', 'agency', 'admin'] as const;
export type ActorName = (typeof actorNames)[number];
export type Headers = Record<string, string>;
export type Actor = { name: ActorName; role: Role | null; id: string | null; username: string | null; headers: Headers };

/**
 * A value planted in one private field of the victim world. `owners` may see it; admins see
 * everything; anyone else who gets it back has found a leak. Ids (`isId`) count only when the
 * caller did not send them.
 */
export type Canary = { value: string; kind: string; owners: ActorName[]; isId?: boolean };

/** A reviewed exception: canary kinds an actor may legitimately get back from a route, and why. */
export type Exception = { route: string; actors: readonly ActorName[]; kinds: string[]; reason: string };

type LeakCheck = { actor: ActorName; route: string; answer: string; request: string; canaries: Canary[]; granted: Set<string>; allowed: Exception[] };

/**
 * The canaries an answer gives to an actor who may not see them: not an owner, not an admin, not
 * entitled by a purchase (`granted`), and not an exception. An id the caller sent is not a leak.
 * Each exception kind that excused something is added to `excused`.
 */
export function leaksIn({ actor, route, answer, request, canaries, granted, allowed }: LeakCheck, excused = new Set<string>()): Canary[] {
  const text = answer.toLowerCase();
  return canaries.filter((canary) => {
    if (actor === 'admin' || canary.owners.includes(actor) || granted.has(canary.kind)) return false;
    if (!text.includes(canary.value.toLowerCase()) || (canary.isId && request.includes(canary.value))) return false;
    const exception = allowed.find((entry) => entry.route === route && entry.actors.includes(actor) && entry.kinds.includes(canary.kind));
    if (exception) excused.add(`${exception.route} ${canary.kind}`);
    return !exception;
  });
}

/** Ids of the victim world by kind, for path parameters and bodies. */
export type Resources = {
  post: { free: string; subscribers: string; paid: string };
  comment: string;
  story: string;
  channel: string;
  channelUsername: string;
  package: string;
  subscription: string;
  conversation: string;
  fanMessage: string;
  creatorMessage: string;
  chatMedia: string;
  chatMediaMessage: ChatMessage;
  media: string[];
  /** An upload of the victim creator's that no post uses yet, and one of the other creator's. */
  unusedMedia: string;
  strangerUpload: string;
  service: string;
  /** A service the creator switched off and a product they keep private: strangers must not see them. */
  hiddenService: string;
  request: string;
  card: string;
  address: string;
  transactions: { deposit: string; unlock: string; tip: string; order: string };
  product: string;
  hiddenProduct: string;
  notification: string;
  releaseForm: { id: string; formId: string };
  list: string;
  collaboration: string;
  /** Another agency's pending invitation to the creator. */
  rivalInvitation: string;
  report: string;
};

export type World = { actors: Record<ActorName, Actor>; canaries: Canary[]; resources: Resources };

const letters = 'abcdefghijklmnopqrstuvwxyz';
// Letters only, so every field takes it (names refuse digits); 12 random letters never occur by chance.
const randomLetters = (length: number) => Array.from({ length }, () => letters[randomInt(letters.length)]).join('');

type Json = { statusCode: number; body: string; json: () => { data?: unknown } };

function dataOf<T>(response: Json, what: string, status = [200, 201]): T {
  if (!status.includes(response.statusCode)) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response.json().data as T;
}

/** Signs the actor in (again, after a call that ended their sessions). */
export async function refreshActor(testApp: TestApp, actor: Actor): Promise<void> {
  if (actor.username) actor.headers = bearer(await signIn(testApp, actor.username));
}

/**
 * The victim world: a fan and a creator who deal with each other (subscription, purchases, chat,
 * a request, an order), the creator's agency, and three strangers. Every private field holds a canary.
 */
export async function seedWorld(testApp: TestApp): Promise<World> {
  const canaries: Canary[] = [];
  const plant = (kind: string, owners: ActorName[]) => {
    const value = `zq${randomLetters(12)}`;
    canaries.push({ value, kind, owners });
    return value;
  };
  const plantId = (kind: string, value: string, owners: ActorName[]) => {
    canaries.push({ value, kind, owners, isId: true });
    return value;
  };
  const call = (actor: { headers: Headers }, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object, extra: Headers = {}) =>
    testApp.app.inject({ method, url, headers: { ...actor.headers, ...extra }, ...(payload && { payload }) });
  const paying = (actor: { headers: Headers }, url: string, payload: object) => call(actor, 'POST', url, payload, idempotencyHeader());

  const admin = await createUser(testApp, { role: 'ADMIN' });
  const fan = await createUser(testApp);
  const otherFan = await createUser(testApp);
  const creator = await createSignedIn(testApp, 'CREATOR');
  const otherCreator = await createSignedIn(testApp, 'CREATOR');
  const agency = await createAgency(testApp);
  const actor = (name: ActorName, user: { id: string; username: string; role: Role; headers?: Headers }) => ({ name, role: user.role, id: user.id, username: user.username, headers: user.headers ?? {} });
  const actors: Record<ActorName, Actor> = {
    guest: { name: 'guest', role: null, id: null, username: null, headers: {} },
    fan: actor('fan', fan),
    otherFan: actor('otherFan', otherFan),
    creator: actor('creator', creator),
    otherCreator: actor('otherCreator', otherCreator),
    agency: actor('agency', agency),
    admin: actor('admin', admin),
  };
  for (const name of ['fan', 'otherFan', 'admin'] as const) await refreshActor(testApp, actors[name]);
  // Who the fan deals with is theirs and the creator's business: their name must not reach strangers.
  canaries.push({ value: fan.username, kind: 'fan.username', owners: ['fan', 'creator'] }, { value: fan.id, kind: 'fan.id', owners: ['fan', 'creator'], isId: true });
  canaries.push({ value: fan.email, kind: 'email', owners: ['fan'] }, { value: creator.email, kind: 'email', owners: ['creator'] }, { value: agency.email, kind: 'email', owners: ['agency'] });
  // The fans and the other creator have money of their own, so the purchases they may make go through.
  for (const stranger of [fan, otherFan, otherCreator]) await fundWallet(testApp, stranger.id, 1_000_00);

  // The creator's channel and content: a free post, and media behind a subscription, a price and a paid story.
  // Post text is public by design (docs/decisions.md, locked media): what a lock guards is the original's link.
  const { channel, packages } = await channelWithPackages(testApp, creator.id);
  await channelWithPackages(testApp, otherCreator.id);
  const [subscribersMedia, paidMedia, storyMedia, chatPhoto, unusedMedia] = await Promise.all([1, 2, 3, 4, 5].map(() => uploadImage(testApp, creator.headers)));
  const mediaLink = (kind: string, id: string, owners: ActorName[]) => plantId(kind, `/api/media/${id}?`, owners);
  mediaLink('media.subscribers', subscribersMedia!._id, ['creator', 'fan']);
  mediaLink('media.paid', paidMedia!._id, ['creator', 'fan']);
  mediaLink('media.story', storyMedia!._id, ['creator', 'fan']);
  mediaLink('media.chat', chatPhoto!._id, ['creator', 'fan']);
  const free = await publish(testApp, creator.headers, { text: 'A free post for everyone' });
  const subscribers = await publish(testApp, creator.headers, { text: 'For my subscribers', visibility: 'subscribers', channel_id: channel.id, media_ids: [subscribersMedia!._id] });
  const paid = await publish(testApp, creator.headers, { text: 'Pay to view', visibility: 'paid', price: 5, media_ids: [paidMedia!._id] });
  const story = dataOf<Story>(await call(creator, 'POST', '/api/stories', { media_id: storyMedia!._id, text: 'A paid story', price: 3 }), 'story');
  const comment = dataOf<{ _id: string }>(await call(actors.fan, 'POST', `/api/posts/${free._id}/comments`, { text: 'Lovely' }), 'comment');

  // The fan: a card saved at the provider, a deposit by card, a subscription and purchases from the wallet.
  const card = await saveCard(testApp, actors.fan.headers, plant('card.holder', ['fan']), plant('card.billing', ['fan']));
  plantId('card.id', card, ['fan']);
  const deposit = dataOf<{ transaction_id: string }>(await paying(actors.fan, '/api/wallet/deposit', { amount: 20, payment_mode: 'card', tokenised_card_id: card }), 'deposit');
  plantId('transaction.deposit', deposit.transaction_id, ['fan']);
  const { subscription } = dataOf<{ subscription: { _id: string } }>(await paying(actors.fan, `/api/channel/${channel.id}/subscribe`, { package_id: packages[0]!.id, payment_mode: 'wallet' }), 'subscribe');
  const unlock = dataOf<Transaction>(await paying(actors.fan, `/api/posts/${paid._id}/unlock`, { payment_mode: 'wallet' }), 'unlock');
  dataOf(await paying(actors.fan, `/api/stories/${story._id}/unlock`, { payment_mode: 'wallet' }), 'story unlock');
  const tip = dataOf<Transaction>(await paying(actors.fan, '/api/tips', { recipient_id: creator.id, amount: 300, payment_mode: 'wallet', message: plant('tip.message', ['fan', 'creator']) }), 'tip');
  plantId('transaction.unlock', unlock._id, ['fan', 'creator']);
  plantId('transaction.tip', tip._id, ['fan', 'creator']);
  dataOf(await call(actors.fan, 'PUT', '/api/payments/ideal-details', { f_name: plant('ideal.name', ['fan']), l_name: 'Doe', email: `${plant('ideal.email', ['fan'])}@example.test` }), 'ideal details');

  // An order of the creator's product, delivered to the fan's address, with comments from both.
  const address = dataOf<{ _id: string }>(
    await call(actors.fan, 'POST', '/api/addresses', addressPayload({ street: plant('address.street', ['fan']), flat: plant('address.flat', ['fan']), phone_number: '+31 20 765 4321' })),
    'address',
  );
  plantId('address.id', address._id, ['fan']);
  const productMedia = [await uploadedPicture(testApp, creator.headers)];
  const victimProduct = dataOf<{ _id: string }>(await call(creator, 'POST', '/api/shops/create-product', productPayload(productMedia)), 'product');
  const hiddenProduct = dataOf<{ _id: string }>(
    await call(creator, 'POST', '/api/shops/create-product', productPayload([await uploadedPicture(testApp, creator.headers)], { name: plant('product.hidden', ['creator']), is_public: false })),
    'hidden product',
  );
  const order = dataOf<Transaction>(
    await paying(actors.fan, '/api/shops/buy-product', { product_id: victimProduct._id, variant_data: { color: 'Red', size: 'A3' }, qty: 1, delivery_address_id: address._id, payment_mode: 'wallet' }),
    'order',
  );
  plantId('transaction.order', order._id, ['fan', 'creator']);
  dataOf<Order>(await call(actors.fan, 'PATCH', `/api/shops/product-orders/${order._id}/add-comment`, { comment: plant('order.comment', ['fan', 'creator']) }), 'order comment');

  // Chat: messages both ways, private notes on each other, and a paid photo the fan bought.
  const conversation = dataOf<ChatEntry>(await call(actors.fan, 'POST', '/api/chat/conversations', { user_id: creator.id }), 'conversation');
  const fanMessage = dataOf<ChatMessage>(await call(actors.fan, 'POST', '/api/chat/messages', { channel_id: conversation._id, message_text: plant('chat.fan', ['fan', 'creator']) }), 'fan message');
  const creatorMessage = dataOf<ChatMessage>(await call(creator, 'POST', '/api/chat/messages', { channel_id: conversation._id, message_text: plant('chat.creator', ['fan', 'creator']) }), 'creator message');
  dataOf(await call(actors.fan, 'PUT', `/api/chat/notes/${creator.id}`, { note: plant('chat.note.fan', ['fan']) }), 'fan note');
  dataOf(await call(creator, 'PUT', `/api/chat/notes/${fan.id}`, { note: plant('chat.note.creator', ['creator']) }), 'creator note');
  const chatMediaMessage = dataOf<ChatMessage>(
    await call(creator, 'POST', '/api/chat-media/messages', { channel_id: conversation._id, message_text: plant('chat.media', ['fan', 'creator']), media_ids: [chatPhoto!._id], media_fee: 5 }),
    'chat media',
  );
  const chatMedia = chatMediaMessage.meta.chat_media_id!;
  dataOf(
    await paying(actors.fan, '/api/chat-media/purchase', {
      chat_media_id: chatMedia,
      payment_mode: 'wallet',
      seller_id: creator.id,
      converse_id: conversation._id,
      converse_message_id: chatMediaMessage._id,
      creation_time: chatMediaMessage.createdAt,
    }),
    'chat media purchase',
  );

  // A custom request with a private note.
  const customService = { type: 'CUSTOM-SERVICE', name: 'Custom video', includes: 'A 30 second video', fixed_price: false, min_price: 20 };
  const service = dataOf<Service>(await call(creator, 'POST', '/api/users/services', customService), 'service');
  const hiddenService = dataOf<Service>(await call(creator, 'POST', '/api/users/services', { ...customService, name: plant('service.hidden', ['creator']), is_active: false }), 'hidden service');
  const request = dataOf<{ request: ServiceRequest }>(
    await paying(actors.fan, '/api/requests/calls-and-ratings', {
      type: 'CUSTOM-SERVICE',
      target_user: creator.id,
      service_id: service._id,
      proposed_amount: 25,
      request_note: plant('request.note', ['fan', 'creator']),
      payment_mode: 'wallet',
    }),
    'request',
  ).request;

  // The creator's private bookkeeping: a release form, a list of fans, an agency, a withdrawal.
  const [form] = dataOf<ReleaseForm[]>(await call(creator, 'POST', '/api/release-forms', { friendly_name: plant('release.name', ['creator']), email: `${plant('release.email', ['creator'])}@example.test` }), 'release form');
  plantId('release.formId', form!.form_id, ['creator']);
  const list = dataOf<{ _id: string }>(await call(creator, 'POST', '/api/lists', { title: plant('list.title', ['creator']), user_ids: [fan.id] }), 'list');
  const invitation = dataOf<{ _id: string }>(
    await call(agency, 'POST', '/api/agency/invitations', { username: creator.username, invitationLetter: plant('agency.letter', ['creator', 'agency']), ...agencyTerms }),
    'invitation',
  );
  dataOf(await call(creator, 'PATCH', `/api/users/${invitation._id}/agency-request/accept`, { terms_accepted: true }), 'accept agency');
  // A rival agency's pending invitation to the creator: the creator's agency is a stranger to it.
  const rival = await createAgency(testApp);
  const rivalInvitation = dataOf<{ _id: string }>(
    await call(rival, 'POST', '/api/agency/invitations', { username: creator.username, invitationLetter: plant('agency.rivalLetter', ['creator']), ...agencyTerms }),
    'rival invitation',
  );
  const withdrawal = await withdraw(testApp, creator);

  // Messages from the operators and a report the fan filed.
  const notification = dataOf<{ _id: string }>(await call(actors.admin, 'POST', '/api/admin/announcements', { user_id: fan.id, message: plant('notification.fan', ['fan']) }), 'announcement');
  dataOf(await call(actors.admin, 'POST', '/api/admin/announcements', { user_id: creator.id, message: plant('notification.creator', ['creator']) }), 'announcement');
  const report = dataOf<{ _id: string }>(
    await call(actors.fan, 'POST', '/api/report', { reported_id: free._id, report_type: 'SPAM', type: 'post', description: `Spam here ${plant('report.description', ['fan'])}` }),
    'report',
  );

  // Ids of private things count as leaks too when they reach someone who did not send them.
  const ids: [string, string, ActorName[]][] = [
    ['subscription.id', subscription._id, ['fan', 'creator']],
    ['conversation.id', conversation._id, ['fan', 'creator']],
    ['message.id', fanMessage._id, ['fan', 'creator']],
    ['message.id', creatorMessage._id, ['fan', 'creator']],
    ['chatMedia.id', chatMedia, ['fan', 'creator']],
    ['request.id', request._id, ['fan', 'creator']],
    ['releaseForm.id', form!._id, ['creator']],
    ['list.id', list._id, ['creator']],
    ['collaboration.id', invitation._id, ['creator', 'agency']],
    ['collaboration.id', rivalInvitation._id, ['creator']],
    ['withdrawal.id', withdrawal, ['creator']],
    ['notification.id', notification._id, ['fan']],
    ['report.id', report._id, ['fan']],
  ];
  for (const [kind, value, owners] of ids) plantId(kind, value, owners);

  return {
    actors,
    canaries,
    resources: {
      post: { free: free._id, subscribers: subscribers._id, paid: paid._id },
      comment: comment._id,
      story: story._id,
      channel: channel.id,
      channelUsername: channel.username,
      package: packages[0]!.id,
      subscription: subscription._id,
      conversation: conversation._id,
      fanMessage: fanMessage._id,
      creatorMessage: creatorMessage._id,
      chatMedia,
      chatMediaMessage,
      media: [subscribersMedia!._id, paidMedia!._id, chatPhoto!._id],
      unusedMedia: unusedMedia!._id,
      strangerUpload: (await uploadImage(testApp, otherCreator.headers))._id,
      service: service._id,
      hiddenService: hiddenService._id,
      request: request._id,
      card,
      address: address._id,
      transactions: { deposit: deposit.transaction_id, unlock: unlock._id, tip: tip._id, order: order._id },
      product: victimProduct._id,
      hiddenProduct: hiddenProduct._id,
      notification: notification._id,
      releaseForm: { id: form!._id, formId: form!.form_id },
      list: list._id,
      collaboration: invitation._id,
      rivalInvitation: rivalInvitation._id,
      report: report._id,
    },
  };
}

const agencyTerms = {
  revenueShare: { creator: 80, agency: 20 },
  featureRevenueShare: { Message: { agency: 10 } },
  is_all_agency_share: true,
  resourcePermissions: ['MESSAGE', 'SERVICE', 'POST', 'STORY', 'VAULT', 'CHANNEL', 'COLLAB', 'SHOP', 'MATCH', 'NOTIFICATION'].map((resourceName) => ({ resourceName, permitted: true })),
};

/** A card saved through the provider's hosted page, with the holder and billing address given. */
async function saveCard(testApp: TestApp, headers: Headers, holder: string, street: string): Promise<string> {
  const frame = await testApp.app.inject({ method: 'POST', url: '/api/cards/frame-link', headers, payload: { full_address: street, city: 'Amsterdam', state: 'NH', zip_code: '1011 AB', country: 'NL', save_card: true } });
  const { checkout_id: checkoutId, link } = dataOf<{ checkout_id: string; link: string }>(frame, 'card frame');
  const form = new URLSearchParams({ number: '4242424242424242', expiry_month: '12', expiry_year: String(new Date().getUTCFullYear() + 2), cvc: '123', holder: `Alex ${holder}` });
  await fetch(link, { method: 'POST', body: form, redirect: 'manual' });
  return dataOf<{ _id: string }>(await testApp.app.inject({ method: 'POST', url: '/api/cards/confirm', headers, payload: { checkout_id: checkoutId } }), 'card confirm')._id;
}

/** The creator's tip earnings released early (only theirs), a payout account, and a $100 withdrawal; answers its id. */
async function withdraw(testApp: TestApp, creator: { id: string; headers: Headers }): Promise<string> {
  await testApp.db.update(earnings).set({ releasableAt: new Date(Date.now() - 60_000) }).where(sql`${earnings.creatorId} = ${creator.id}`);
  await testApp.services.earnings.releaseDue();
  const call = (method: 'GET' | 'POST', url: string, payload?: object, extra: Headers = {}) =>
    testApp.app.inject({ method, url, headers: { ...creator.headers, ...extra }, ...(payload && { payload }) });
  const account = dataOf<{ activation_url: string }>(await call('POST', '/api/withdrawals/payout-account'), 'payout account');
  await fetch(account.activation_url, { method: 'POST', body: new URLSearchParams({}), redirect: 'manual' });
  await eventually(
    () => call('GET', '/api/withdrawals/payout-account').then((response) => response.json().data?.is_activated),
    (activated) => activated === true,
  );
  const { sid, type } = dataOf<{ sid: string; type: string }>(await call('GET', '/api/withdrawals/payout-account'), 'payout account');
  const withdrawalId = dataOf<{ _id: string }>(await call('POST', '/api/withdrawals', { amount: 100, sid, type }, { 'idempotency-key': randomUUID() }), 'withdrawal')._id;
  // The provider's transfer webhook settles it a moment later: the matrix's balance checks must not see that land.
  await eventually(
    async () => (await testApp.db.select({ status: withdrawals.status }).from(withdrawals).where(sql`${withdrawals.id} = ${withdrawalId}`))[0]?.status,
    (status) => status !== 'Pending',
    20_000,
  );
  return withdrawalId;
}
