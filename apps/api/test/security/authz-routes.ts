import { randomUUID } from 'node:crypto';
import type { AuthPolicy } from '../../src/platform/auth/guard.ts';
import type { TestApp } from '../support/test-app.ts';
import { addressPayload } from '../support/shop.ts';
import type { ActorName, World } from './authz-fixtures.ts';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
};
type Parameter = { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: JsonSchema };
type Operation = { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema?: JsonSchema }> }; 'x-auth'?: AuthPolicy };

export type Route = { method: string; path: string; auth: AuthPolicy; operation: Operation };

/** Every /api route of the app with its declared auth policy, read from the OpenAPI document. */
export function routeTable(testApp: TestApp): Route[] {
  const document = testApp.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      if (!operation['x-auth']) throw new Error(`${method.toUpperCase()} ${path} has no x-auth in the OpenAPI document`);
      return { method: method.toUpperCase(), path, auth: operation['x-auth'], operation };
    }),
  );
}

export const routeName = (route: Pick<Route, 'method' | 'path'>) => `${route.method} ${route.path}`;

/** The smallest value a JSON schema accepts (required properties only); good enough for most bodies, the rest are in `bodies`. */
export function minimalValue(schema: JsonSchema | undefined): unknown {
  if (!schema) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const branches = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (branches) return minimalValue(branches.find((branch) => branch.type !== 'null') ?? branches[0]);
  const type = Array.isArray(schema.type) ? schema.type.find((candidate) => candidate !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const key of schema.required ?? []) value[key] = minimalValue(schema.properties?.[key]);
      return value;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => minimalValue(schema.items));
    case 'integer':
    case 'number': {
      const floor = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : (schema.minimum ?? 1) + (schema.exclusiveMinimum === true ? 1 : 0);
      return Math.min(Math.max(floor, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      return true;
    case 'string':
      return minimalString(schema);
    default:
      return schema.default ?? null;
  }
}

function minimalString(schema: JsonSchema): string {
  if (schema.format === 'uuid') return randomUUID();
  if (schema.format === 'email') return `probe_${randomUUID().slice(0, 8)}@example.test`;
  if (schema.format === 'date-time') return new Date().toISOString();
  if (schema.format === 'date') return '2000-01-01';
  if (schema.format === 'uri') return 'https://example.test/probe';
  const text = 'Authorisation probe text';
  const length = Math.min(Math.max(schema.minLength ?? 1, text.length), schema.maxLength ?? text.length);
  return text.padEnd(length, 'x').slice(0, length);
}

/** A call the matrix makes as each actor; `refs` names the victim resources it points at. */
export type Probe = { route: Route; variant: string; url: string; body?: unknown; needsKey: boolean; refs: string[] };

type Value = { value: string; ref: string };

/** Which victim resource a path parameter names, by route. Unknown parameters get a random UUID. */
function pathValues(path: string, name: string, world: World, schema: JsonSchema): Value[] {
  const r = world.resources;
  const { fan, creator } = world.actors;
  if (schema.enum) return schema.enum.map((value) => ({ value: String(value), ref: `enum:${String(value)}` }));
  const collaborations = [
    { value: r.collaboration, ref: 'collaboration' },
    { value: r.rivalInvitation, ref: 'rivalInvitation' },
  ];
  const rules: [RegExp, string, Value[]][] = [
    [/^\/api\/posts\/\{id\}\/comments\/\{commentId\}/, 'commentId', [{ value: r.comment, ref: 'comment' }]],
    [/^\/api\/posts\/\{id\}\/comments\/\{commentId\}/, 'id', [{ value: r.post.free, ref: 'post.free' }]],
    [/^\/api\/posts\/\{id\}/, 'id', Object.entries(r.post).map(([kind, value]) => ({ value, ref: `post.${kind}` }))],
    [/^\/api\/stories\/\{id\}/, 'id', [{ value: r.story, ref: 'story' }]],
    [/^\/api\/chat\/conversations\/\{id\}/, 'id', [{ value: r.conversation, ref: 'conversation' }]],
    [/^\/api\/chat\/messages\/\{id\}/, 'id', [{ value: r.fanMessage, ref: 'message.fan' }, { value: r.creatorMessage, ref: 'message.creator' }]],
    [/^\/api\/chat\/notes\/\{id\}/, 'id', [{ value: fan.id!, ref: 'user.fan' }]],
    [/^\/api\/chat-media\/\{id\}/, 'id', [{ value: r.chatMedia, ref: 'chatMedia' }]],
    [/^\/api\/requests\//, 'id', [{ value: r.request, ref: 'request' }]],
    [/^\/api\/users\/services\/\{id\}/, 'id', [{ value: r.service, ref: 'service' }, { value: r.hiddenService, ref: 'service' }]],
    [/^\/api\/addresses\/\{id\}/, 'id', [{ value: r.address, ref: 'address' }]],
    [/^\/api\/shops\/(update-product|delete-products|fetch-products)\/\{id\}/, 'id', [{ value: r.product, ref: 'product' }, { value: r.hiddenProduct, ref: 'product' }]],
    [/^\/api\/shops\/product-orders\/\{id\}/, 'id', [{ value: r.transactions.order, ref: 'order' }]],
    [/^\/api\/release-forms\/\{id\}/, 'id', [{ value: r.releaseForm.id, ref: 'releaseForm' }]],
    [/^\/api\/ext-release-forms\/\{formId\}/, 'formId', [{ value: r.releaseForm.formId, ref: 'releaseForm' }]],
    [/^\/api\/lists\/\{id\}/, 'id', [{ value: r.list, ref: 'list' }]],
    [/^\/api\/media\/\{id\}/, 'id', r.media.map((value) => ({ value, ref: 'media' }))],
    [/^\/api\/channel\/get-subscriber\/\{id\}/, 'id', [{ value: r.subscription, ref: 'subscription' }]],
    [/^\/api\/channel\/by-username\/\{username\}/, 'username', [{ value: r.channelUsername, ref: 'channel' }]],
    [/^\/api\/channel\/\{id\}/, 'id', [{ value: r.channel, ref: 'channel' }]],
    [/^\/api\/creators\/\{username\}/, 'username', [{ value: creator.username!, ref: 'user.creator' }]],
    [/^\/api\/users\/\{id\}\/(agency-collab-details|agency-request)/, 'id', collaborations],
    [/^\/api\/users\/revoke-agency-collab\/\{id\}/, 'id', collaborations],
    [/^\/api\/agency\/collaborations\/\{id\}/, 'id', collaborations],
    [/^\/api\/users\/\{id\}\/(super-like|poke)/, 'id', [{ value: creator.id!, ref: 'user.creator' }]],
    [/^\/api\/admin\/users\/\{id\}/, 'id', [{ value: fan.id!, ref: 'user.fan' }]],
    [/^\/api\/admin\/kyc\/\{userId\}/, 'userId', [{ value: fan.id!, ref: 'user.fan' }]],
    [/^\/api\/admin\/transactions\/\{id\}/, 'id', [{ value: r.transactions.unlock, ref: 'transaction' }]],
    [/^\/api\/admin\/reports\/\{id\}/, 'id', [{ value: r.report, ref: 'report' }]],
    [/^\/api\/transactions\/\{id\}/, 'id', Object.values(r.transactions).map((value) => ({ value, ref: 'transaction' }))],
  ];
  const rule = rules.find(([pattern, param]) => pattern.test(path) && param === name);
  return rule ? rule[2] : [{ value: randomUUID(), ref: 'unknown' }];
}

/** Victim resources for body and query fields, by field name; `chat` routes name the conversation `channel_id`. */
function fieldValue(path: string, field: string, world: World): { value: unknown; ref: string } | undefined {
  const r = world.resources;
  const { fan, creator } = world.actors;
  const chat = path.startsWith('/api/chat');
  const fields: Record<string, { value: unknown; ref: string }> = {
    user_id: path === '/api/admin/announcements' ? { value: fan.id, ref: 'user.fan' } : { value: creator.id, ref: 'user.creator' },
    target_user: { value: creator.id, ref: 'user.creator' },
    recipient_id: { value: creator.id, ref: 'user.creator' },
    seller_id: { value: creator.id, ref: 'user.creator' },
    creator_id: { value: creator.id, ref: 'user.creator' },
    reported_id: { value: r.post.free, ref: 'post.free' },
    channel_id: chat ? { value: r.conversation, ref: 'conversation' } : { value: r.channel, ref: 'channel' },
    message_id: { value: r.fanMessage, ref: 'message.fan' },
    messageId: { value: r.creatorMessage, ref: 'message.creator' },
    chat_media_id: { value: r.chatMedia, ref: 'chatMedia' },
    converse_id: { value: r.conversation, ref: 'conversation' },
    converse_message_id: { value: r.chatMediaMessage._id, ref: 'chatMedia' },
    creation_time: { value: r.chatMediaMessage.createdAt, ref: 'chatMedia' },
    request_id: { value: r.request, ref: 'request' },
    service_id: { value: r.service, ref: 'service' },
    product_id: { value: r.product, ref: 'product' },
    delivery_address_id: { value: r.address, ref: 'address' },
    card_id: { value: r.card, ref: 'card' },
    tokenised_card_id: { value: r.card, ref: 'card' },
    package_id: { value: r.package, ref: 'channel' },
    user_ids: { value: [fan.id], ref: 'user.fan' },
    ids: { value: [r.notification], ref: 'notification' },
    media_id: { value: r.media[0], ref: 'media' },
    media_ids: { value: r.media, ref: 'media' },
    vault_media_ids: { value: r.media, ref: 'media' },
  };
  return fields[field];
}

/** Several named bodies for one route. */
class Variants {
  constructor(readonly byName: Record<string, object>) {}
}

/**
 * Hand-made bodies where the schema alone gives no valid one (refinements the document cannot show),
 * or where a victim's id must reach the check that guards it.
 */
const bodies: Record<string, (world: World, actor: ActorName) => object> = {
  'POST /api/posts': (world) =>
    new Variants({
      "victim's channel": { text: 'Probe', visibility: 'subscribers', channel_id: world.resources.channel },
      "victim's upload": { text: 'Probe', media_ids: [world.resources.unusedMedia] },
    }),
  'POST /api/stories': (world) => ({ media_id: world.resources.unusedMedia, text: 'Probe' }),
  // The other creator sends their own upload, so only the conversation stands in the way.
  'POST /api/chat-media/messages': (world, actor) => ({
    channel_id: world.resources.conversation,
    message_text: 'Probe',
    media_ids: [actor === 'otherCreator' ? world.resources.strangerUpload : world.resources.unusedMedia],
    media_fee: 5,
  }),
  'POST /api/shops/buy-product': (world) => ({ product_id: world.resources.product, variant_data: { color: 'Red', size: 'A3' }, qty: 1, delivery_address_id: world.resources.address, payment_mode: 'wallet' }),
  'POST /api/wallet/deposit': (world) => ({ amount: 10, payment_mode: 'card', tokenised_card_id: world.resources.card }),
  'PUT /api/payments/ideal-details': () => ({ f_name: 'Probe', l_name: 'Probe', email: 'probe@example.test' }),
  'POST /api/addresses': () => addressPayload(),
  'POST /api/users/services': () => ({ type: 'CUSTOM-SERVICE', name: 'Probe service', includes: 'Nothing', fixed_price: false, min_price: 20 }),
  'PATCH /api/users/services/{id}': () => ({ name: 'Renamed by a probe' }),
  'PATCH /api/addresses/{id}': () => ({ street: 'Probe street 1' }),
  'PATCH /api/shops/update-product/{id}': () => ({ name: 'Renamed by a probe' }),
  'PUT /api/lists/{id}': (world) => ({ title: 'Probe list', user_ids: [world.actors.fan.id] }),
  'POST /api/requests/calls-and-ratings': (world) => ({
    type: 'CUSTOM-SERVICE',
    target_user: world.actors.creator.id,
    service_id: world.resources.service,
    proposed_amount: 25,
    request_note: 'A probe request',
    payment_mode: 'wallet',
  }),
  'POST /api/requests/{id}/respond': () => ({ status: 2 }),
  'POST /api/requests/respond-to-counter-offer/{id}': () => ({ counter_status: 'rejected' }),
  'POST /api/chat/pins': (world) => ({ messageId: world.resources.creatorMessage, pin: true, forAll: true }),
  'POST /api/chat/conversations/{id}/read': (world) => ({ message_id: world.resources.creatorMessage }),
  'PATCH /api/chat/messages/{id}': () => ({ message_text: 'Edited by a probe' }),
  'POST /api/chat/messages': (world) => ({ channel_id: world.resources.conversation, message_text: 'A probe message' }),
  'POST /api/tips': (world) => ({ recipient_id: world.actors.creator.id, amount: 5, payment_mode: 'wallet', traceable_data: { entity: 'post', ref: world.resources.post.paid } }),
  'PATCH /api/shops/product-orders/{id}/update-status': () => ({ status: 'Shipped' }),
  'PATCH /api/users/change-password': () => ({ current_password: 'Not#ThePassword1', new_password: 'Probe#Password2', confirm_password: 'Probe#Password2' }),
  'POST /api/users/change-password': () => ({ current_password: 'Not#ThePassword1', new_password: 'Probe#Password2', confirm_password: 'Probe#Password2' }),
  'PATCH /api/users/{id}/agency-request/{action}': () => ({ terms_accepted: true }),
  'POST /api/report': (world) => ({ reported_id: world.resources.post.paid, report_type: 'SPAM', type: 'post', description: 'A probe report, long enough' }),
};

/** The body with the victim's ids in the fields that name them (`fill`), or as given; `refs` collects what they point at. */
const withIds = (path: string, value: unknown, world: World, refs: Set<string>, fill: boolean): unknown => {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => {
      const known = fieldValue(path, key, world);
      if (!known) return [key, withIds(path, field, world, refs, fill)];
      refs.add(known.ref);
      return [key, fill ? known.value : field];
    }),
  );
};

/** The bodies of a route for one actor: hand-made ones, else the schema's minimal value; plus a card variant where a card can pay. */
function bodyVariants(route: Route, world: World, actor: ActorName): { variant: string; body: unknown; refs: string[] }[] {
  const schema = route.operation.requestBody?.content['application/json']?.schema;
  const hand = bodies[routeName(route)]?.(world, actor);
  const given = hand ? (hand instanceof Variants ? Object.entries(hand.byName) : [['minimal', hand] as const]) : [['minimal', schema ? minimalValue(schema) : undefined] as const];
  const variants = given.map(([variant, value]) => {
    const refs = new Set<string>();
    return { variant, body: withIds(route.path, value, world, refs, !hand), refs: [...refs] };
  });
  const [first] = variants;
  if (first && typeof first.body === 'object' && schema?.properties?.tokenised_card_id && schema.properties.payment_mode && !JSON.stringify(first.body).includes(world.resources.card)) {
    variants.push({ variant: "victim's card", body: { ...first.body, payment_mode: 'card', tokenised_card_id: world.resources.card }, refs: [...first.refs, 'card'] });
  }
  return variants;
}

/** One actor's calls for one route: every combination of the victim's ids for its path, with each body variant. */
export function probesFor(route: Route, world: World, actor: ActorName): Probe[] {
  const parameters = route.operation.parameters ?? [];
  let urls: { url: string; refs: string[] }[] = [{ url: route.path, refs: [] }];
  for (const parameter of parameters.filter((candidate) => candidate.in === 'path')) {
    const values = pathValues(route.path, parameter.name, world, parameter.schema);
    urls = urls.flatMap(({ url, refs }) => values.map(({ value, ref }) => ({ url: url.replace(`{${parameter.name}}`, encodeURIComponent(value)), refs: [...refs, ref] })));
  }
  const query = new URLSearchParams();
  const queryRefs: string[] = [];
  for (const parameter of parameters.filter((candidate) => candidate.in === 'query')) {
    const known = fieldValue(route.path, parameter.name, world);
    if (known) queryRefs.push(known.ref);
    if (known) query.set(parameter.name, String(known.value));
    else if (parameter.required) query.set(parameter.name, String(minimalValue(parameter.schema)));
  }
  const search = query.size ? `?${query}` : '';
  const needsKey = parameters.some((parameter) => parameter.in === 'header' && parameter.name === 'idempotency-key');
  return urls.flatMap(({ url, refs }) =>
    bodyVariants(route, world, actor).map((variant) => ({
      route,
      variant: variant.variant,
      url: `${url}${search}`,
      body: variant.body,
      needsKey,
      refs: [...new Set([...refs, ...queryRefs, ...variant.refs])],
    })),
  );
}
