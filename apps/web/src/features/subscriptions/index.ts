export { MySubscriptionDialog } from './components/MySubscriptionDialog';
export { MySubscriptionsPanel } from './components/MySubscriptionsPanel';
export { RecurringCheckout, type ChosenPayment } from './components/RecurringCheckout';
export { SubscribeDialog } from './components/SubscribeDialog';
export { SubscribedBadge } from './components/SubscribedBadge';
export { UnsubscribeDialog } from './components/UnsubscribeDialog';
export { useCheckoutFlow } from './hooks/use-checkout-flow';
