import { Navigate, createBrowserRouter } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { CenteredLoader } from '@/shared/ui/CenteredLoader';
import { AppLayout } from './layout/AppLayout';
import { AdminRoute } from './routes/AdminRoute';
import { ChannelRoute } from './routes/ChannelRoute';
import { ChatRoute } from './routes/ChatRoute';
import { CallRoute } from './routes/CallRoute';
import { CreatorRoute } from './routes/CreatorRoute';
import { HashtagRoute } from './routes/HashtagRoute';
import { HomeRoute } from './routes/HomeRoute';
import { NotFoundRoute } from './routes/NotFoundRoute';
import { NotificationsRoute } from './routes/NotificationsRoute';
import { RouteErrorBoundary } from './routes/RouteErrorBoundary';
import { SearchRoute } from './routes/SearchRoute';

// The money pages load when first visited.
const settingsRoutes = () => import('./routes/settings/settings-routes');
const moneyRoutes = () => import('./routes/money-routes');
const accountsRoutes = () => import('./routes/accounts/accounts-routes');
const subscriptionRoutes = () => import('./routes/subscription-routes');

export const router = createBrowserRouter([
  // The iDEAL tab only passes through on its way to the bank: no header, no socket.
  {
    path: paths.idealRedirect.pattern,
    lazy: async () => ({ Component: (await moneyRoutes()).IdealRedirectRoute }),
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <CenteredLoader label="Loading" />,
  },
  // The social sign-in popup's last page: it hands the answer to its opener and closes.
  {
    path: paths.socialCallback.pattern,
    lazy: async () => ({ Component: (await accountsRoutes()).SocialCallbackRoute }),
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <CenteredLoader label="Loading" />,
  },
  {
    element: <AppLayout />,
    // Only when the layout itself fails; page failures are caught below, inside the layout.
    errorElement: <RouteErrorBoundary />,
    // While the code of a lazily loaded first page arrives.
    hydrateFallbackElement: <CenteredLoader label="Loading" />,
    children: [
      {
        errorElement: <RouteErrorBoundary />,
        children: [
          { index: true, element: <HomeRoute /> },
          { path: paths.creator.pattern, element: <CreatorRoute /> },
          { path: paths.creatorChannel.pattern, element: <CreatorRoute /> },
          { path: paths.channel.pattern, element: <ChannelRoute /> },
          { path: paths.post.pattern, lazy: async () => ({ Component: (await import('./routes/PostRoute')).PostRoute }) },
          { path: paths.search.pattern, element: <SearchRoute /> },
          { path: paths.hashtag.pattern, element: <HashtagRoute /> },
          { path: paths.notifications.pattern, element: <NotificationsRoute /> },
          { path: paths.chat.pattern, element: <ChatRoute /> },
          { path: paths.call.pattern, element: <CallRoute /> },
          { path: paths.admin.pattern, element: <AdminRoute /> },
          { path: paths.agency.pattern, lazy: async () => ({ Component: (await import('./routes/AgencyRoute')).AgencyRoute }) },
          {
            path: paths.settings.pattern,
            lazy: async () => ({ Component: (await settingsRoutes()).SettingsLayout }),
            children: [
              { index: true, element: <Navigate to={paths.wallet.to()} replace /> },
              { path: paths.wallet.pattern, lazy: async () => ({ Component: (await settingsRoutes()).WalletRoute }) },
              { path: paths.cards.pattern, lazy: async () => ({ Component: (await settingsRoutes()).CardsRoute }) },
              { path: paths.addCardReturn.pattern, lazy: async () => ({ Component: (await settingsRoutes()).AddCardReturnRoute }) },
              { path: paths.transactions.pattern, lazy: async () => ({ Component: (await settingsRoutes()).TransactionsRoute }) },
              { path: paths.earnings.pattern, lazy: async () => ({ Component: (await settingsRoutes()).EarningsRoute }) },
              { path: paths.security.pattern, lazy: async () => ({ Component: (await accountsRoutes()).SecurityRoute }) },
              { path: paths.kyc.pattern, lazy: async () => ({ Component: (await settingsRoutes()).KycRoute }) },
              { path: paths.channelSettings.pattern, lazy: async () => ({ Component: (await settingsRoutes()).ChannelSettingsRoute }) },
              { path: paths.account.pattern, lazy: async () => ({ Component: (await settingsRoutes()).AccountRoute }) },
              { path: paths.accountInformation.pattern, lazy: async () => ({ Component: (await settingsRoutes()).AccountRoute }) },
              { path: paths.mySubscriptions.pattern, lazy: async () => ({ Component: (await settingsRoutes()).SubscriptionsRoute }) },
              { path: paths.servicesSettings.pattern, lazy: async () => ({ Component: (await settingsRoutes()).ServicesSettingsRoute }) },
              { path: paths.myCollabs.pattern, lazy: async () => ({ Component: (await settingsRoutes()).CollabsRoute }) },
              { path: paths.lists.pattern, lazy: async () => ({ Component: (await settingsRoutes()).ListsRoute }) },
              { path: paths.releaseForms.pattern, lazy: async () => ({ Component: (await settingsRoutes()).ReleaseFormsRoute }) },
              { path: paths.agencySettings.pattern, lazy: async () => ({ Component: (await settingsRoutes()).AgencySettingsRoute }) },
              { path: paths.shopSettings.pattern, lazy: async () => ({ Component: (await settingsRoutes()).ShopSettingsRoute }) },
              { path: paths.addressSettings.pattern, lazy: async () => ({ Component: (await settingsRoutes()).AddressSettingsRoute }) },
            ],
          },
          {
            path: paths.transactionDetails.pattern,
            lazy: async () => ({ Component: (await moneyRoutes()).TransactionDetailsRoute }),
          },
          { path: paths.shopTrack.pattern, lazy: async () => ({ Component: (await import('./routes/ShopOrderRoute')).ShopOrderRoute }) },
          { path: paths.shopPreview.pattern, lazy: async () => ({ Component: (await import('./routes/ShopOrderRoute')).ShopOrderRoute }) },
          { path: paths.idealReturn.pattern, lazy: async () => ({ Component: (await moneyRoutes()).IdealReturnRoute }) },
          { path: paths.verifyEmail.pattern, lazy: async () => ({ Component: (await accountsRoutes()).VerifyEmailRoute }) },
          { path: paths.resetPassword.pattern, lazy: async () => ({ Component: (await accountsRoutes()).ResetPasswordRoute }) },
          { path: paths.twoFactorRecovery.pattern, lazy: async () => ({ Component: (await accountsRoutes()).TwoFactorRecoveryRoute }) },
          { path: paths.devMailbox.pattern, lazy: async () => ({ Component: (await accountsRoutes()).DevMailboxRoute }) },
          { path: paths.article.pattern, lazy: async () => ({ Component: (await accountsRoutes()).ArticleRoute }) },
          { path: paths.platformPlans.pattern, lazy: async () => ({ Component: (await subscriptionRoutes()).PlatformPlansRoute }) },
          { path: paths.fresh.pattern, lazy: async () => ({ Component: (await subscriptionRoutes()).FreshRoute }) },
          { path: paths.externalReleaseForm.pattern, lazy: async () => ({ Component: (await import('./routes/ExternalReleaseFormRoute')).ExternalReleaseFormRoute }) },
          { path: paths.collab.pattern, lazy: async () => ({ Component: (await subscriptionRoutes()).CollabRoute }) },
          { path: '*', element: <NotFoundRoute /> },
        ],
      },
    ],
  },
]);
