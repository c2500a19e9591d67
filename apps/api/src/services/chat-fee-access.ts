/** What the chat domain asks before a fan writes to a creator. */
export type ChatFeeAccess =
  | { required: false }
  | { required: true; granted: boolean; expiresAt: Date | null; availableMessages: number | null; serviceIds: string[] };

/** A bought chat fee that has not ended: not refunded, not expired, and (PerMessage) with messages left. */
export type LivePurchase = { serviceId: string; expiresAt: Date | null; availableMessages: number | null };

/**
 * The fan's standing with a creator whose chat needs a fee. A one-off fee is unlimited and never ends
 * (expiresAt null); a timed one is unlimited until the latest expiry; PerMessage fees add up their
 * messages. `serviceIds` are the creator's paid chat fees, the ones to offer when access is not granted.
 */
export function grantedAccess(live: LivePurchase[], serviceIds: string[]): ChatFeeAccess {
  const unlimited = live.filter((purchase) => purchase.availableMessages === null);
  if (unlimited.some((purchase) => purchase.expiresAt === null)) return { required: true, granted: true, expiresAt: null, availableMessages: null, serviceIds };
  if (unlimited.length) {
    const latest = Math.max(...unlimited.map((purchase) => purchase.expiresAt!.getTime()));
    return { required: true, granted: true, expiresAt: new Date(latest), availableMessages: null, serviceIds };
  }
  const messages = live.reduce((sum, purchase) => sum + (purchase.availableMessages ?? 0), 0);
  return { required: true, granted: messages > 0, expiresAt: null, availableMessages: messages > 0 ? messages : null, serviceIds };
}
