import type { PackageDiscount, ValidityType } from '@velvet/contracts';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { insertCard } from '../../src/cards/repo.ts';
import { subscriptions } from '../../src/subscriptions/schema.ts';
import type { TestApp } from './test-app.ts';

/** A saved card as the provider's checkout would leave it (for flows that never charge it). */
export async function saveCardRow(testApp: TestApp, userId: string, registrationId = `reg_${randomBytes(6).toString('hex')}`) {
  return insertCard(testApp.db, {
    userId,
    registrationId,
    fingerprint: randomBytes(8).toString('hex'),
    brand: 'VISA',
    last4: '4242',
    expiryMonth: '12',
    expiryYear: '2030',
    holder: 'Test Fan',
    isDefault: true,
    billingAddress: { full_address: '1 Canal Street', city: 'Amsterdam', state: 'NH', zip_code: '1011 AB', country: 'NL' },
  });
}

type PackageSpec = { validityType?: ValidityType; priceCents?: number; isActive?: boolean; discount?: PackageDiscount | null };

/** A creator's channel with its packages, made through the channels service. */
export async function channelWithPackages(testApp: TestApp, creatorId: string, specs: PackageSpec[] = [{}]) {
  const name = `chan_${randomBytes(5).toString('hex')}`;
  const channel = await testApp.services.channels.create({ creatorId, name, username: name, about: 'A channel for tests' });
  const packages = await testApp.services.channels.addPackages(
    specs.map((spec) => ({ channelId: channel.id, validityType: spec.validityType ?? 'MONTHLY', priceCents: spec.priceCents ?? 1000, isActive: spec.isActive ?? true, discount: spec.discount ?? null })),
  );
  return { channel, packages };
}

/** Moves one subscription's clock forward by `ms`: its dates shift back, so its end comes that much sooner. */
export async function advanceSubscription(testApp: TestApp, subscriptionId: string, ms: number) {
  const shift = sql`make_interval(secs => ${ms / 1000})`;
  await testApp.db
    .update(subscriptions)
    .set({
      startedAt: sql`${subscriptions.startedAt} - ${shift}`,
      expiresOn: sql`${subscriptions.expiresOn} - ${shift}`,
      nextRenewalAttemptAt: sql`${subscriptions.nextRenewalAttemptAt} - ${shift}`,
      cancelledAt: sql`${subscriptions.cancelledAt} - ${shift}`,
    })
    .where(sql`${subscriptions.id} = ${subscriptionId}`);
}

export const DAY_MS = 86_400_000;

/** Moves a subscription's clock to one minute past its end, as seen by a worker whose clock runs `clockAheadMs` ahead. */
export async function advanceToEnd(testApp: TestApp, subscription: { id: string; expiresOn: Date }, clockAheadMs = 0) {
  await advanceSubscription(testApp, subscription.id, subscription.expiresOn.getTime() - Date.now() - clockAheadMs + 60_000);
}

// Leases run 10 minutes from the claiming worker's clock, which a test file may set up to 6 hours ahead;
// a retry or the next period is at least a day away.
const LEASE_WINDOW_MS = 12 * 3_600_000;

/**
 * Runs the renewal job (with its clock `clockAheadMs` ahead) until the subscription is neither due nor
 * held by a worker mid-charge. Test files run in parallel on one database, and each file's job run may
 * take another's due subscriptions, as real workers do.
 */
export async function renewSettled(testApp: TestApp, subscriptionId: string, clockAheadMs = 0) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const now = Date.now() + clockAheadMs;
    await testApp.services.subscriptions.renewDue(new Date(now));
    const [row] = await testApp.db.select().from(subscriptions).where(sql`${subscriptions.id} = ${subscriptionId}`);
    const next = row!.nextRenewalAttemptAt?.getTime();
    if (next === undefined || next > now + LEASE_WINDOW_MS || Date.now() > deadline) return row!;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
