import { modulesTest } from './route-preloads';

/**
 * Lazy code that is always fetched together, each in one file with what it imports (Rolldown's
 * `codeSplitting.groups`, after the shell's and the landing routes'). Left to the automatic splitting, each
 * was a few dozen small files shared by a few lazy modules: a signed-in page fetched 74 to 126 scripts, a
 * guest's creator page 43, each a round trip (six at a time over HTTP/1.1) and the browser's work of a
 * request; for the same bytes give or take 5% (docs/decisions.md).
 */
export const lazyGroups = [
  // What a creator page fetches once it has painted (its channel, posts, events and shop): a guest's shared link
  // opens it. Keep in step with the lazy imports of CreatorProfileView.tsx and CreatorRoute.tsx.
  {
    name: 'creator-sections',
    test: modulesTest(
      'src/features/channels/components/ChannelOfferSection.tsx',
      'src/features/creators/components/CreatorPosts.tsx',
      'src/features/events/components/EventsSection.tsx',
      'src/features/shop/components/CreatorShop.tsx',
    ),
    priority: 0.5,
  },
  // The parts of the layout every signed-in page shows (src/app/layout/signed-in-parts.ts). What they share
  // with the creator page's sections stays in those, which a signed-in page then fetches too.
  {
    name: 'signed-in',
    test: modulesTest(
      'src/app/layout/SignedInEffects.tsx',
      'src/app/layout/AccountMenu.tsx',
      'src/app/layout/MobileTabBar.tsx',
      'src/features/notifications/components/NotificationBell.tsx',
      'src/features/chat/components/ChatUnreadBadge.tsx',
      'src/features/wallet/components/WalletBalanceLink.tsx',
      'src/features/auth/components/EmailVerificationBanner.tsx',
    ),
    priority: 0,
  },
];
