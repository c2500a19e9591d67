import { lazy, type ComponentType } from 'react';
import { Navigate, Route, createRoutesFromElements, useRoutes } from 'react-router';
import { paths } from '@/shared/routing/paths';
import { AppLayout } from './layout/AppLayout';
import { PageBoundary } from './routes/PageBoundary';
import { NotFoundRoute } from './routes/NotFoundRoute';

/** A page fetched on its first visit: the first load carries only the shell and the page it opens. */
const page = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType) => lazy(async () => ({ default: pick(await load()) }));

const IdealRedirectPage = page(() => import('@/features/payments/components/IdealRedirectPage'), (m) => m.IdealRedirectPage);
const SocialCallbackPage = page(() => import('@/features/auth/components/SocialCallbackPage'), (m) => m.SocialCallbackPage);
const HomeRoute = page(() => import('./routes/HomeRoute'), (m) => m.HomeRoute);
const CreatorRoute = page(() => import('./routes/CreatorRoute'), (m) => m.CreatorRoute);
const UserProfileRoute = page(() => import('./routes/UserProfileRoute'), (m) => m.UserProfileRoute);
const ChannelRoute = page(() => import('./routes/ChannelRoute'), (m) => m.ChannelRoute);
const PostRoute = page(() => import('./routes/PostRoute'), (m) => m.PostRoute);
const SearchRoute = page(() => import('./routes/SearchRoute'), (m) => m.SearchRoute);
const HashtagRoute = page(() => import('./routes/HashtagRoute'), (m) => m.HashtagRoute);
const NotificationsRoute = page(() => import('./routes/NotificationsRoute'), (m) => m.NotificationsRoute);
const ChatRoute = page(() => import('./routes/ChatRoute'), (m) => m.ChatRoute);
const RequestsRoute = page(() => import('./routes/RequestsRoute'), (m) => m.RequestsRoute);
const CallRoute = page(() => import('./routes/CallRoute'), (m) => m.CallRoute);
const AdminLayout = page(() => import('./routes/admin/AdminLayout'), (m) => m.AdminLayout);
const AdminOverviewRoute = page(() => import('./routes/admin/AdminOverviewRoute'), (m) => m.AdminOverviewRoute);
const AdminReportsRoute = page(() => import('./routes/admin/AdminQueueRoutes'), (m) => m.AdminReportsRoute);
const AdminVerificationsRoute = page(() => import('./routes/admin/AdminQueueRoutes'), (m) => m.AdminVerificationsRoute);
const AdminPayoutsRoute = page(() => import('./routes/admin/AdminQueueRoutes'), (m) => m.AdminPayoutsRoute);
const AdminDisputesRoute = page(() => import('./routes/admin/AdminPagesRoutes'), (m) => m.AdminDisputesRoute);
const AdminAppealsRoute = page(() => import('./routes/admin/AdminPagesRoutes'), (m) => m.AdminAppealsRoute);
const AdminAuditRoute = page(() => import('./routes/admin/AdminPagesRoutes'), (m) => m.AdminAuditRoute);
const AdminUserRoute = page(() => import('./routes/admin/AdminPagesRoutes'), (m) => m.AdminUserRoute);
const AgencyRoute = page(() => import('./routes/AgencyRoute'), (m) => m.AgencyRoute);
const SettingsLayout = page(() => import('./routes/settings/SettingsLayout'), (m) => m.SettingsLayout);
const WalletRoute = page(() => import('./routes/settings/WalletRoute'), (m) => m.WalletRoute);
const CardsRoute = page(() => import('./routes/settings/CardsRoute'), (m) => m.CardsRoute);
const AddCardReturnRoute = page(() => import('./routes/settings/AddCardReturnRoute'), (m) => m.AddCardReturnRoute);
const TransactionsRoute = page(() => import('./routes/settings/TransactionsRoute'), (m) => m.TransactionsRoute);
const EarningsRoute = page(() => import('./routes/settings/EarningsRoute'), (m) => m.EarningsRoute);
const SecurityRoute = page(() => import('./routes/accounts/SecurityRoute'), (m) => m.SecurityRoute);
const KycRoute = page(() => import('./routes/settings/KycRoute'), (m) => m.KycRoute);
const ChannelSettingsRoute = page(() => import('./routes/settings/ChannelSettingsRoute'), (m) => m.ChannelSettingsRoute);
const AccountSettingsPage = page(() => import('@/features/account-settings/components/AccountSettingsPage'), (m) => m.AccountSettingsPage);
const SubscriptionsRoute = page(() => import('./routes/settings/SubscriptionsRoute'), (m) => m.SubscriptionsRoute);
const ServicesSettingsRoute = page(() => import('./routes/settings/ServicesSettingsRoute'), (m) => m.ServicesSettingsRoute);
const CollabsRoute = page(() => import('./routes/settings/CollabsRoute'), (m) => m.CollabsRoute);
const ListsRoute = page(() => import('./routes/settings/ListsRoute'), (m) => m.ListsRoute);
const VaultRoute = page(() => import('./routes/settings/VaultRoute'), (m) => m.VaultRoute);
const MassMessagesRoute = page(() => import('./routes/settings/MassMessagesRoute'), (m) => m.MassMessagesRoute);
const ReleaseFormsRoute = page(() => import('./routes/settings/ReleaseFormsRoute'), (m) => m.ReleaseFormsRoute);
const AgencySettingsRoute = page(() => import('./routes/settings/AgencySettingsRoute'), (m) => m.AgencySettingsRoute);
const ShopSettingsRoute = page(() => import('./routes/settings/ShopSettingsRoute'), (m) => m.ShopSettingsRoute);
const AddressSettingsRoute = page(() => import('./routes/settings/AddressSettingsRoute'), (m) => m.AddressSettingsRoute);
const TransactionDetailsRoute = page(() => import('./routes/TransactionDetailsRoute'), (m) => m.TransactionDetailsRoute);
const ShopOrderRoute = page(() => import('./routes/ShopOrderRoute'), (m) => m.ShopOrderRoute);
const ShopRoute = page(() => import('./routes/ShopRoute'), (m) => m.ShopRoute);
const MyOrdersRoute = page(() => import('./routes/ShopRoute'), (m) => m.MyOrdersRoute);
const IdealReturnRoute = page(() => import('./routes/IdealReturnRoute'), (m) => m.IdealReturnRoute);
const VerifyEmailPage = page(() => import('@/features/auth/components/VerifyEmailPage'), (m) => m.VerifyEmailPage);
const ResetPasswordPage = page(() => import('@/features/auth/components/ResetPasswordPage'), (m) => m.ResetPasswordPage);
const TwoFactorRecoveryPage = page(() => import('@/features/auth/components/TwoFactorRecoveryPage'), (m) => m.TwoFactorRecoveryPage);
const DevMailbox = page(() => import('@/features/dev-mailbox/components/DevMailbox'), (m) => m.DevMailbox);
const ArticleRoute = page(() => import('./routes/accounts/ArticleRoute'), (m) => m.ArticleRoute);
const PlatformPlansRoute = page(() => import('./routes/PlatformPlansRoute'), (m) => m.PlatformPlansRoute);
const FreshPage = page(() => import('@/features/plans/components/FreshPage'), (m) => m.FreshPage);
const ExternalReleaseFormRoute = page(() => import('./routes/ExternalReleaseFormRoute'), (m) => m.ExternalReleaseFormRoute);
const EventRoute = page(() => import('./routes/EventRoute'), (m) => m.EventRoute);
const EventRoomRoute = page(() => import('./routes/EventRoomRoute'), (m) => m.EventRoomRoute);
const EventsSettingsRoute = page(() => import('./routes/settings/EventsSettingsRoute'), (m) => m.EventsSettingsRoute);
const TicketsRoute = page(() => import('./routes/settings/TicketsRoute'), (m) => m.TicketsRoute);
const CollabRoute = page(() => import('./routes/CollabRoute'), (m) => m.CollabRoute);

// Declarative routes rather than a data router: no page has a loader or an action, and the data
// router's code would weigh 15 KB gzip on every first load (docs/decisions.md). The table is built once, here:
// `<Routes>` rebuilt it from its JSX children on every render.
const routes = createRoutesFromElements(
  <>
    {/* The iDEAL tab only passes through on its way to the bank: no header, no socket. */}
    <Route path={paths.idealRedirect.pattern} element={<PageBoundary><IdealRedirectPage /></PageBoundary>} />
    {/* The social sign-in popup's last page: it hands the answer to its opener and closes. */}
    <Route path={paths.socialCallback.pattern} element={<PageBoundary><SocialCallbackPage /></PageBoundary>} />
    <Route element={<AppLayout />}>
      <Route index element={<HomeRoute />} />
      <Route path={paths.creator.pattern} element={<CreatorRoute />} />
      <Route path={paths.creatorChannel.pattern} element={<CreatorRoute />} />
      <Route path={paths.userProfile.pattern} element={<UserProfileRoute />} />
      <Route path={paths.channel.pattern} element={<ChannelRoute />} />
      <Route path={paths.post.pattern} element={<PostRoute />} />
      <Route path={paths.event.pattern} element={<EventRoute />} />
      <Route path={paths.eventRoom.pattern} element={<EventRoomRoute />} />
      <Route path={paths.search.pattern} element={<SearchRoute />} />
      <Route path={paths.hashtag.pattern} element={<HashtagRoute />} />
      <Route path={paths.notifications.pattern} element={<NotificationsRoute />} />
      <Route path={paths.chat.pattern} element={<ChatRoute />} />
      <Route path={paths.requests.pattern} element={<RequestsRoute />} />
      <Route path={paths.call.pattern} element={<CallRoute />} />
      <Route path={paths.admin.pattern} element={<AdminLayout />}>
        <Route index element={<AdminOverviewRoute />} />
        <Route path={paths.adminReports.pattern} element={<AdminReportsRoute />} />
        <Route path={paths.adminVerifications.pattern} element={<AdminVerificationsRoute />} />
        <Route path={paths.adminPayouts.pattern} element={<AdminPayoutsRoute />} />
        <Route path={paths.adminDisputes.pattern} element={<AdminDisputesRoute />} />
        <Route path={paths.adminAppeals.pattern} element={<AdminAppealsRoute />} />
        <Route path={paths.adminAudit.pattern} element={<AdminAuditRoute />} />
        <Route path={paths.adminUser.pattern} element={<AdminUserRoute />} />
      </Route>
      <Route path={paths.agency.pattern} element={<AgencyRoute />} />
      <Route path={paths.settings.pattern} element={<SettingsLayout />}>
        <Route index element={<Navigate to={paths.wallet.to()} replace />} />
        <Route path={paths.wallet.pattern} element={<WalletRoute />} />
        <Route path={paths.cards.pattern} element={<CardsRoute />} />
        <Route path={paths.addCardReturn.pattern} element={<AddCardReturnRoute />} />
        <Route path={paths.transactions.pattern} element={<TransactionsRoute />} />
        <Route path={paths.earnings.pattern} element={<EarningsRoute />} />
        <Route path={paths.security.pattern} element={<SecurityRoute />} />
        <Route path={paths.kyc.pattern} element={<KycRoute />} />
        <Route path={paths.channelSettings.pattern} element={<ChannelSettingsRoute />} />
        <Route path={paths.account.pattern} element={<AccountSettingsPage />} />
        <Route path={paths.accountInformation.pattern} element={<AccountSettingsPage />} />
        <Route path={paths.mySubscriptions.pattern} element={<SubscriptionsRoute />} />
        <Route path={paths.servicesSettings.pattern} element={<ServicesSettingsRoute />} />
        <Route path={paths.myCollabs.pattern} element={<CollabsRoute />} />
        <Route path={paths.lists.pattern} element={<ListsRoute />} />
        <Route path={paths.vault.pattern} element={<VaultRoute />} />
        <Route path={paths.massMessages.pattern} element={<MassMessagesRoute />} />
        <Route path={paths.releaseForms.pattern} element={<ReleaseFormsRoute />} />
        <Route path={paths.agencySettings.pattern} element={<AgencySettingsRoute />} />
        <Route path={paths.shopSettings.pattern} element={<ShopSettingsRoute />} />
        <Route path={paths.addressSettings.pattern} element={<AddressSettingsRoute />} />
        <Route path={paths.eventsSettings.pattern} element={<EventsSettingsRoute />} />
        <Route path={paths.tickets.pattern} element={<TicketsRoute />} />
      </Route>
      <Route path={paths.transactionDetails.pattern} element={<TransactionDetailsRoute />} />
      <Route path={paths.shop.pattern} element={<ShopRoute />} />
      <Route path={paths.myOrders.pattern} element={<MyOrdersRoute />} />
      <Route path={paths.shopTrack.pattern} element={<ShopOrderRoute />} />
      <Route path={paths.shopPreview.pattern} element={<ShopOrderRoute />} />
      <Route path={paths.idealReturn.pattern} element={<IdealReturnRoute />} />
      <Route path={paths.providerReturn.pattern} element={<IdealReturnRoute />} />
      <Route path={paths.verifyEmail.pattern} element={<VerifyEmailPage />} />
      <Route path={paths.resetPassword.pattern} element={<ResetPasswordPage />} />
      <Route path={paths.twoFactorRecovery.pattern} element={<TwoFactorRecoveryPage />} />
      <Route path={paths.devMailbox.pattern} element={<DevMailbox />} />
      <Route path={paths.article.pattern} element={<ArticleRoute />} />
      <Route path={paths.platformPlans.pattern} element={<PlatformPlansRoute />} />
      <Route path={paths.fresh.pattern} element={<FreshPage />} />
      <Route path={paths.externalReleaseForm.pattern} element={<ExternalReleaseFormRoute />} />
      <Route path={paths.collab.pattern} element={<CollabRoute />} />
      <Route path="*" element={<NotFoundRoute />} />
    </Route>
  </>,
);

export function AppRoutes() {
  return useRoutes(routes);
}
