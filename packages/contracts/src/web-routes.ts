/**
 * The web app's page routes, React Router patterns: the router builds its table from these, and the
 * server answers 200 with the app for a path one of them matches and 404 for any other.
 */
export const webRoutePatterns = {
  home: '/',
  creator: '/creator/:username',
  creatorChannel: '/creator/:username/channel',
  /** Anyone's public page: the buyer link of a credit transaction (`/{role lowercase}/{username}`) for fans. */
  userProfile: '/user/:username',
  channel: '/channel/:username',
  post: '/post/:postId',
  event: '/events/:eventId',
  eventRoom: '/events/:eventId/room',
  search: '/search',
  hashtag: '/hashtag/:tag',
  notifications: '/notifications',
  chat: '/chat',
  requests: '/requests',
  call: '/call/:requestId',
  admin: '/admin',
  adminReports: '/admin/reports',
  adminVerifications: '/admin/verifications',
  adminPayouts: '/admin/payouts',
  adminDisputes: '/admin/disputes',
  adminAppeals: '/admin/appeals',
  adminAudit: '/admin/audit',
  adminUser: '/admin/users/:userId',
  agency: '/agency',
  settings: '/settings',
  wallet: '/settings/wallet',
  cards: '/settings/cards',
  addCardReturn: '/settings/addCard',
  transactions: '/settings/transactions',
  earnings: '/settings/earnings',
  security: '/settings/security',
  kyc: '/settings/kyc',
  channelSettings: '/settings/channel',
  account: '/settings/account',
  accountInformation: '/settings/account-information',
  mySubscriptions: '/settings/subscriptions',
  servicesSettings: '/settings/services',
  myCollabs: '/settings/collabs',
  lists: '/settings/lists',
  vault: '/settings/vault',
  massMessages: '/settings/mass-messages',
  releaseForms: '/settings/release-form',
  agencySettings: '/settings/agency',
  shopSettings: '/settings/shop',
  addressSettings: '/settings/address',
  eventsSettings: '/settings/events',
  tickets: '/settings/tickets',
  transactionDetails: '/transaction-details/:transactionId',
  shop: '/shop',
  myOrders: '/shop/orders',
  shopTrack: '/shop/:transactionId/track',
  shopPreview: '/shop/:orderId/preview',
  idealReturn: '/payments/ideal-return',
  /** Where the hosted wallet (the skrill-flagged provider) sends the payer back. */
  providerReturn: '/payments/provider-return',
  idealRedirect: '/payments/ideal-redirect',
  verifyEmail: '/verify-email',
  resetPassword: '/reset-password',
  twoFactorRecovery: '/2fa-recovery',
  devMailbox: '/dev/mailbox',
  article: '/articles/:slug',
  platformPlans: '/platform-plans',
  fresh: '/fresh',
  externalReleaseForm: '/ext-release-form/:formId',
  collab: '/collab/:id',
  socialCallback: '/auth/social/:provider/callback',
} as const;

export type WebRouteName = keyof typeof webRoutePatterns;
export type WebRouteMatch = { name: WebRouteName; params: Record<string, string> };

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

function decodeSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

function matchPattern(pattern: string, segments: string[]): Record<string, string> | undefined {
  const parts = segmentsOf(pattern);
  if (parts.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    const segment = decodeSegment(segments[index]!);
    if (segment === undefined) return undefined;
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    // React Router compares static segments without regard to case.
    else if (part.toLowerCase() !== segment.toLowerCase()) return undefined;
  }
  return params;
}

/** The page a path (without its query) opens, matched as React Router does (a trailing slash is ignored), or undefined. */
export function matchWebRoute(pathname: string): WebRouteMatch | undefined {
  const segments = segmentsOf(pathname);
  for (const [name, pattern] of Object.entries(webRoutePatterns) as Array<[WebRouteName, string]>) {
    const params = matchPattern(pattern, segments);
    if (params) return { name, params };
  }
  return undefined;
}
