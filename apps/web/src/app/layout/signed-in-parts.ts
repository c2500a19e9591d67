import { lazy } from 'react';

// The parts of the layout only a signed-in user sees: fetched once there is a session, never on a guest's first load.
export const SignedInEffects = lazy(() => import('./SignedInEffects').then((module) => ({ default: module.SignedInEffects })));
export const AccountMenu = lazy(() => import('./AccountMenu').then((module) => ({ default: module.AccountMenu })));
export const MobileTabBar = lazy(() => import('./MobileTabBar').then((module) => ({ default: module.MobileTabBar })));
export const NotificationBell = lazy(() =>
  import('@/features/notifications/components/NotificationBell').then((module) => ({ default: module.NotificationBell })),
);
export const ChatUnreadBadge = lazy(() => import('@/features/chat/components/ChatUnreadBadge').then((module) => ({ default: module.ChatUnreadBadge })));
export const WalletBalanceLink = lazy(() =>
  import('@/features/wallet/components/WalletBalanceLink').then((module) => ({ default: module.WalletBalanceLink })),
);
export const EmailVerificationBanner = lazy(() =>
  import('@/features/auth/components/EmailVerificationBanner').then((module) => ({ default: module.EmailVerificationBanner })),
);
