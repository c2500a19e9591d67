import { profilePath, webRoutePatterns, type Role } from '@velvet/contracts';

/** Every route of the app: `pattern` for the router (the list the server shares), `to` for links. */
export const paths = {
  home: { pattern: webRoutePatterns.home, to: () => '/' },
  creator: {
    pattern: webRoutePatterns.creator,
    to: (username: string) => `/creator/${encodeURIComponent(username)}`,
  },
  /** Anyone's public page; a creator's opens their creator page. */
  userProfile: { pattern: webRoutePatterns.userProfile, to: (username: string) => `/user/${encodeURIComponent(username)}` },
  /** Creators and hashtags matching `q`. */
  search: { pattern: webRoutePatterns.search, to: (query: string) => `/search?q=${encodeURIComponent(query)}` },
  /** Posts carrying a hashtag (without #). */
  hashtag: { pattern: webRoutePatterns.hashtag, to: (tag: string) => `/hashtag/${encodeURIComponent(tag)}` },
  /**
   * `/{role lowercase}/{username}`: the buyer link of a credit transaction. Only creators and users have
   * such pages; anyone else (an agency, an admin) opens the `/user/` page every account has.
   */
  profile: {
    to: (user: { role: Role; username: string }) =>
      profilePath({ role: user.role === 'CREATOR' ? 'CREATOR' : 'USER', username: encodeURIComponent(user.username) }),
  },
  /** One post, the link to share it. */
  post: { pattern: webRoutePatterns.post, to: (postId: string) => `/post/${encodeURIComponent(postId)}` },
  /** One event, the link to share it. */
  event: { pattern: webRoutePatterns.event, to: (eventId: string) => `/events/${encodeURIComponent(eventId)}` },
  /** An online event's room: the creator's stream and the chat, for ticket holders. */
  eventRoom: { pattern: webRoutePatterns.eventRoom, to: (eventId: string) => `/events/${encodeURIComponent(eventId)}/room` },
  /** The creator's events: new event, and each one's page. */
  eventsSettings: { pattern: webRoutePatterns.eventsSettings, to: () => '/settings/events' },
  /** The fan's tickets with their QR codes. */
  tickets: { pattern: webRoutePatterns.tickets, to: () => '/settings/tickets' },
  channel: { pattern: webRoutePatterns.channel, to: (username: string) => `/channel/${encodeURIComponent(username)}` },
  /** The creator's page, reached after a channel without subscribers is deleted (the spec's route). */
  creatorChannel: { pattern: webRoutePatterns.creatorChannel, to: (username: string) => `/creator/${encodeURIComponent(username)}/channel` },
  notifications: { pattern: webRoutePatterns.notifications, to: () => '/notifications' },
  /** The chat list, or with `userId` the conversation with that user (started when none exists). */
  chat: { pattern: webRoutePatterns.chat, to: (userId?: string) => (userId ? `/chat?user=${encodeURIComponent(userId)}` : '/chat') },
  /** The "Requests" inbox: what the user sent or received, with their states. */
  requests: { pattern: webRoutePatterns.requests, to: () => '/requests' },
  /** The paid voice or video call of an accepted request. */
  call: { pattern: webRoutePatterns.call, to: (requestId: string) => `/call/${encodeURIComponent(requestId)}` },
  admin: { pattern: webRoutePatterns.admin, to: () => '/admin' },
  /** The admin console's queues and logs, each a page under /admin. */
  adminReports: { pattern: webRoutePatterns.adminReports, to: () => '/admin/reports' },
  adminVerifications: { pattern: webRoutePatterns.adminVerifications, to: () => '/admin/verifications' },
  adminPayouts: { pattern: webRoutePatterns.adminPayouts, to: () => '/admin/payouts' },
  adminDisputes: { pattern: webRoutePatterns.adminDisputes, to: () => '/admin/disputes' },
  adminAppeals: { pattern: webRoutePatterns.adminAppeals, to: () => '/admin/appeals' },
  adminAudit: { pattern: webRoutePatterns.adminAudit, to: (filters: { target_id?: string } = {}) => (filters.target_id ? `/admin/audit?target_id=${encodeURIComponent(filters.target_id)}` : '/admin/audit') },
  /** One user's page in the admin console. */
  adminUser: { pattern: webRoutePatterns.adminUser, to: (userId: string) => `/admin/users/${encodeURIComponent(userId)}` },
  /** The portal of AGENCY accounts. */
  agency: { pattern: webRoutePatterns.agency, to: () => '/agency' },
  /** A creator's agency agreement and invitations. */
  agencySettings: { pattern: webRoutePatterns.agencySettings, to: () => '/settings/agency' },
  settings: { pattern: webRoutePatterns.settings, to: () => '/settings' },
  wallet: {
    pattern: webRoutePatterns.wallet,
    /** `newCard`: arriving from a card just added, the deposit form takes the focus. */
    to: (options: { newCard?: boolean } = {}) => (options.newCard ? '/settings/wallet?newCard=true' : '/settings/wallet'),
  },
  cards: { pattern: webRoutePatterns.cards, to: () => '/settings/cards' },
  /** Where the card provider sends the browser back, with `?checkout_id=`. */
  addCardReturn: { pattern: webRoutePatterns.addCardReturn, to: () => '/settings/addCard' },
  transactions: { pattern: webRoutePatterns.transactions, to: () => '/settings/transactions' },
  earnings: { pattern: webRoutePatterns.earnings, to: () => '/settings/earnings' },
  security: { pattern: webRoutePatterns.security, to: () => '/settings/security' },
  account: { pattern: webRoutePatterns.account, to: () => '/settings/account' },
  /** The spec's page after a verified email change: an alias of /settings/account. */
  accountInformation: { pattern: webRoutePatterns.accountInformation, to: () => '/settings/account-information' },
  /** Identity verification: KYC for creators, age for fans; the provider's page returns here. */
  kyc: { pattern: webRoutePatterns.kyc, to: () => '/settings/kyc' },
  /** The creator's channel create/edit form. */
  channelSettings: { pattern: webRoutePatterns.channelSettings, to: () => '/settings/channel' },
  /** The creator's services and the Create/Edit service form. */
  lists: { pattern: webRoutePatterns.lists, to: () => '/settings/lists' },
  /** The creator's media library. */
  vault: { pattern: webRoutePatterns.vault, to: () => '/settings/vault' },
  /** The creator's mass messages: send one, and see their counts. */
  massMessages: { pattern: webRoutePatterns.massMessages, to: () => '/settings/mass-messages' },
  releaseForms: { pattern: webRoutePatterns.releaseForms, to: () => '/settings/release-form' },
  externalReleaseForm: { pattern: webRoutePatterns.externalReleaseForm, to: (formId: string) => `/ext-release-form/${encodeURIComponent(formId)}` },
  servicesSettings: { pattern: webRoutePatterns.servicesSettings, to: () => '/settings/services' },
  /** The creator's products and sold products. */
  shopSettings: { pattern: webRoutePatterns.shopSettings, to: () => '/settings/shop' },
  /** The address book; with `first` it goes back to the purchase that asked for an address. */
  addressSettings: { pattern: webRoutePatterns.addressSettings, to: (options: { first?: boolean } = {}) => (options.first ? '/settings/address?first=true' : '/settings/address') },
  /** The shop page across creators. */
  shop: { pattern: webRoutePatterns.shop, to: () => '/shop' },
  /** A buyer's orders, with their status, tracking and cancel. */
  myOrders: { pattern: webRoutePatterns.myOrders, to: () => '/shop/orders' },
  /** Order tracking after a shop purchase. */
  shopTrack: { pattern: webRoutePatterns.shopTrack, to: (transactionId: string) => `/shop/${encodeURIComponent(transactionId)}/track` },
  /** An order seen from a shop transaction. */
  shopPreview: { pattern: webRoutePatterns.shopPreview, to: (orderId: string) => `/shop/${encodeURIComponent(orderId)}/preview` },
  /** Pages opened from account mails, each with `?token=`. */
  verifyEmail: { pattern: webRoutePatterns.verifyEmail, to: () => '/verify-email' },
  resetPassword: { pattern: webRoutePatterns.resetPassword, to: () => '/reset-password' },
  twoFactorRecovery: { pattern: webRoutePatterns.twoFactorRecovery, to: () => '/2fa-recovery' },
  /** Mails and SMS of a server without SMTP. */
  devMailbox: { pattern: webRoutePatterns.devMailbox, to: () => '/dev/mailbox' },
  /** /articles/terms-of-service and /articles/privacy-policy. */
  article: { pattern: webRoutePatterns.article, to: (slug: 'terms-of-service' | 'privacy-policy') => `/articles/${slug}` },
  transactionDetails: {
    pattern: webRoutePatterns.transactionDetails,
    to: (transactionId: string) => `/transaction-details/${encodeURIComponent(transactionId)}`,
  },
  /** The fan's own channel and collab subscriptions. */
  mySubscriptions: { pattern: webRoutePatterns.mySubscriptions, to: () => '/settings/subscriptions' },
  /** A creator's collab groups, and the form that creates one. */
  myCollabs: { pattern: webRoutePatterns.myCollabs, to: () => '/settings/collabs' },
  collab: { pattern: webRoutePatterns.collab, to: (id: string) => `/collab/${encodeURIComponent(id)}` },
  /** Prime for fans, Pro for creators. */
  platformPlans: { pattern: webRoutePatterns.platformPlans, to: () => '/platform-plans' },
  /** The welcome page of a newly bought platform plan. */
  fresh: { pattern: webRoutePatterns.fresh, to: () => '/fresh' },
  /** The new tab of an iDEAL payment, which the opener sends on to the bank page. */
  idealRedirect: { pattern: webRoutePatterns.idealRedirect, to: () => '/payments/ideal-redirect' },
  /** Where the bank sends the iDEAL tab back, with `?transaction_id=` (the API's return URL). */
  idealReturn: { pattern: webRoutePatterns.idealReturn, to: () => '/payments/ideal-return' },
  providerReturn: { pattern: webRoutePatterns.providerReturn, to: () => '/payments/provider-return' },
  /** Where a social sign-in popup comes back from the provider (the API's redirect URI), with `?code=&state=`. */
  socialCallback: { pattern: webRoutePatterns.socialCallback, to: (provider: string) => `/auth/social/${provider}/callback` },
} as const;
