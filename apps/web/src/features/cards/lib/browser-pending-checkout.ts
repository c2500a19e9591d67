import { createPendingCheckout } from './pending-checkout';

// Session storage: the checkout belongs to this tab, whose iframe the provider sends back.
export const pendingCheckout = createPendingCheckout(window.sessionStorage);
