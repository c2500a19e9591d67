import { messages } from '@velvet/contracts';
import { stems, type Known } from './fuzz-inputs.ts';
import { fundWallet } from '../support/money.ts';
import { saveCardAtProvider, TEST_CARDS } from '../support/paysim.ts';
import { creatorWithChannel, publish } from '../support/posts.ts';
import { bearer, createUser, signIn, type TestApp } from '../support/test-app.ts';

export type IdentityName = 'guest' | 'fan' | 'creator' | 'admin';

export type Identity = { name: IdentityName; username?: string; headers: Record<string, string> };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const POOL_SIZE = 300;

/**
 * Who sends the requests, and what they have seen. The acting users' own ids and usernames never enter
 * the pool: the fuzz must not ban, lock out or sign in as the identities it sends requests with; the
 * bystanders (a creator with a channel and a post, a fan) stand in as the targets.
 */
export class FuzzWorld {
  readonly known: Known = { ids: [], usernames: [], idsFor: (hint) => this.idsFor(hint) };
  private readonly rolesById = new Map<string, Set<string>>();
  private readonly usernames = new Set<string>();
  private readonly protectedValues = new Set<string>();

  private constructor(
    private readonly testApp: TestApp,
    readonly identities: Identity[],
  ) {}

  static async create(testApp: TestApp): Promise<FuzzWorld> {
    const fan = await createUser(testApp);
    const creator = await creatorWithChannel(testApp);
    const admin = await createUser(testApp, { role: 'ADMIN' });
    const fanHeaders = bearer(await signIn(testApp, fan.username));
    const identities: Identity[] = [
      { name: 'guest', headers: {} },
      { name: 'fan', username: fan.username, headers: fanHeaders },
      { name: 'creator', username: creator.username, headers: creator.headers },
      { name: 'admin', username: admin.username, headers: bearer(await signIn(testApp, admin.username)) },
    ];
    const world = new FuzzWorld(testApp, identities);
    for (const user of [fan, creator, admin]) for (const value of [user.id, user.username, user.email]) world.protectedValues.add(value);

    // The fan can pay: money in the wallet and a card saved at the provider sandbox.
    await fundWallet(testApp, fan.id, 100_000);
    const card = await saveCardAtProvider(testApp, fanHeaders, TEST_CARDS.visa);
    const ownPost = await publish(testApp, creator.headers, { text: 'A post of the acting creator #fuzz', channel_id: creator.channel.id });
    const bystander = await creatorWithChannel(testApp);
    const paidPost = await publish(testApp, bystander.headers, { text: 'A paid post #fuzz', visibility: 'paid', price: 3 });
    const bystanderFan = await createUser(testApp);
    world.harvest({ card, ownPost, paidPost, channels: [creator.channel, bystander.channel], packages: [creator.packageId, bystander.packageId] });
    world.harvest({ users: [{ id: bystander.id, username: bystander.username }, { id: bystanderFan.id, username: bystanderFan.username }] });
    return world;
  }

  /**
   * Remembers the ids and usernames in an answer (bounded, newest kept), each id with the roles it was
   * seen in: the key naming it (`channel_id`), the object holding it (`channel._id`), else the route it came from.
   */
  harvest(value: unknown, source = ''): void {
    const routeRoles = stems(source.replace(/\{[^}]+\}/g, ' '));
    const stack: { value: unknown; parent: string }[] = [{ value, parent: '' }];
    let visited = 0;
    while (stack.length && visited < 5_000) {
      const { value: current, parent } = stack.pop()!;
      visited += 1;
      if (current === null || typeof current !== 'object') continue;
      for (const [key, child] of Object.entries(current)) {
        const role = Array.isArray(current) || key === '_id' || key === 'id' ? parent : key;
        if (typeof child === 'object') stack.push({ value: child, parent: role });
        if (typeof child !== 'string' || this.protectedValues.has(child)) continue;
        if (UUID.test(child)) this.rememberId(child, stems(role).length ? stems(role) : routeRoles);
        else if (key === 'username' && child.length <= 100) remember(this.usernames, child);
      }
    }
    this.known.ids = [...this.rolesById.keys()];
    this.known.usernames = [...this.usernames];
  }

  private rememberId(id: string, roles: string[]): void {
    const merged = new Set([...(this.rolesById.get(id) ?? []), ...roles]);
    this.rolesById.delete(id);
    this.rolesById.set(id, merged);
    if (this.rolesById.size > POOL_SIZE) this.rolesById.delete(this.rolesById.keys().next().value!);
  }

  private idsFor(hint: string): string[] {
    const wanted = stems(hint);
    return [...this.rolesById].filter(([, roles]) => wanted.some((role) => roles.has(role))).map(([id]) => id);
  }

  /** Signs an identity in again after a request ended its session ('sign out everywhere'). */
  async heal(identity: Identity): Promise<void> {
    if (!identity.username) return;
    identity.headers = bearer(await signIn(this.testApp, identity.username));
  }

  /** Whether an answer says this identity may not call the route at all (so more inputs would not get further). */
  static turnedAway(identity: Identity, status: number, body: { code?: string; message?: string }): boolean {
    if (status === 401) return identity.name === 'guest' && body.message === messages.signInRequired;
    return status === 403 && body.code === 'FORBIDDEN' && body.message === messages.forbidden;
  }
}

function remember(set: Set<string>, value: string): void {
  set.delete(value);
  set.add(value);
  if (set.size > POOL_SIZE) set.delete(set.values().next().value!);
}
