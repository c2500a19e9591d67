export { CardBrandLogo } from './CardBrandLogo';
export { cardBrand, cardBrandNames, cardDescription, cardExpiry, isShownAsDefault, maskedCardNumber } from './card-display';
export {
  IDEAL_HANDSHAKE_RETRY_MS,
  isFollowableUrl,
  receiveIdealRedirect,
  sendIdealRedirect,
  IdealTabClosedError,
  type IdealRedirect,
} from './ideal-tab';
export { finishOneOffPurchase, handIdealPaymentToTab, idealMessages, openIdealTab, sendToWalletPage } from './ideal-checkout';
export { paymentBreakdown, paymentSummaryText } from './payment-breakdown';
export { PaymentMethodSelector } from './PaymentMethodSelector';
export { PaymentProblem } from './PaymentProblem';
export { PurchaseFooter } from './PurchaseFooter';
export { cardSelection, defaultPaymentSelection, paymentSelectionProblem, SKRILL_SELECTION, type PaymentSelection } from './selection-rules';
export { usePaymentSelection, type PaymentSelectionState } from './use-payment-selection';
