import { profilePath, type Role } from '@velvet/contracts';

/** Every route of the app: `pattern` for the router, `to` for links. */
export const paths = {
  home: { pattern: '/', to: () => '/' },
  creator: {
    pattern: '/creator/:username',
    to: (username: string) => `/creator/${encodeURIComponent(username)}`,
  },
  /** Creators and hashtags matching `q`. */
  search: { pattern: '/search', to: (query: string) => `/search?q=${encodeURIComponent(query)}` },
  /** Posts carrying a hashtag (without #). */
  hashtag: { pattern: '/hashtag/:tag', to: (tag: string) => `/hashtag/${encodeURIComponent(tag)}` },
  /** `/{role lowercase}/{username}`: the buyer link of a credit transaction. */
  profile: { to: (user: { role: Role; username: string }) => profilePath({ role: user.role, username: encodeURIComponent(user.username) }) },
  channel: { pattern: '/channel/:username', to: (username: string) => `/channel/${encodeURIComponent(username)}` },
  /** The creator's page, reached after a channel without subscribers is deleted (the spec's route). */
  creatorChannel: { pattern: '/creator/:username/channel', to: (username: string) => `/creator/${encodeURIComponent(username)}/channel` },
  notifications: { pattern: '/notifications', to: () => '/notifications' },
  /** The chat list, or with `userId` the conversation with that user (started when none exists). */
  chat: { pattern: '/chat', to: (userId?: string) => (userId ? `/chat?user=${encodeURIComponent(userId)}` : '/chat') },
  /** The paid voice or video call of an accepted request. */
  call: { pattern: '/call/:requestId', to: (requestId: string) => `/call/${encodeURIComponent(requestId)}` },
  admin: { pattern: '/admin', to: () => '/admin' },
  /** The portal of AGENCY accounts. */
  agency: { pattern: '/agency', to: () => '/agency' },
  /** A creator's agency agreement and invitations. */
  agencySettings: { pattern: '/settings/agency', to: () => '/settings/agency' },
  settings: { pattern: '/settings', to: () => '/settings' },
  wallet: {
    pattern: '/settings/wallet',
    /** `newCard`: arriving from a card just added, the deposit form takes the focus. */
    to: (options: { newCard?: boolean } = {}) => (options.newCard ? '/settings/wallet?newCard=true' : '/settings/wallet'),
  },
  cards: { pattern: '/settings/cards', to: () => '/settings/cards' },
  /** Where the card provider sends the browser back, with `?checkout_id=`. */
  addCardReturn: { pattern: '/settings/addCard', to: () => '/settings/addCard' },
  transactions: { pattern: '/settings/transactions', to: () => '/settings/transactions' },
  earnings: { pattern: '/settings/earnings', to: () => '/settings/earnings' },
  security: { pattern: '/settings/security', to: () => '/settings/security' },
  account: { pattern: '/settings/account', to: () => '/settings/account' },
  /** The spec's page after a verified email change: an alias of /settings/account. */
  accountInformation: { pattern: '/settings/account-information', to: () => '/settings/account-information' },
  /** Identity verification: KYC for creators, age for fans; the provider's page returns here. */
  kyc: { pattern: '/settings/kyc', to: () => '/settings/kyc' },
  /** The creator's channel create/edit form. */
  channelSettings: { pattern: '/settings/channel', to: () => '/settings/channel' },
  /** The creator's services and the Create/Edit service form. */
  lists: { pattern: '/settings/lists', to: () => '/settings/lists' },
  releaseForms: { pattern: '/settings/release-form', to: () => '/settings/release-form' },
  externalReleaseForm: { pattern: '/ext-release-form/:formId', to: (formId: string) => `/ext-release-form/${encodeURIComponent(formId)}` },
  servicesSettings: { pattern: '/settings/services', to: () => '/settings/services' },
  /** The creator's products and sold products. */
  shopSettings: { pattern: '/settings/shop', to: () => '/settings/shop' },
  /** The address book; with `first` it goes back to the purchase that asked for an address. */
  addressSettings: { pattern: '/settings/address', to: (options: { first?: boolean } = {}) => (options.first ? '/settings/address?first=true' : '/settings/address') },
  /** Order tracking after a shop purchase. */
  shopTrack: { pattern: '/shop/:transactionId/track', to: (transactionId: string) => `/shop/${encodeURIComponent(transactionId)}/track` },
  /** An order seen from a shop transaction. */
  shopPreview: { pattern: '/shop/:orderId/preview', to: (orderId: string) => `/shop/${encodeURIComponent(orderId)}/preview` },
  /** Pages opened from account mails, each with `?token=`. */
  verifyEmail: { pattern: '/verify-email', to: () => '/verify-email' },
  resetPassword: { pattern: '/reset-password', to: () => '/reset-password' },
  twoFactorRecovery: { pattern: '/2fa-recovery', to: () => '/2fa-recovery' },
  /** Mails and SMS of a server without SMTP. */
  devMailbox: { pattern: '/dev/mailbox', to: () => '/dev/mailbox' },
  /** /articles/terms-of-service and /articles/privacy-policy. */
  article: { pattern: '/articles/:slug', to: (slug: 'terms-of-service' | 'privacy-policy') => `/articles/${slug}` },
  transactionDetails: {
    pattern: '/transaction-details/:transactionId',
    to: (transactionId: string) => `/transaction-details/${encodeURIComponent(transactionId)}`,
  },
  /** The fan's own channel and collab subscriptions. */
  mySubscriptions: { pattern: '/settings/subscriptions', to: () => '/settings/subscriptions' },
  /** A creator's collab groups, and the form that creates one. */
  myCollabs: { pattern: '/settings/collabs', to: () => '/settings/collabs' },
  collab: { pattern: '/collab/:id', to: (id: string) => `/collab/${encodeURIComponent(id)}` },
  /** Prime for fans, Pro for creators. */
  platformPlans: { pattern: '/platform-plans', to: () => '/platform-plans' },
  /** The welcome page of a newly bought platform plan. */
  fresh: { pattern: '/fresh', to: () => '/fresh' },
  /** The new tab of an iDEAL payment, which the opener sends on to the bank page. */
  idealRedirect: { pattern: '/payments/ideal-redirect', to: () => '/payments/ideal-redirect' },
  /** Where the bank sends the iDEAL tab back, with `?transaction_id=` (the API's return URL). */
  idealReturn: { pattern: '/payments/ideal-return', to: () => '/payments/ideal-return' },
  /** Where a social sign-in popup comes back from the provider (the API's redirect URI), with `?code=&state=`. */
  socialCallback: { pattern: '/auth/social/:provider/callback', to: (provider: string) => `/auth/social/${provider}/callback` },
} as const;
