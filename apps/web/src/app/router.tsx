import type { ComponentType } from 'react';
import { Navigate, createBrowserRouter } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { CenteredLoader } from '@/shared/ui/CenteredLoader';
import { AppLayout } from './layout/AppLayout';
import { NotFoundRoute } from './routes/NotFoundRoute';
import { RouteErrorBoundary } from './routes/RouteErrorBoundary';

/** Every page is fetched on its first visit: the first load carries only the shell and the page it opens. */
const page =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) =>
  async () => ({ Component: pick(await load()) });

const loading = <CenteredLoader label="Loading" />;

export const router = createBrowserRouter([
  // The iDEAL tab only passes through on its way to the bank: no header, no socket.
  {
    path: paths.idealRedirect.pattern,
    lazy: page(() => import('@/features/payments/components/IdealRedirectPage'), (m) => m.IdealRedirectPage),
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: loading,
  },
  // The social sign-in popup's last page: it hands the answer to its opener and closes.
  {
    path: paths.socialCallback.pattern,
    lazy: page(() => import('@/features/auth/components/SocialCallbackPage'), (m) => m.SocialCallbackPage),
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: loading,
  },
  {
    element: <AppLayout />,
    // Only when the layout itself fails; page failures are caught below, inside the layout.
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        errorElement: <RouteErrorBoundary />,
        // Inside the layout, so the header shows while the code of the first page arrives.
        hydrateFallbackElement: loading,
        children: [
          { index: true, lazy: page(() => import('./routes/HomeRoute'), (m) => m.HomeRoute) },
          { path: paths.creator.pattern, lazy: page(() => import('./routes/CreatorRoute'), (m) => m.CreatorRoute) },
          { path: paths.creatorChannel.pattern, lazy: page(() => import('./routes/CreatorRoute'), (m) => m.CreatorRoute) },
          { path: paths.channel.pattern, lazy: page(() => import('./routes/ChannelRoute'), (m) => m.ChannelRoute) },
          { path: paths.search.pattern, lazy: page(() => import('./routes/SearchRoute'), (m) => m.SearchRoute) },
          { path: paths.hashtag.pattern, lazy: page(() => import('./routes/HashtagRoute'), (m) => m.HashtagRoute) },
          { path: paths.notifications.pattern, lazy: page(() => import('./routes/NotificationsRoute'), (m) => m.NotificationsRoute) },
          { path: paths.chat.pattern, lazy: page(() => import('./routes/ChatRoute'), (m) => m.ChatRoute) },
          { path: paths.call.pattern, lazy: page(() => import('./routes/CallRoute'), (m) => m.CallRoute) },
          { path: paths.admin.pattern, lazy: page(() => import('./routes/AdminRoute'), (m) => m.AdminRoute) },
          { path: paths.agency.pattern, lazy: page(() => import('./routes/AgencyRoute'), (m) => m.AgencyRoute) },
          {
            path: paths.settings.pattern,
            lazy: page(() => import('./routes/settings/SettingsLayout'), (m) => m.SettingsLayout),
            children: [
              { index: true, element: <Navigate to={paths.wallet.to()} replace /> },
              { path: paths.wallet.pattern, lazy: page(() => import('./routes/settings/WalletRoute'), (m) => m.WalletRoute) },
              { path: paths.cards.pattern, lazy: page(() => import('./routes/settings/CardsRoute'), (m) => m.CardsRoute) },
              { path: paths.addCardReturn.pattern, lazy: page(() => import('./routes/settings/AddCardReturnRoute'), (m) => m.AddCardReturnRoute) },
              { path: paths.transactions.pattern, lazy: page(() => import('./routes/settings/TransactionsRoute'), (m) => m.TransactionsRoute) },
              { path: paths.earnings.pattern, lazy: page(() => import('./routes/settings/EarningsRoute'), (m) => m.EarningsRoute) },
              { path: paths.security.pattern, lazy: page(() => import('./routes/accounts/SecurityRoute'), (m) => m.SecurityRoute) },
              { path: paths.kyc.pattern, lazy: page(() => import('./routes/settings/KycRoute'), (m) => m.KycRoute) },
              { path: paths.channelSettings.pattern, lazy: page(() => import('./routes/settings/ChannelSettingsRoute'), (m) => m.ChannelSettingsRoute) },
              { path: paths.account.pattern, lazy: page(() => import('@/features/account-settings/components/AccountSettingsPage'), (m) => m.AccountSettingsPage) },
              { path: paths.accountInformation.pattern, lazy: page(() => import('@/features/account-settings/components/AccountSettingsPage'), (m) => m.AccountSettingsPage) },
              { path: paths.mySubscriptions.pattern, lazy: page(() => import('./routes/settings/SubscriptionsRoute'), (m) => m.SubscriptionsRoute) },
              { path: paths.servicesSettings.pattern, lazy: page(() => import('./routes/settings/ServicesSettingsRoute'), (m) => m.ServicesSettingsRoute) },
              { path: paths.myCollabs.pattern, lazy: page(() => import('./routes/settings/CollabsRoute'), (m) => m.CollabsRoute) },
              { path: paths.lists.pattern, lazy: page(() => import('./routes/settings/ListsRoute'), (m) => m.ListsRoute) },
              { path: paths.releaseForms.pattern, lazy: page(() => import('./routes/settings/ReleaseFormsRoute'), (m) => m.ReleaseFormsRoute) },
              { path: paths.agencySettings.pattern, lazy: page(() => import('./routes/settings/AgencySettingsRoute'), (m) => m.AgencySettingsRoute) },
              { path: paths.shopSettings.pattern, lazy: page(() => import('./routes/settings/ShopSettingsRoute'), (m) => m.ShopSettingsRoute) },
              { path: paths.addressSettings.pattern, lazy: page(() => import('./routes/settings/AddressSettingsRoute'), (m) => m.AddressSettingsRoute) },
            ],
          },
          { path: paths.transactionDetails.pattern, lazy: page(() => import('./routes/TransactionDetailsRoute'), (m) => m.TransactionDetailsRoute) },
          { path: paths.shopTrack.pattern, lazy: page(() => import('./routes/ShopOrderRoute'), (m) => m.ShopOrderRoute) },
          { path: paths.shopPreview.pattern, lazy: page(() => import('./routes/ShopOrderRoute'), (m) => m.ShopOrderRoute) },
          { path: paths.idealReturn.pattern, lazy: page(() => import('./routes/IdealReturnRoute'), (m) => m.IdealReturnRoute) },
          { path: paths.verifyEmail.pattern, lazy: page(() => import('@/features/auth/components/VerifyEmailPage'), (m) => m.VerifyEmailPage) },
          { path: paths.resetPassword.pattern, lazy: page(() => import('@/features/auth/components/ResetPasswordPage'), (m) => m.ResetPasswordPage) },
          { path: paths.twoFactorRecovery.pattern, lazy: page(() => import('@/features/auth/components/TwoFactorRecoveryPage'), (m) => m.TwoFactorRecoveryPage) },
          { path: paths.devMailbox.pattern, lazy: page(() => import('@/features/dev-mailbox/components/DevMailbox'), (m) => m.DevMailbox) },
          { path: paths.article.pattern, lazy: page(() => import('./routes/accounts/ArticleRoute'), (m) => m.ArticleRoute) },
          { path: paths.platformPlans.pattern, lazy: page(() => import('./routes/PlatformPlansRoute'), (m) => m.PlatformPlansRoute) },
          { path: paths.fresh.pattern, lazy: page(() => import('@/features/plans/components/FreshPage'), (m) => m.FreshPage) },
          { path: paths.externalReleaseForm.pattern, lazy: page(() => import('./routes/ExternalReleaseFormRoute'), (m) => m.ExternalReleaseFormRoute) },
          { path: paths.collab.pattern, lazy: page(() => import('./routes/CollabRoute'), (m) => m.CollabRoute) },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
]);
