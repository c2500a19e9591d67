const PENDING_CHECKOUT_KEY = 'velvet.pending_checkout';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The checkout of a card being added, kept for the return page in case the provider sends the browser
 * back without its id ("if a pending checkout id exists the card is confirmed").
 */
export function createPendingCheckout(storage: KeyValueStorage) {
  return {
    remember(checkoutId: string) {
      storage.setItem(PENDING_CHECKOUT_KEY, checkoutId);
    },
    /** The checkout to confirm: the one in the return address, else the remembered one; forgets it. */
    take(fromReturnAddress: string | null): string | null {
      const remembered = storage.getItem(PENDING_CHECKOUT_KEY);
      storage.removeItem(PENDING_CHECKOUT_KEY);
      return fromReturnAddress || remembered || null;
    },
  };
}
