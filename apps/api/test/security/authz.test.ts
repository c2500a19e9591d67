import type { Role } from '@velvet/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, balance, type AccountRef } from '../../src/ledger/index.ts';
import type { AuthPolicy } from '../../src/platform/auth/guard.ts';
import { sandboxedTestApp } from '../support/paysim.ts';
import type { TestApp } from '../support/test-app.ts';
import { actorNames, leaksIn, refreshActor, seedWorld, type ActorName, type Canary, type Exception, type World } from './authz-fixtures.ts';
import { probesFor, routeName, routeTable, type Probe, type Route } from './authz-routes.ts';
import { changedBy, snapshot } from './authz-snapshot.ts';

let testApp: TestApp;
let stop: () => Promise<void>;
let world: World;
let routes: Route[];
beforeAll(async () => {
  ({ testApp, stop } = await sandboxedTestApp());
  world = await seedWorld(testApp);
  routes = routeTable(testApp);
}, 120_000);
afterAll(() => stop?.());

/**
 * Reviewed exceptions: a victim's private value that an actor may legitimately get back from a route.
 * Each entry names the route, who, which canary kinds, and why; an entry that excuses nothing fails the run.
 */
const allowed: Exception[] = [
  {
    route: 'GET /api/dev/outbox',
    actors: [...actorNames],
    kinds: ['release.email', 'release.formId'],
    reason: 'the dev mailbox shows every mail by design; it exists only without SMTP, which a deployment on an external database refuses (platform/config.ts)',
  },
  {
    route: 'GET /api/shops/sold-products',
    actors: ['creator'],
    kinds: ['address.street', 'address.flat'],
    reason: 'the seller ships the order to the delivery address the buyer chose for it',
  },
  {
    route: 'GET /api/shops/product-orders/{id}',
    actors: ['creator'],
    kinds: ['address.street', 'address.flat'],
    reason: 'the seller ships the order to the delivery address the buyer chose for it',
  },
  {
    route: 'PATCH /api/shops/product-orders/{id}/add-comment',
    actors: ['creator'],
    kinds: ['address.street', 'address.flat'],
    reason: 'answers the order, with its delivery address, to its seller',
  },
  {
    route: 'PATCH /api/shops/product-orders/{id}/update-status',
    actors: ['creator'],
    kinds: ['address.street', 'address.flat'],
    reason: 'answers the order, with its delivery address, to its seller',
  },
  {
    route: 'GET /api/posts/{id}/comments',
    actors: [...actorNames],
    kinds: ['fan.username', 'fan.id'],
    reason: 'the fan commented on a free post: a comment shows its author to everyone',
  },
  {
    route: 'GET /api/ext-release-forms/{formId}',
    actors: [...actorNames],
    kinds: ['release.name'],
    reason: 'the external signer has no account: the unguessable form id is the credential (release-forms/routes.ts)',
  },
];

/** Purchases a stranger may make with their own money, and the canaries they then legitimately see. */
const grants: Record<string, (probe: Probe) => string[]> = {
  'POST /api/posts/{id}/unlock': (probe) => (probe.refs.includes('post.paid') ? ['media.paid'] : []),
  'POST /api/stories/{id}/unlock': () => ['media.story'],
  'POST /api/channel/{id}/subscribe': () => ['media.subscribers'],
};

/** Calls that end the victim's own sessions or undo their world run after every other call, each actor in turn. */
const lastOfAll = new Set([
  'POST /api/users/logout',
  'POST /api/users/logout-all',
  'PUT /api/cards',
  'POST /api/admin/users/{id}/ban',
  'PATCH /api/users/{id}/agency-request/{action}',
  'POST /api/users/revoke-agency-collab/{id}',
  'POST /api/agency/collaborations/{id}/{decision}',
  'POST /api/channel/{id}/unsubscribe',
  'PATCH /api/shops/product-orders/{id}/update-status',
  'POST /api/requests/{id}/respond',
  'PATCH /api/requests/{id}',
  'POST /api/admin/transactions/{id}/refund',
]);
const runsLast = (route: Route) => route.method === 'DELETE' || lastOfAll.has(routeName(route));
const endsSessions = /logout|change-password|\/api\/users\/email$/;

/** What the route's declared policy answers a caller it does not admit (none when it admits them). */
const refusalFor = (policy: AuthPolicy, role: Role | null) => (policy === 'public' ? null : !role ? 401 : policy !== 'signed-in' && !policy.includes(role) ? 403 : null);

/** Strangers first, then the victim's own (so their legitimate changes come after the strangers' tries), admins last. */
const order: ActorName[] = ['guest', 'otherFan', 'otherCreator', 'agency', 'fan', 'creator', 'admin'];

/** The victim's money: balances that no one else may lower, and may raise only by paying. */
function victimAccounts(): { owner: ActorName; label: string; account: AccountRef }[] {
  const { fan, creator, agency } = world.actors;
  return [
    { owner: 'fan', label: "fan's wallet", account: accounts.fanWallet(fan.id!) },
    { owner: 'creator', label: "creator's pending earnings", account: accounts.creatorPending(creator.id!) },
    { owner: 'creator', label: "creator's available earnings", account: accounts.creatorAvailable(creator.id!) },
    { owner: 'agency', label: "agency's pending share", account: accounts.agencyEarnings(agency.id!) },
    { owner: 'agency', label: "agency's available share", account: accounts.agencyAvailable(agency.id!) },
  ];
}

// Only the matrix moves these users' money, so each balance is read once after a call and compared with the last reading.
const lastSeen = new Map<string, bigint>();
const accountKey = (account: AccountRef) => `${account.kind}/${account.ownerId}`;

/** How much each balance moved since it was last read. */
async function moves(list: AccountRef[]): Promise<bigint[]> {
  const now = await Promise.all(list.map((account) => balance(testApp.db, account)));
  return list.map((account, index) => {
    const previous = lastSeen.get(accountKey(account)) ?? now[index]!;
    lastSeen.set(accountKey(account), now[index]!);
    return now[index]! - previous;
  });
}

describe('authorisation matrix', () => {
  it('finds a canary given to a stranger, but not one its owner, a buyer, an exception or the caller itself accounts for', () => {
    const canaries: Canary[] = [
      { value: 'zqprivatenote', kind: 'note', owners: ['fan'] },
      { value: '/api/media/m1?', kind: 'media', owners: ['creator'], isId: true },
    ];
    const check = (actor: ActorName, answer: string, extra: { request?: string; granted?: string[]; allowed?: Exception[] } = {}) =>
      leaksIn({ actor, route: 'GET /x', answer, request: extra.request ?? '', canaries, granted: new Set(extra.granted), allowed: extra.allowed ?? [] }).map((canary) => canary.kind);
    const answer = '{"note":"ZQPrivateNote","url":"/api/media/m1?sig=1"}';
    expect(check('otherFan', answer)).toEqual(['note', 'media']);
    expect(check('fan', answer)).toEqual(['media']);
    expect(check('admin', answer)).toEqual([]);
    expect(check('otherFan', answer, { granted: ['media'], request: '/x?id=zqprivatenote' })).toEqual(['note']);
    expect(check('otherFan', answer, { request: '/api/media/m1?' })).toEqual(['note']);
    expect(check('otherFan', answer, { allowed: [{ route: 'GET /x', actors: ['otherFan'], kinds: ['note'], reason: 'test' }] })).toEqual(['media']);
  });

  it('gives no actor the victim’s private data, lets no stranger change it, refuses whom each policy refuses, and never answers 5xx', async () => {
    const problems: string[] = [];
    const excused = new Set<string>();
    const granted = Object.fromEntries(actorNames.map((name) => [name, new Set<string>()])) as Record<ActorName, Set<string>>;
    const cardOwners = world.canaries.find((canary) => canary.kind === 'card.id')!.owners;
    let calls = 0;

    /** One call as one actor, checked for 5xx, leaked canaries and the victim's money; answers whether it changed something. */
    async function call(name: ActorName, probe: Probe): Promise<boolean> {
      const actor = world.actors[name];
      const route = routeName(probe.route);
      const label = `${route} [${probe.variant}] as ${name}`;
      const mutation = probe.route.method !== 'GET';
      const headers = { ...actor.headers, ...(probe.needsKey && { 'idempotency-key': randomUUID() }) };
      const response = await testApp.app.inject({ method: probe.route.method as 'GET', url: probe.url, headers, ...(probe.body !== undefined && { payload: probe.body as object }) });
      calls += 1;
      if (response.statusCode >= 500) problems.push(`${label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      const refusal = refusalFor(probe.route.auth, actor.role);
      if (refusal && response.statusCode !== refusal) problems.push(`${label}: answered ${response.statusCode} where its policy ${JSON.stringify(probe.route.auth)} refuses with ${refusal}`);
      const ok = response.statusCode < 300;
      if (ok) for (const kind of grants[route]?.(probe) ?? []) granted[name].add(kind);

      const sentBody = JSON.stringify(probe.body ?? '');
      const check = { actor: name, route, answer: response.body, request: `${probe.url} ${sentBody}`, canaries: world.canaries, granted: granted[name], allowed };
      for (const canary of leaksIn(check, excused)) problems.push(`${label}: leaked ${canary.kind}`);
      if (ok && mutation && name !== 'admin') {
        for (const canary of world.canaries.filter((candidate) => candidate.isId && !candidate.owners.includes(name) && sentBody.includes(candidate.value))) {
          problems.push(`${label}: acted with the victim's ${canary.kind} (${response.statusCode})`);
        }
      }

      if (mutation && actor.id && name !== 'admin') {
        const money = victimAccounts().filter(({ owner }) => owner !== name);
        const deltas = await moves([...money.map(({ account }) => account), accounts.fanWallet(actor.id)]);
        const changes = money.map((entry, index) => ({ ...entry, delta: deltas[index]! }));
        const spent = -deltas.at(-1)!;
        const raised = changes.reduce((sum, change) => sum + (change.delta > 0n ? change.delta : 0n), 0n);
        const byOwnCard = probe.refs.includes('card') && cardOwners.includes(name);
        for (const change of changes.filter((candidate) => candidate.delta < 0n)) problems.push(`${label}: lowered the ${change.label} by ${-change.delta} cents`);
        if (raised > spent && !byOwnCard) problems.push(`${label}: raised the victims' balances by ${raised} cents while paying ${spent}`);
      }
      if (ok && endsSessions.test(probe.route.path)) await refreshActor(testApp, actor);
      return ok && mutation;
    }

    let state = await snapshot(testApp, world);
    expect([...state.values()].filter((entry) => entry.status !== 200).map((entry) => entry.read.key)).toEqual([]);
    for (const last of [false, true]) {
      for (const name of order) {
        await moves([...victimAccounts().map(({ account }) => account), ...actorNames.flatMap((other) => (world.actors[other].id ? [accounts.fanWallet(world.actors[other].id!)] : []))]);
        const changing: Probe[] = [];
        for (const route of routes.filter((candidate) => runsLast(candidate) === last)) {
          for (const probe of probesFor(route, world, name)) if (await call(name, probe)) changing.push(probe);
        }
        const next = await snapshot(testApp, world);
        for (const change of name === 'admin' ? [] : changedBy(name, state, next)) {
          const suspects = changing.filter((probe) => probe.refs.some((ref) => change.refs.includes(ref))).map((probe) => `${routeName(probe.route)} [${probe.variant}]`);
          problems.push(`${name} changed the victim's ${change.key} (calls that succeeded on it: ${suspects.join(', ') || 'none'}):\n  before ${change.before}\n  after  ${change.after}`);
        }
        state = next;
      }
    }

    console.warn(`authz: ${calls} calls over ${routes.length} routes x ${actorNames.length} actors, ${problems.length} leaks`);
    expect(problems).toEqual([]);
    const stale = allowed.flatMap((entry) => entry.kinds.map((kind) => `${entry.route} ${kind}`)).filter((key) => !excused.has(key));
    expect(stale).toEqual([]);
  }, 600_000);
});
